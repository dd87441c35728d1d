import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** What one NOTIFY channel does with its messages, and when events may have been missed. */
export type ChannelHandler = {
  onMessage: (payload: string | undefined) => void;
  /** The listener was (re)connected or lost: anything published meanwhile is unknown. */
  onReset: () => void;
};

export type PgListener = {
  /** Sends NOTIFY to every instance (this one included); a no-op on the embedded database. */
  publish: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
};

const RECONNECT_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Keeps in-memory caches of several API instances in step. On PostgreSQL, one pooled connection
 * LISTENs on every channel given; while it is disconnected every handler is reset (events may have
 * been missed) and it reconnects. The embedded database has a single process (its lock file), so
 * callers apply their changes locally and publishing does nothing there.
 */
export const startPgListener = async (
  database: DatabaseHandle,
  handlers: Record<string, ChannelHandler>,
  log: FastifyBaseLogger,
): Promise<PgListener> => {
  const channels = Object.keys(handlers);
  for (const channel of channels) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  }
  if (database.kind !== 'postgres') {
    return { publish: async () => undefined, close: async () => undefined };
  }
  const pool = database.raw as pg.Pool;
  const resetAll = () => {
    for (const handler of Object.values(handlers)) handler.onReset();
  };
  let client: pg.PoolClient | undefined;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (client) {
      client.removeAllListeners('notification');
      client.release(error instanceof Error ? error : true);
      client = undefined;
    }
    resetAll();
    if (closing) return;
    log.warn({ err: error }, 'database event listener lost; reconnecting');
    timer = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async (): Promise<void> => {
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      next.on('notification', (message) => handlers[message.channel]?.onMessage(message.payload));
      next.on('error', lost);
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      if (closing) {
        next.release(true);
        return;
      }
      client = next;
      resetAll(); // anything published while we were not listening is unknown
    } catch (error) {
      next?.release(true);
      if (!closing) {
        log.warn({ err: error }, 'database event listener could not connect; retrying');
        timer = setTimeout(() => void connect(), RECONNECT_MS);
      }
    }
  };

  await connect();

  return {
    publish: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      if (client) {
        const current = client;
        client = undefined;
        current.removeAllListeners('notification');
        try {
          await current.query('UNLISTEN *');
        } catch {
          // closing anyway
        }
        current.release(true);
      }
    },
  };
};
