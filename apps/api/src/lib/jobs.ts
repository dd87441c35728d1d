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
 * Jobs of one `group` run one at a time in the order they were added, whichever instance takes
 * them (an assistant chat's replies). Each instance polls every JOBS_POLL_INTERVAL_MS; `kick`
 * makes it look at once (a job it just added). Works the same on PGlite (one connection) and
 * PostgreSQL.
 *
 * pg-boss 12 (a well-kept queue of the same design) runs on both databases too (PGlite through its
 * `fromPglite` adapter and `backend: 'pglite'`: tried), and its `key_strict_fifo` queues match our
 * groups; moving to it is open work: its `singletonKey` does not mean "one pending job per key" on
 * a standard queue (our `key`), and recurring jobs become cron schedules.
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
  /** How long a claimed job of this kind is its worker's (default: the queue's `leaseMs`). */
  leaseMs?: number;
  /** Jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
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
  let stopped = false;

  const backoff = (attempt: number) => Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));

  const leaseOf = (name: string) => definitions[name]?.leaseMs ?? leaseMs;

  /** Claims up to `limit` due jobs of `only` (default: every kind this process knows how to run). */
  const claim = async (limit: number, only: readonly string[] = names): Promise<ClaimedRow[]> => {
    if (only.length === 0) return [];
    const token = randomUUID();
    const lease = sql.join(
      only.map((name) => sql`when ${name} then ${`${leaseOf(name)} milliseconds`}::interval`),
      sql` `,
    );
    const result = await db.execute(sql`
      update jobs set locked_until = now() + (case name ${lease} end), locked_by = ${token},
        attempts = attempts + 1
      where id in (
        select id from jobs j
        where run_at <= now() and (locked_until is null or locked_until <= now()) and attempts < max_attempts
          and name in (${sql.join(
            only.map((name) => sql`${name}`),
            sql`, `,
          )})
          -- A group's jobs one at a time, oldest first: none while an older one is still to finish.
          and (group_key is null or not exists (
            select 1 from jobs older
            where older.group_key = j.group_key and older.id < j.id and older.attempts < older.max_attempts))
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

  /** Runs one claimed job and records its outcome. */
  const runClaimed = async (job: ClaimedRow): Promise<void> => {
    const definition = definitions[job.name];
    if (!definition) return;
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
  };

  /** Runs the jobs due now (claimed in batches of `batch`), one after another; resolves with how many ran. */
  const runDue = async (batch = 10, only: readonly string[] = names): Promise<number> => {
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const claimed = await claim(batch, only);
      if (claimed.length === 0) return ran;
      for (const job of claimed) {
        await runClaimed(job);
        ran++;
      }
    }
  };

  // Workers per kind of job: each claims one due job at a time until none is left, up to the
  // kind's `concurrency` at once. A kick while they are busy makes the last of them look again.
  const workers = new Map<string, number>();
  const lookAgain = new Set<string>();
  const inFlight = new Set<Promise<void>>();

  const worker = async (name: string): Promise<void> => {
    try {
      for (;;) {
        if (stopped) return;
        const [job] = await claim(1, [name]);
        if (job) {
          await runClaimed(job);
          continue;
        }
        if (!lookAgain.delete(name)) return;
      }
    } catch (error) {
      log.error({ err: error, job: name }, 'job queue poll failed');
    } finally {
      workers.set(name, (workers.get(name) ?? 1) - 1);
    }
  };

  /** Makes sure this instance looks for due jobs of `name` now. */
  const drain = (name: string): void => {
    if (stopped || !definitions[name]) return;
    const busy = workers.get(name) ?? 0;
    if (busy >= (definitions[name].concurrency ?? 1)) {
      lookAgain.add(name);
      return;
    }
    workers.set(name, busy + 1);
    const running = worker(name);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  const tick = () => {
    for (const name of names) drain(name);
  };

  return {
    /** Adds a one-off job (inside a caller's transaction when `executor` is given). */
    enqueue: async (
      name: string,
      payload: Record<string, unknown> = {},
      options: { runAt?: Date; key?: string; group?: string; maxAttempts?: number; executor?: Database } = {},
    ): Promise<void> => {
      await (options.executor ?? db)
        .insert(jobs)
        .values({
          name,
          payload,
          key: options.key ?? null,
          groupKey: options.group ?? null,
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

    /**
     * The queue's depth for metrics: jobs due and waiting for a worker, claimed and running (within
     * their lease), and failed for good (out of attempts).
     */
    counts: async (): Promise<{ due: number; running: number; failed: number }> => {
      const result = await db.execute(sql`
        select
          count(*) filter (where attempts < max_attempts and run_at <= now()
            and (locked_until is null or locked_until <= now())) as due,
          count(*) filter (where locked_until > now()) as running,
          count(*) filter (where attempts >= max_attempts and (locked_until is null or locked_until <= now())) as failed
        from jobs`);
      const [row] = rowsOf<{ due: unknown; running: unknown; failed: unknown }>(result);
      return { due: Number(row?.due ?? 0), running: Number(row?.running ?? 0), failed: Number(row?.failed ?? 0) };
    },

    /** This instance looks for due jobs of `name` at once (after adding one), not at its next poll. */
    kick: drain,

    /** Whether a job of `name` whose payload contains `match` is still to run (or running). */
    hasPending: async (name: string, match: Record<string, unknown>): Promise<boolean> => {
      const result = await db.execute(sql`
        select exists (
          select 1 from jobs
          where name = ${name} and payload @> ${JSON.stringify(match)}::jsonb and attempts < max_attempts
        ) as pending`);
      return rowsOf<{ pending: boolean }>(result)[0]?.pending === true;
    },

    /** Polls every `intervalMs` (0: never); timers do not keep the process alive. */
    start: (intervalMs: number): void => {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },

    /** Resolves when no job is running here (tests; shutdown). */
    whenIdle: async (): Promise<void> => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Stops polling and waits for the jobs in hand. */
    stop: async (): Promise<void> => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
