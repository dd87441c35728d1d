import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';

export type StatisticsKeeper = {
  /** Rows were written to the chat tables; enough of them trigger a refresh. */
  noteWrites: (rows: number) => void;
  close: () => Promise<void>;
};

const MIN_CHANGES = 1000;
const CHANGED_FRACTION = 0.1;
// ANALYZE runs in the embedded database's one thread: every query waits for it (30 ms and more on
// a few thousand rows; a send's p99 at 200/s carried it). So once due it waits for a pause in
// writes, and runs regardless after a while under constant load.
const QUIET_MS = 1000;
const MAX_WAIT_MS = 60_000;

/**
 * The embedded database has no autovacuum, so its planner statistics stay as they were when last
 * gathered: with none, a history page of a long chat is planned as "read all its messages, then
 * sort" instead of one backward range scan of (chat_id, id). This gathers them at start and again,
 * for the chat tables, after writes passing autovacuum's own rule (10% of the rows, 1000 at least),
 * at the next pause in writes (see QUIET_MS).
 * PostgreSQL servers do this themselves: there it does nothing.
 */
export const startStatisticsKeeper = async (
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  { quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS }: { quietMs?: number; maxWaitMs?: number } = {},
): Promise<StatisticsKeeper> => {
  if (database.kind !== 'pglite') return { noteWrites: () => undefined, close: async () => undefined };
  let changes = 0;
  let threshold = MIN_CHANGES;
  let running: Promise<void> | undefined;
  let closed = false;
  let lastWriteAt = 0;
  let dueSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  const analyze = async (tables: 'all' | 'chat') => {
    const started = Date.now();
    await database.db.execute(
      tables === 'all' ? sql`analyze` : sql`analyze messages, chats, chat_reads, notifications`,
    );
    const result = (await database.db.execute(
      sql`select reltuples::float8 as rows from pg_class where relname = 'messages'`,
    )) as unknown as { rows: Array<{ rows: number | string }> };
    threshold = Math.max(MIN_CHANGES, Math.round(CHANGED_FRACTION * Math.max(0, Number(result.rows[0]?.rows ?? 0))));
    log.debug({ ms: Date.now() - started, tables }, 'database statistics refreshed');
  };

  await analyze('all');

  const refresh = () => {
    dueSince = undefined;
    running = analyze('chat')
      .catch((error: unknown) => log.warn({ err: error }, 'could not refresh database statistics'))
      .finally(() => {
        running = undefined;
      });
  };

  const check = () => {
    timer = undefined;
    if (closed || dueSince === undefined) return;
    const now = Date.now();
    if (running) {
      arm(quietMs);
    } else if (now - lastWriteAt >= quietMs || now - dueSince >= maxWaitMs) {
      refresh();
    } else {
      arm(Math.min(quietMs - (now - lastWriteAt), maxWaitMs - (now - dueSince)));
    }
  };

  const arm = (ms: number) => {
    timer = setTimeout(check, Math.max(0, ms));
    timer.unref();
  };

  return {
    noteWrites: (rows) => {
      changes += rows;
      lastWriteAt = Date.now();
      if (changes < threshold || closed || dueSince !== undefined) return;
      changes = 0;
      dueSince = lastWriteAt;
      arm(quietMs);
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
