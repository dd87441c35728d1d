import { BoundedMap } from '../../lib/bounded-map';

/** The newest unread notification's time (ms), or null when the user has none unread. */
export type NewestUnread = number | null;

type Load = { invalidated: boolean; promise: Promise<NewestUnread> };
type Entry = { value: NewestUnread; storedAt: number };

/**
 * What each user's unread notifications look like, kept in memory so that an empty poll costs
 * no query: a poll for notifications since T needs the database only when the user has an unread
 * one created at or after T. For every user it knows, it holds an upper bound of the newest unread
 * notification's time (or "none"): creating a notification raises it, marking read reloads it,
 * and other instances' changes arrive over LISTEN/NOTIFY (see notification-events.ts). Users not
 * known yet are loaded once. A load that a change overtook is not stored, so a stale read never
 * hides a new notification. The TTL only bounds staleness should a broadcast be missed.
 */
export class UnreadState {
  private readonly known: BoundedMap<number, Entry>;
  private readonly loads = new Map<number, Load>();

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    private readonly load: (userId: number) => Promise<NewestUnread>,
  ) {
    this.known = new BoundedMap(maxEntries);
  }

  /** The user's newest unread notification time, from memory when known. */
  async newestUnread(userId: number): Promise<NewestUnread> {
    const entry = this.known.get(userId);
    if (entry && Date.now() - entry.storedAt < this.ttlMs) return entry.value;
    const pending = this.loads.get(userId);
    if (pending) return pending.promise;
    const load: Load = {
      invalidated: false,
      promise: this.load(userId).finally(() => {
        if (this.loads.get(userId) === load) this.loads.delete(userId);
      }),
    };
    this.loads.set(userId, load);
    const result = await load.promise;
    if (!load.invalidated && this.ttlMs > 0) this.known.set(userId, { value: result, storedAt: Date.now() });
    return result;
  }

  /** Notifications were created (and committed) for these users at `createdAt` (ms). */
  created(userIds: Iterable<number>, createdAt: number): void {
    for (const userId of userIds) {
      this.overtakeLoad(userId);
      const entry = this.known.get(userId);
      if (!entry) continue;
      entry.value = entry.value === null ? createdAt : Math.max(entry.value, createdAt);
    }
  }

  /** Forget what is known about these users: the next poll loads them again. */
  invalidate(userIds: Iterable<number>): void {
    for (const userId of userIds) {
      this.overtakeLoad(userId);
      this.known.delete(userId);
    }
  }

  clear(): void {
    for (const load of this.loads.values()) load.invalidated = true;
    this.loads.clear();
    this.known.clear();
  }

  get size(): number {
    return this.known.size;
  }

  private overtakeLoad(userId: number): void {
    const load = this.loads.get(userId);
    if (!load) return;
    load.invalidated = true;
    this.loads.delete(userId);
  }
}
