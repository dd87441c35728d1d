import type { Chat, HistoryResponse } from '@jobs/contracts';
import { createIdentityCache, createLatestPages, createReadMarks, createTemplatesCache } from '../chat-caches';
import type { ChatIdentity } from '../chat.repository';

const identityOf = (id: number, deleted = false): ChatIdentity => ({
  id,
  kind: 'company',
  seekerId: 1,
  companyId: 2,
  templateId: null,
  title: null,
  icon: null,
  deleted,
});

const pageOf = (...ids: number[]): HistoryResponse => ({
  message: ids.map((id) => ({
    id,
    text: `m${id}`,
    createdAt: new Date(0).toISOString(),
    is_my: false,
    vacancy_id: null,
    author_kind: 'company',
    author_name: null,
  })),
  has_more: false,
});

describe('identity cache', () => {
  it('reads a chat once, never keeps a deleted one, and reads again after an eviction', async () => {
    const load = vi.fn(async (id: number) =>
      id === 9 ? identityOf(9, true) : id === 404 ? undefined : identityOf(id),
    );
    const cache = createIdentityCache(10, load);
    expect(await cache.get(1)).toMatchObject({ id: 1 });
    expect(await cache.get(1)).toMatchObject({ id: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(9);
    await cache.get(9);
    await cache.get(404);
    await cache.get(404);
    expect(load).toHaveBeenCalledTimes(5);
    cache.evict(1);
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(6);
  });
});

describe('read marks', () => {
  it('writes a mark only when it moves forward, and not for what a send already wrote', async () => {
    const write = vi.fn(async () => undefined);
    const marks = createReadMarks(10, write);
    await marks.markRead(1, 5, 10);
    await marks.markRead(1, 5, 10);
    await marks.markRead(1, 5, 7);
    expect(write).toHaveBeenCalledTimes(1);
    await marks.markRead(1, 5, 11);
    expect(write).toHaveBeenLastCalledWith(1, 5, 11);
    marks.known(1, 5, 20);
    await marks.markRead(1, 5, 20);
    expect(write).toHaveBeenCalledTimes(2);
    // Another user's mark is their own.
    await marks.markRead(2, 5, 20);
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('writes again when the write failed', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const marks = createReadMarks(10, write);
    await expect(marks.markRead(1, 5, 10)).rejects.toThrow('down');
    await marks.markRead(1, 5, 10);
    expect(write).toHaveBeenCalledTimes(2);
  });
});

describe('templates cache', () => {
  it('re-reads the templates once their time is up', async () => {
    let now = 0;
    const load = vi.fn(async () => [{ id: 1 } as Chat]);
    const cache = createTemplatesCache(1000, load, () => now);
    await cache.list();
    now = 1000;
    await cache.list();
    expect(load).toHaveBeenCalledTimes(1);
    now = 1001;
    await cache.list();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('latest pages', () => {
  it('keeps a chat’s newest page per key until a message is stored in it', async () => {
    const pages = createLatestPages({ size: 10, enabled: true, ttlMs: Number.POSITIVE_INFINITY });
    const load = vi.fn(async () => pageOf(1));
    expect(await pages.read(7, 'seeker:20', load)).toEqual(pageOf(1));
    await pages.read(7, 'seeker:20', load);
    expect(load).toHaveBeenCalledTimes(1);
    await pages.read(7, 'company:20', load);
    await pages.read(8, 'seeker:20', load);
    expect(load).toHaveBeenCalledTimes(3);
    pages.messageStored(7);
    await pages.read(7, 'seeker:20', load);
    await pages.read(8, 'seeker:20', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a page that a store overtook while it was read', async () => {
    const pages = createLatestPages({ size: 10, enabled: true, ttlMs: Number.POSITIVE_INFINITY });
    const load = vi.fn(async () => {
      pages.messageStored(7); // another request stores a message meanwhile
      return pageOf(1);
    });
    await pages.read(7, 'k', load);
    await pages.read(7, 'k', async () => pageOf(2, 1));
    expect(await pages.read(7, 'k', load)).toEqual(pageOf(2, 1));
  });

  it('trusts a page for its TTL only, forgets everything on request, and keeps nothing when off', async () => {
    let now = 0;
    const pages = createLatestPages({ size: 10, enabled: true, ttlMs: 100, now: () => now });
    const load = vi.fn(async () => pageOf(1));
    await pages.read(7, 'k', load);
    now = 99;
    await pages.read(7, 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 100;
    await pages.read(7, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
    pages.forgetAll();
    await pages.read(7, 'k', load);
    expect(load).toHaveBeenCalledTimes(3);

    const off = createLatestPages({ size: 10, enabled: false, ttlMs: 100 });
    const offLoad = vi.fn(async () => pageOf(1));
    await off.read(7, 'k', offLoad);
    await off.read(7, 'k', offLoad);
    expect(offLoad).toHaveBeenCalledTimes(2);
  });

  it('forgets all pages when more chats have versions than it may hold', async () => {
    const pages = createLatestPages({ size: 2, enabled: true, ttlMs: Number.POSITIVE_INFINITY });
    const load = vi.fn(async () => pageOf(1));
    await pages.read(1, 'k', load);
    pages.messageStored(2);
    pages.messageStored(3);
    pages.messageStored(4); // over the size: versions and pages are forgotten
    await pages.read(1, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
