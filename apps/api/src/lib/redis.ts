import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/** At most one connection-error line per this long while Redis stays unreachable. */
const LOG_EVERY_MS = 30_000;

/**
 * The Redis connection (REDIS_URL). Commands never wait for a connection (no offline queue) and
 * give up after REDIS_COMMAND_TIMEOUT_MS: what uses Redis falls back at once (see
 * rate-limit-store.ts) rather than hold requests. ioredis reconnects by itself, backing off.
 * Resolves once connected, or after the connect timeout (then the start goes on without it,
 * with a warning, and the connection keeps trying).
 */
export const connectRedis = async (
  config: Pick<AppConfig, 'REDIS_URL' | 'REDIS_COMMAND_TIMEOUT_MS'>,
  log: FastifyBaseLogger,
): Promise<Redis> => {
  if (!config.REDIS_URL) throw new Error('REDIS_URL is not set');
  const redis = new Redis(config.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: Math.max(1000, config.REDIS_COMMAND_TIMEOUT_MS),
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let lastLogged = 0;
  redis.on('error', (error: unknown) => {
    const now = Date.now();
    if (now - lastLogged < LOG_EVERY_MS) return;
    lastLogged = now;
    log.warn({ err: error }, 'Redis connection failed; retrying');
  });
  redis.on('ready', () => {
    if (lastLogged > 0) log.info('Redis connection ready');
  });
  const connectTimeoutMs = Math.max(1000, config.REDIS_COMMAND_TIMEOUT_MS);
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), connectTimeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.warn({ status: redis.status }, 'Redis is not reachable yet: counting in memory until it is');
  return redis;
};
