import type { Role } from '@jobs/contracts';

/** What an authenticated call needs to know about its session, without a query. */
export type SessionState = {
  userId: number;
  role: Role;
  companyId: number | null;
  expiresAt: number;
  revoked: boolean;
  disabled: boolean;
};

type Entry = { state: SessionState | null; storedAt: number };

/** What was evicted: one session, one user's sessions, or everything (a lost listener). */
export type Invalidation = { sessionId: string } | { userId: number } | { all: true };

/**
 * In-memory cache of session states, keyed by session id, with a TTL and a size cap (oldest
 * first out). Logout, revocation and disabling evict at once (and are broadcast to the other API
 * instances, see session-events.ts); the TTL only bounds staleness should a broadcast be missed.
 * A load that started before an eviction is not stored, so a revoke is never undone by a slow read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<SessionState | null>>();
  private epoch = 0;
  private readonly listeners = new Set<(what: Invalidation) => void>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly load: (sessionId: string) => Promise<SessionState | null>,
  ) {}

  /**
   * The cached state of a session (null: known not to exist), synchronously; undefined when it is
   * not cached or its TTL has passed, which needs `get`.
   */
  peek(sessionId: string): SessionState | null | undefined {
    const entry = this.entries.get(sessionId);
    return entry && Date.now() - entry.storedAt < this.ttlMs ? entry.state : undefined;
  }

  async get(sessionId: string): Promise<SessionState | null> {
    const entry = this.entries.get(sessionId);
    if (entry && Date.now() - entry.storedAt < this.ttlMs) return entry.state;
    if (entry) this.entries.delete(sessionId);
    const pending = this.inflight.get(sessionId);
    if (pending) return pending;
    const epoch = this.epoch;
    const settle = () => {
      if (this.inflight.get(sessionId) === loading) this.inflight.delete(sessionId);
    };
    const loading: Promise<SessionState | null> = this.load(sessionId).then(
      (state) => {
        settle();
        if (epoch === this.epoch && this.ttlMs > 0) this.store(sessionId, state);
        return state;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.inflight.set(sessionId, loading);
    return loading;
  }

  invalidateSession(sessionId: string): void {
    this.epoch++;
    this.entries.delete(sessionId);
    this.inflight.delete(sessionId);
    this.tell({ sessionId });
  }

  invalidateUser(userId: number): void {
    this.epoch++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.state?.userId === userId) this.entries.delete(sessionId);
    }
    this.inflight.clear();
    this.tell({ userId });
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.inflight.clear();
    this.tell({ all: true });
  }

  /**
   * Calls `listener` after each eviction (on every instance: evictions are broadcast), so that
   * what a session holds open (an event stream) ends at once; returns the unsubscribe.
   */
  onInvalidate(listener: (what: Invalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(what: Invalidation): void {
    for (const listener of this.listeners) {
      try {
        listener(what);
      } catch {
        // a listener's failure is its own
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private store(sessionId: string, state: SessionState | null): void {
    this.entries.set(sessionId, { state, storedAt: Date.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
