import { SESSION_EVENTS_CHANNEL, type DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { SessionCache } from './session-cache';

export type SessionEvent = { kind: 'session'; sessionId: string } | { kind: 'user'; userId: number };

export type SessionEvents = {
  /** Evicts locally at once, then tells the other API instances. */
  publish: (event: SessionEvent) => Promise<void>;
  close: () => Promise<void>;
};

const encode = (event: SessionEvent): string =>
  event.kind === 'session' ? `session:${event.sessionId}` : `user:${event.userId}`;

const apply = (cache: SessionCache, payload: string | undefined): void => {
  const [kind, value] = (payload ?? '').split(/:(.*)/s);
  if (kind === 'session' && value) cache.invalidateSession(value);
  else if (kind === 'user' && value && /^\d+$/.test(value)) cache.invalidateUser(Number(value));
  else cache.clear();
};

const applyLocally = (cache: SessionCache, event: SessionEvent): void =>
  event.kind === 'session' ? cache.invalidateSession(event.sessionId) : cache.invalidateUser(event.userId);

const RECONNECT_MS = 1000;

/**
 * Keeps session caches of several API instances in step. On PostgreSQL, every instance holds
 * one pooled connection that LISTENs on SESSION_EVENTS_CHANNEL; a logout or revocation evicts
 * the session here and sends NOTIFY, and every instance evicts it on receipt. While the listener
 * is disconnected the cache is cleared (events may have been missed) and it reconnects. The
 * embedded database has a single process (its lock file), so local eviction is enough there.
 */
export const startSessionEvents = async (
  database: DatabaseHandle,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<SessionEvents> => {
  if (database.kind !== 'postgres') {
    return {
      publish: async (event) => applyLocally(cache, event),
      close: async () => undefined,
    };
  }
  const pool = database.raw as pg.Pool;
  let client: pg.PoolClient | undefined;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (client) {
      client.removeAllListeners('notification');
      client.release(error instanceof Error ? error : true);
      client = undefined;
    }
    cache.clear();
    if (closing) return;
    log.warn({ err: error }, 'session event listener lost; reconnecting');
    timer = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async (): Promise<void> => {
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      next.on('notification', (message) => {
        if (message.channel === SESSION_EVENTS_CHANNEL) apply(cache, message.payload);
      });
      next.on('error', lost);
      await next.query(`LISTEN ${SESSION_EVENTS_CHANNEL}`);
      if (closing) {
        next.release(true);
        return;
      }
      client = next;
      cache.clear(); // anything published while we were not listening is unknown
    } catch (error) {
      next?.release(true);
      if (!closing) {
        log.warn({ err: error }, 'session event listener could not connect; retrying');
        timer = setTimeout(() => void connect(), RECONNECT_MS);
      }
    }
  };

  await connect();

  return {
    publish: async (event) => {
      applyLocally(cache, event);
      try {
        await pool.query('SELECT pg_notify($1, $2)', [SESSION_EVENTS_CHANNEL, encode(event)]);
      } catch (error) {
        log.warn({ err: error }, 'could not broadcast a session event; other instances keep it until their cache TTL');
      }
    },
    close: async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      if (client) {
        const current = client;
        client = undefined;
        current.removeAllListeners('notification');
        try {
          await current.query(`UNLISTEN ${SESSION_EVENTS_CHANNEL}`);
        } catch {
          // closing anyway
        }
        current.release(true);
      }
    },
  };
};
