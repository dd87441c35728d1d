import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimited } from './app-error';
import { BoundedMap } from './bounded-map';

/**
 * Password checks (sign-in, change password, delete account) under two bounds:
 *
 * - **Attempts, reserved before the check.** Each check first takes one attempt of its key
 *   atomically (Redis INCR in a script when REDIS_URL is set, so every instance counts together;
 *   else this process's memory, where a synchronous update is atomic). Past `max` in the window
 *   the check never runs: 429 with Retry-After. A check that succeeds gives its attempt back, so
 *   only failures add up. Counting after the check instead let 20 concurrent wrong passwords all
 *   be checked before the first failure was counted.
 * - **Concurrent hashing per lane** (an account, an address): at most `concurrent` checks of a
 *   lane run at once, the others wait their turn, so one client cannot fill the hashing threads
 *   (scrypt) and slow every other user's sign-in.
 *
 * Like the rate limits (rate-limit-store.ts), a Redis that does not answer falls back to memory.
 */

export type AttemptRule = {
  /** The attempts' key (hashed or an id: no e-mail address in Redis). */
  key: string;
  max: number;
  windowMs: number;
  /** Concurrency lanes: `ip:…`, `account:…`. */
  lanes: readonly string[];
};

/** Whether a check's error means "wrong password" (the attempt stays counted). */
export type IsFailure = (error: unknown) => boolean;

// INCR, the window starting at the first attempt; a refused attempt is not kept (the count stays at max).
const RESERVE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if n > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) end
return {n, ttl}`;
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`;

const WARN_EVERY_MS = 30_000;

/** At most `limit` holders per key at once; the others wait in order. */
export class KeyedSemaphore {
  private readonly lanes = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(private readonly limit: number) {}

  async acquire(key: string): Promise<() => void> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.active >= this.limit) {
      const current = lane;
      await new Promise<void>((resolve) => current.waiting.push(resolve));
    } else {
      lane.active += 1;
    }
    const held = lane;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = held.waiting.shift();
      // The slot passes straight to the next waiter (active unchanged).
      if (next) return next();
      held.active -= 1;
      if (held.active === 0) this.lanes.delete(key);
    };
  }

  /** Holds every key's slot (in sorted order, so two callers never wait on each other crosswise). */
  async run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const releases: (() => void)[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) releases.push(await this.acquire(key));
      return await task();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  /** Keys with holders or waiters (tests). */
  get size(): number {
    return this.lanes.size;
  }
}

export type PasswordAttemptsOptions = {
  redis: Redis | undefined;
  /** Prefix of every key (REDIS_KEY_PREFIX + `password-attempts:`). */
  prefix: string;
  log: FastifyBaseLogger;
  /** Checks of one lane that may hash at once. */
  concurrent?: number;
  /** Keys kept in memory (in memory only, or while Redis is down). */
  cache?: number;
};

export const createPasswordAttempts = ({
  redis,
  prefix,
  log,
  concurrent = 2,
  cache = 10_000,
}: PasswordAttemptsOptions) => {
  const local = new BoundedMap<string, { count: number; resetAt: number }>(cache);
  const hashing = new KeyedSemaphore(concurrent);
  let lastWarning = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    log.warn({ err: error }, 'password attempts: Redis does not answer; counting in this instance’s memory');
  };
  const shared = () => (redis && redis.status === 'ready' ? redis : undefined);

  const reserveLocally = (key: string, max: number, windowMs: number) => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      local.set(key, entry);
    }
    if (entry.count >= max) return { count: entry.count + 1, ttlMs: entry.resetAt - now };
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  };

  /** The attempt's number in the window (1-based); past `max` it was not taken. */
  const reserve = async (key: string, max: number, windowMs: number): Promise<{ count: number; ttlMs: number }> => {
    const client = shared();
    if (client) {
      try {
        const [count, ttl] = (await client.eval(RESERVE, 1, `${prefix}${key}`, windowMs, max)) as [number, number];
        return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
      } catch (error) {
        warn(error);
      }
    } else if (redis) {
      warn(new Error(`Redis connection ${redis.status}`));
    }
    return reserveLocally(key, max, windowMs);
  };

  const release = async (key: string): Promise<void> => {
    const entry = local.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
    const client = shared();
    if (!client) return;
    try {
      await client.eval(RELEASE, 1, `${prefix}${key}`);
    } catch (error) {
      warn(error);
    }
  };

  /**
   * Runs `check` as one attempt of `rule.key`: 429 when the window's attempts are spent, before
   * any hashing; `beforeCheck` gets the number of earlier attempts still counted (for a growing
   * delay). The attempt is given back unless `check` throws an error `isFailure` accepts.
   */
  const guard = async <T>(
    rule: AttemptRule,
    check: () => Promise<T>,
    isFailure: IsFailure,
    beforeCheck?: (earlier: number) => Promise<void>,
  ): Promise<T> => {
    const { count, ttlMs } = await reserve(rule.key, rule.max, rule.windowMs);
    if (count > rule.max) throw rateLimited(ttlMs / 1000);
    let failed = false;
    try {
      if (beforeCheck) await beforeCheck(count - 1);
      return await hashing.run(rule.lanes, check);
    } catch (error) {
      failed = isFailure(error);
      throw error;
    } finally {
      if (!failed) await release(rule.key);
    }
  };

  return { guard, hashing };
};

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Password checks: attempts reserved before the check, hashing bounded per account and address. */
    passwordAttempts: PasswordAttempts;
  }
}
