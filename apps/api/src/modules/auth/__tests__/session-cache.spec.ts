import { SessionCache, type SessionState } from '../session-cache';

const state = (userId: number, overrides: Partial<SessionState> = {}): SessionState => ({
  userId,
  role: 'seeker',
  companyId: null,
  expiresAt: Date.now() + 60_000,
  revoked: false,
  disabled: false,
  ...overrides,
});

describe('SessionCache', () => {
  it('loads a session once and serves it from memory until the TTL passes', async () => {
    const load = vi.fn(async (id: string) => state(Number(id)));
    const cache = new SessionCache(60_000, 100, load);
    await cache.get('1');
    await cache.get('1');
    expect(load).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await cache.get('1');
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('peeks at a cached session synchronously, and at nothing once the TTL passed or it was evicted', async () => {
    const load = vi.fn(async (id: string) => (id === 'gone' ? null : state(Number(id))));
    const cache = new SessionCache(60_000, 100, load);
    expect(cache.peek('1')).toBeUndefined();
    await cache.get('1');
    await cache.get('gone');
    expect(cache.peek('1')).toEqual(state(1, { expiresAt: expect.any(Number) }));
    expect(cache.peek('gone')).toBeNull();
    cache.invalidateSession('1');
    expect(cache.peek('1')).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(cache.peek('gone')).toBeUndefined();
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent calls for the same session', async () => {
    const load = vi.fn(async (id: string) => state(Number(id)));
    const cache = new SessionCache(60_000, 100, load);
    await Promise.all([cache.get('1'), cache.get('1'), cache.get('1')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after a session or user is invalidated', async () => {
    const load = vi.fn(async (id: string) => state(Number(id)));
    const cache = new SessionCache(60_000, 100, load);
    await cache.get('1');
    await cache.get('2');
    cache.invalidateSession('1');
    await cache.get('1');
    expect(load).toHaveBeenCalledTimes(3);
    cache.invalidateUser(2);
    await cache.get('2');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not store a load that an invalidation overtook', async () => {
    let release: (value: SessionState) => void = () => undefined;
    const load = vi
      .fn<(id: string) => Promise<SessionState>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockImplementation(async () => state(1, { revoked: true }));
    const cache = new SessionCache(60_000, 100, load);
    const stale = cache.get('1');
    cache.invalidateSession('1'); // logout lands while the first read is in flight
    release(state(1));
    expect((await stale)?.revoked).toBe(false);
    expect((await cache.get('1'))?.revoked).toBe(true);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const load = vi.fn(async (id: string) => state(Number(id)));
    const cache = new SessionCache(60_000, 2, load);
    await cache.get('1');
    await cache.get('2');
    await cache.get('3');
    expect(cache.size).toBe(2);
    await cache.get('1');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not cache at all when the TTL is zero', async () => {
    const load = vi.fn(async (id: string) => state(Number(id)));
    const cache = new SessionCache(0, 100, load);
    await cache.get('1');
    await cache.get('1');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
