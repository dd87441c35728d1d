import { UnreadState, type NewestUnread } from '../unread-state';

const deferred = () => {
  let resolve: (value: NewestUnread) => void = () => undefined;
  const promise = new Promise<NewestUnread>((done) => (resolve = done));
  return { promise, resolve };
};

describe('UnreadState', () => {
  it('loads a user once and answers from memory after', async () => {
    const load = vi.fn(async () => null);
    const state = new UnreadState(60_000, 100, load);
    expect(await state.newestUnread(1)).toBeNull();
    expect(await state.newestUnread(1)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent polls of a user', async () => {
    const load = vi.fn(async () => 5);
    const state = new UnreadState(60_000, 100, load);
    await Promise.all([state.newestUnread(1), state.newestUnread(1), state.newestUnread(1)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('raises a known user’s newest time when a notification is created, without a load', async () => {
    const load = vi.fn(async () => null);
    const state = new UnreadState(60_000, 100, load);
    await state.newestUnread(1);
    state.created([1, 2], 1_000);
    expect(await state.newestUnread(1)).toBe(1_000);
    state.created([1], 500); // never lowered
    expect(await state.newestUnread(1)).toBe(1_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(state.size).toBe(1); // user 2 was not known: it is loaded when it polls
  });

  it('does not keep a load that a creation overtook', async () => {
    const first = deferred();
    const load = vi
      .fn<(userId: number) => Promise<NewestUnread>>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementation(async () => 2_000);
    const state = new UnreadState(60_000, 100, load);
    const stale = state.newestUnread(1);
    state.created([1], 2_000); // committed while the first load was reading
    first.resolve(null);
    expect(await stale).toBeNull();
    expect(await state.newestUnread(1)).toBe(2_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads a user after an invalidation, and everyone after clear', async () => {
    const load = vi.fn(async () => null);
    const state = new UnreadState(60_000, 100, load);
    await state.newestUnread(1);
    await state.newestUnread(2);
    state.invalidate([1]);
    await state.newestUnread(1);
    await state.newestUnread(2);
    expect(load).toHaveBeenCalledTimes(3);
    state.clear();
    await state.newestUnread(2);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('reloads after the TTL and keeps at most maxEntries users', async () => {
    const load = vi.fn(async () => null);
    const state = new UnreadState(60_000, 2, load);
    await state.newestUnread(1);
    await state.newestUnread(2);
    await state.newestUnread(3);
    expect(state.size).toBe(2);
    await state.newestUnread(1);
    expect(load).toHaveBeenCalledTimes(4);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await state.newestUnread(1);
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(5);
  });
});
