import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The counters of every rate limiter (sign-in, sign-up, failed sign-ins, assistant, uploads):
 * in Redis when REDIS_URL is set, so that all API instances count together (adding an instance
 * adds no allowance), else in this process's memory.
 *
 * When Redis does not answer (down, or slower than its command timeout), each limiter counts in
 * this instance's memory until it answers again, with a warning in the log: the limits still hold
 * per instance (with N instances an address gets at most N times the allowance meanwhile), and
 * nobody is locked out of signing in by an outage of the counters. Refusing every request instead
 * (fail closed) would turn a Redis outage into an outage of sign-in; letting everything through
 * (fail open) would drop the brute-force protection exactly when nobody watches.
 */

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** What the plugin calls on a store (its own LocalStore and RedisStore have the same shape). */
type Store = {
  incr: (key: string, callback: Callback, timeWindow: number, max: number) => void;
  read: (key: string, callback: Callback, timeWindow: number, max: number) => void;
  child: (options: Record<string, unknown>) => Store;
};

/** The store the plugin's LocalStore is (not exported in its types). */
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

// The plugin's own stores (CommonJS, without typings of their own): memory, and Redis's Lua scripts.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/** The option naming a limiter: its counters live under `<prefix><name>:` in Redis. */
export const LIMITER_NAME = 'limiterName';

/** At most one "Redis does not answer" warning per this long (an outage must not flood the log). */
const WARN_EVERY_MS = 30_000;

export type SharedStoreOptions = {
  redis: Redis | undefined;
  /** Prefix of every key (REDIS_KEY_PREFIX + `ratelimit:`). */
  prefix: string;
  log: FastifyBaseLogger;
  /** Entries each limiter keeps in memory (in memory only, or while Redis is down). */
  cache?: number;
};

/** The `store` option of `@fastify/rate-limit`: Redis shared by all instances, memory as the fallback. */
export const sharedRateLimitStore = ({ redis, prefix, log, cache = 5000 }: SharedStoreOptions) => {
  let lastWarning = 0;
  const warn = (error: unknown, name: string) => {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    log.warn(
      { err: error, limiter: name },
      'rate limits: Redis does not answer; counting in this instance’s memory until it does',
    );
  };

  class LimiterStore implements Store {
    private readonly local: Store;
    private readonly shared: Store | undefined;

    constructor(
      private readonly name: string,
      continueExceeding: boolean,
      exponentialBackoff: boolean,
    ) {
      this.local = new LocalStore(continueExceeding, exponentialBackoff, cache);
      this.shared = redis
        ? new RedisStore(continueExceeding, exponentialBackoff, redis, `${prefix}${name}:`)
        : undefined;
    }

    private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
      const shared = this.shared;
      // Not connected: ioredis would queue the command (we turn its offline queue off); count here.
      if (!shared || redis?.status !== 'ready') {
        if (shared) warn(new Error(`Redis connection ${redis?.status}`), this.name);
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          warn(error, this.name);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.use('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.use('read', key, callback, timeWindow, max);
    }

    child(options: Record<string, unknown>): LimiterStore {
      const name = options[LIMITER_NAME];
      if (typeof name !== 'string' || name === '') {
        // Limiters sharing a name would share counters in Redis: every limiter names its own.
        throw new Error('every rate limiter needs a name (createLimiter)');
      }
      return new LimiterStore(name, options['continueExceeding'] === true, options['exponentialBackoff'] === true);
    }
  }

  return class RootStore extends LimiterStore {
    constructor(options: Record<string, unknown>) {
      super('', options['continueExceeding'] === true, options['exponentialBackoff'] === true);
    }
  } as unknown as FastifyRateLimitStoreCtor;
};

/** What a limiter answers (`@fastify/rate-limit`'s `createRateLimit`). */
export type LimitResult =
  | { isAllowed: true; key: string }
  | { isAllowed: false; key: string; max: number; remaining: number; isExceeded: boolean; ttlInSeconds: number };

export type Limiter = (request: FastifyRequest, options?: { increment?: boolean }) => Promise<LimitResult>;

/**
 * A named limiter: `max` requests per `timeWindow` ms per key (the client address unless
 * `keyGenerator` says otherwise). The name keeps its counters apart from every other limiter's.
 */
export const createLimiter = (
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string },
): Limiter =>
  app.createRateLimit({ ...options, [LIMITER_NAME]: name } as Parameters<
    FastifyInstance['createRateLimit']
  >[0]) as Limiter;
