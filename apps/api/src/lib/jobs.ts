import { randomUUID } from 'node:crypto';
import { jobs, type Database } from '@jobs/server-db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A small durable job queue on the database (the `jobs` table): what must happen later survives
 * restarts, and several API instances share the work. A worker claims due jobs with
 * `FOR UPDATE SKIP LOCKED` and holds each for a lease (`locked_until`); a worker that dies
 * mid-job leaves it to be claimed again once the lease passes. A failure is retried with
 * exponential backoff until `max_attempts`, then the job stays in the table with its last error.
 * A recurring job is one row (named by `key`) that moves its `run_at` forward after each run.
 * Works the same on PGlite (one connection) and PostgreSQL.
 */

export type JobContext = { attempt: number; log: FastifyBaseLogger };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export type JobDefinition = {
  run: JobHandler;
  /** Recurring: after each run (success or failure) the job is due again this long after. */
  everyMs?: number;
  /** Recurring: its first run is this long after its row is made (default: at once). */
  firstRunAfterMs?: number;
  maxAttempts?: number;
};

export type JobQueueOptions = {
  db: Database;
  log: FastifyBaseLogger;
  definitions: Record<string, JobDefinition>;
  /** How long a claimed job is its worker's; past it, another worker may claim it again. */
  leaseMs?: number;
  /** First retry delay; doubled per attempt, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
};

type ClaimedRow = { id: number; name: string; payload: Record<string, unknown>; attempts: number; locked_by: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const DEFAULT_LEASE_MS = 5 * 60_000;

export const createJobQueue = ({
  db,
  log,
  definitions,
  leaseMs = DEFAULT_LEASE_MS,
  backoffMs = 10_000,
  maxBackoffMs = 60 * 60_000,
}: JobQueueOptions) => {
  const names = Object.keys(definitions);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const backoff = (attempt: number) => Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));

  /** Claims up to `limit` due jobs this process knows how to run. */
  const claim = async (limit: number): Promise<ClaimedRow[]> => {
    if (names.length === 0) return [];
    const token = randomUUID();
    const result = await db.execute(sql`
      update jobs set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, locked_by = ${token},
        attempts = attempts + 1
      where id in (
        select id from jobs
        where run_at <= now() and (locked_until is null or locked_until <= now()) and attempts < max_attempts
          and name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, name, payload, attempts, locked_by`);
    return rowsOf<ClaimedRow>(result).map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
  };

  const mine = (job: ClaimedRow) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.locked_by));

  const finish = async (job: ClaimedRow, definition: JobDefinition, error: unknown): Promise<void> => {
    if (error === undefined) {
      if (definition.everyMs !== undefined) {
        await db
          .update(jobs)
          .set({
            runAt: sql`now() + ${`${definition.everyMs} milliseconds`}::interval`,
            attempts: 0,
            lockedUntil: null,
            lockedBy: null,
            lastError: null,
          })
          .where(mine(job));
      } else {
        await db.delete(jobs).where(mine(job));
      }
      return;
    }
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // A recurring job never gives up: its next run is its retry.
    const delay =
      definition.everyMs !== undefined ? Math.min(backoff(job.attempts), definition.everyMs) : backoff(job.attempts);
    await db
      .update(jobs)
      .set({
        runAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        lockedUntil: null,
        lockedBy: null,
        lastError: message.slice(0, 2000),
        ...(definition.everyMs !== undefined ? { attempts: 0 } : {}),
      })
      .where(mine(job));
  };

  /** Runs the jobs due now (claimed in batches of `batch`); resolves with how many ran. */
  const runDue = async (batch = 10): Promise<number> => {
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const claimed = await claim(batch);
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        const definition = definitions[job.name];
        if (!definition) continue;
        let failure: unknown;
        try {
          await definition.run(job.payload ?? {}, { attempt: job.attempts, log });
        } catch (error) {
          failure = error ?? new Error('job failed');
          log.warn({ err: error, job: job.name, id: job.id, attempt: job.attempts }, 'job failed; it will be retried');
        }
        try {
          await finish(job, definition, failure);
        } catch (error) {
          // The lease runs out and the job is claimed again.
          log.error({ err: error, job: job.name, id: job.id }, 'could not record a job outcome');
        }
        ran++;
      }
    }
  };

  const tick = async () => {
    if (running) return;
    running = runDue().catch((error: unknown) => {
      log.error({ err: error }, 'job queue poll failed');
      return 0;
    });
    try {
      await running;
    } finally {
      running = undefined;
    }
  };

  return {
    /** Adds a one-off job (inside a caller's transaction when `executor` is given). */
    enqueue: async (
      name: string,
      payload: Record<string, unknown> = {},
      options: { runAt?: Date; key?: string; maxAttempts?: number; executor?: Database } = {},
    ): Promise<void> => {
      await (options.executor ?? db)
        .insert(jobs)
        .values({
          name,
          payload,
          key: options.key ?? null,
          runAt: options.runAt ?? new Date(),
          maxAttempts: options.maxAttempts ?? definitions[name]?.maxAttempts ?? 10,
        })
        .onConflictDoNothing({ target: jobs.key });
    },

    /** Makes sure each recurring job has its row (one per name, whichever instance starts first). */
    ensureRecurring: async (): Promise<void> => {
      for (const [name, definition] of Object.entries(definitions)) {
        if (definition.everyMs === undefined) continue;
        await db
          .insert(jobs)
          .values({
            name,
            key: `recurring:${name}`,
            payload: {},
            maxAttempts: 1_000_000,
            ...(definition.firstRunAfterMs ? { runAt: new Date(Date.now() + definition.firstRunAfterMs) } : {}),
          })
          .onConflictDoNothing({ target: jobs.key });
      }
    },

    runDue,

    /** Polls every `intervalMs` (0: never); timers do not keep the process alive. */
    start: (intervalMs: number): void => {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },

    /** Stops polling and waits for the jobs in hand. */
    stop: async (): Promise<void> => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
