import { createHash } from 'node:crypto';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { insertViews, pruneViews, type BufferedView } from './vacancy-views.repository';

export type ViewCounterOptions = {
  /** How often the buffered views are written (default 5 s). */
  flushEveryMs?: number;
  /** Views kept in memory before a write starts at once (default 20,000). */
  maxBuffered?: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
};

/**
 * Who viewed, as one opaque key: the signed-in user, else a hash of the client's address and
 * browser (no address is stored). Undefined for crawlers (their user agent says so) and clients
 * that send none: a robot's fetch is no view.
 */
export const viewerOf = (request: Pick<FastifyRequest, 'ip' | 'headers' | 'user'>): string | undefined => {
  const agent = request.headers['user-agent'];
  if (!agent || isbot(agent)) return undefined;
  if (request.user) return `u${request.user.id}`;
  return createHash('sha256').update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 22);
};

/**
 * Vacancy page views, counted cheaply: each view is buffered in this process's memory (one
 * entry per visitor, vacancy and day), and every few seconds, and when the app closes, one
 * statement writes the buffer to `vacancy_views` (migration 0022). Its primary key keeps one row
 * per visitor, vacancy and day across every API instance, and only the new rows add to the
 * vacancies' `views_count`. No request waits for a write; a failed write is tried again with the
 * next (up to the buffer's size).
 */
export const createViewCounter = (db: Database, options: ViewCounterOptions = {}) => {
  const flushEveryMs = options.flushEveryMs ?? 5000;
  const maxBuffered = options.maxBuffered ?? 20_000;
  const now = options.now ?? (() => new Date());
  let buffer = new Map<string, BufferedView>();
  let writing: Promise<number> = Promise.resolve(0);
  let prunedDay = '';

  const write = async (): Promise<number> => {
    if (buffer.size === 0) return 0;
    const batch = [...buffer.values()];
    buffer = new Map();
    try {
      const added = await insertViews(db, batch);
      const today = batch[batch.length - 1]?.day ?? '';
      if (today !== prunedDay) {
        // Deduplication needs a day's rows only: older ones go once a day.
        await pruneViews(db, today);
        prunedDay = today;
      }
      return added;
    } catch (error) {
      options.log?.warn({ err: error, views: batch.length }, 'could not write vacancy views; trying again later');
      for (const view of batch) {
        if (buffer.size >= maxBuffered) break;
        buffer.set(`${view.day}:${view.vacancyId}:${view.visitor}`, view);
      }
      return 0;
    }
  };

  /** Writes what is buffered (after any write in flight): the views that were new. */
  const flush = (): Promise<number> => {
    writing = writing.then(write, write);
    return writing;
  };

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    /** Counts a view of a published vacancy by `visitor` (viewerOf); nothing for undefined. */
    record: (vacancyId: number, visitor: string | undefined): void => {
      if (!visitor) return;
      const day = now().toISOString().slice(0, 10);
      buffer.set(`${day}:${vacancyId}:${visitor}`, { vacancyId, day, visitor });
      if (buffer.size >= maxBuffered) void flush();
    },
    flush,
    /** Stops the timer and writes what is left (the app's close, before the database closes). */
    close: async (): Promise<void> => {
      clearInterval(timer);
      await flush();
    },
  };
};

export type ViewCounter = ReturnType<typeof createViewCounter>;
