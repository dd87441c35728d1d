import type { PGlite } from '@electric-sql/pglite';
import type { Database, DatabaseHandle } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type Db,
  type DrizzleTransactionLike,
  type JobInsert,
  type JobWithMetadata,
  type Queue,
  type QueuePolicy,
} from 'pg-boss';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import { resultRows } from './sql-rows';

/**
 * The durable job queue: pg-boss 12 in its own schema (`pgboss`) of our database, embedded PGlite
 * (through pg-boss's `fromPglite` adapter on the one connection drizzle uses) or PostgreSQL
 * (through the API's own connection pool). What must happen later survives restarts and crashes,
 * and several API instances share the work; each job runs once.
 *
 * - Each kind of job (a name in `definitions`) is a pg-boss queue, created at start by whichever
 *   instance comes first (pg-boss creates and migrates its schema the same way, under an advisory
 *   lock). A failure is retried with exponential backoff (`backoffMs` doubled per attempt, up to
 *   `maxBackoffMs`) until `maxAttempts`; then the job stays in pg-boss's `failed` state with its
 *   error as `output`.
 * - A claimed job is its worker's for `leaseMs` (pg-boss `expireInSeconds`). A worker that dies
 *   mid-job leaves it `active`; pg-boss's maintenance (every JOBS_MAINTENANCE_INTERVAL_SECONDS)
 *   finds it past its expiry and makes it due again (or failed, on its last attempt), and another
 *   instance takes it. A late completion from the dead worker's claim changes nothing: settling is
 *   fenced to the attempt that was fetched.
 * - `enqueue(..., { executor: tx })` inserts the job with the caller's drizzle transaction (pg-boss's
 *   `fromDrizzle` adapter): it commits with the caller's writes or not at all.
 * - `key`: the job's id is derived from the kind and the key, so while pg-boss keeps a job (pending,
 *   running, or finished within its retention: 7 days) another one with the same key adds nothing.
 * - An `ordered` kind is a `key_strict_fifo` queue: jobs of one `group` run one at a time, in the
 *   order they were added, whichever instance takes them (an assistant chat's replies). pg-boss
 *   holds a group behind a job that failed for good; such a job is moved to the kind's dead letter
 *   queue (`<name>.failed`, kept 14 days) and taken out of its group, so that the group goes on.
 * - A recurring kind (`everyMs`) is a pg-boss cron schedule (whole minutes or hours); its queue is
 *   `exclusive`, so one run is pending or running at a time, whichever instance sends it.
 * - Each instance polls every `pollIntervalMs` (JOBS_POLL_INTERVAL_MS; 0: never, for tests, which
 *   run due jobs with `runDue`); `kick` makes it look at once (a job it just added). On PostgreSQL
 *   each kind has its pg-boss workers, each fetching on its own. On the embedded database every
 *   statement runs on the API's one thread, between its requests: there one look per interval
 *   (`oneLook`: a single query for the kinds with due jobs) replaces the workers' fetch per kind
 *   and per worker (one kind with `concurrency: 8` had eight), and only the kinds it finds due are
 *   fetched and run, up to their concurrency. pg-boss's flow pass (job dependencies, which we do
 *   not use) runs at the maintenance interval there rather than every 5 s.
 *
 * pg-boss's own background work (maintenance, cron passes) runs only on instances that poll.
 */

export const JOBS_SCHEMA = 'pgboss';

export type JobContext = { attempt: number; log: FastifyBaseLogger };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export type JobDefinition = {
  run: JobHandler;
  /** Recurring: a pg-boss schedule sends one job this often (a whole number of minutes dividing an hour, or of hours dividing a day). */
  everyMs?: number;
  /** Attempts before the job is failed for good (default 10). */
  maxAttempts?: number;
  /** How long a claimed job of this kind is its worker's (default: the queue's `leaseMs`). */
  leaseMs?: number;
  /** Jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
  /** Jobs of this kind carry a `group`: a group's jobs run one at a time, in the order they were added. */
  ordered?: boolean;
};

export type JobQueueOptions = {
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'raw'>;
  log: FastifyBaseLogger;
  definitions: Record<string, JobDefinition>;
  /** How often each kind's worker looks for due jobs (JOBS_POLL_INTERVAL_MS); 0: never (tests run `runDue`). */
  pollIntervalMs?: number;
  /** How long a claimed job is its worker's; past it, pg-boss's maintenance makes it due again. */
  leaseMs?: number;
  /** First retry delay; doubled per attempt (with jitter), up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often pg-boss's maintenance runs: abandoned jobs, deletion of old ones (JOBS_MAINTENANCE_INTERVAL_SECONDS). */
  maintenanceIntervalSeconds?: number;
  /** How long `stop` waits for the jobs in hand before failing them (they are retried). */
  stopTimeoutMs?: number;
  /**
   * One look for due jobs of every kind per interval instead of pg-boss workers per kind (default:
   * on the embedded database, whose statements all run on the API's one thread).
   */
  oneLook?: boolean;
  /** pg-boss's own options, over ours (tests: faster cron passes). */
  boss?: Partial<ConstructorOptions>;
};

export type EnqueueOptions = {
  runAt?: Date;
  /** At most one job per key while pg-boss keeps it. */
  key?: string;
  /** An ordered kind's group. */
  group?: string;
  maxAttempts?: number;
};

export const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 10;
/** pg-boss's longest expiry. */
const MAX_EXPIRE_SECONDS = 24 * 60 * 60;
/** How long an ordered kind's given-up jobs stay in its dead letter queue. */
const DEAD_LETTER_RETENTION_SECONDS = 14 * 24 * 60 * 60;
/** Namespace of the ids made from job keys (uuid v5 of the kind and the key). */
const KEY_NAMESPACE = '115dd89c-1854-4502-868b-cc2d76d4fd13';

/** The dead letter queue of an ordered kind. */
export const deadLetterOf = (name: string) => `${name}.failed`;

/** The cron expression of a recurring job's interval. */
export const cronOf = (everyMs: number): string => {
  const minutes = everyMs / 60_000;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) {
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  const hours = everyMs / 3_600_000;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24 && 24 % hours === 0) {
    return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  throw new Error(
    `A recurring job runs every whole number of minutes dividing an hour, or of hours dividing a day: not every ${everyMs} ms`,
  );
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const policyOf = (definition: JobDefinition): QueuePolicy =>
  definition.ordered ? 'key_strict_fifo' : definition.everyMs !== undefined ? 'exclusive' : 'standard';

/** pg-boss statements on the API's PostgreSQL pool (a multi-statement text answers one result per statement). */
const fromPool = (pool: pg.Pool): Db => ({
  executeSql: async (text, values) => {
    const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? { rows: result.flatMap((one) => one.rows ?? []) } : { rows: result.rows };
  },
});

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

type FetchedJob = JobWithMetadata<Record<string, unknown>>;
/** What pg-boss's settling calls answer (`CommandResponse`, which its types leave empty). */
type Settled = { jobs: string[]; requested: number; affected: number };

/**
 * pg-boss instances on one embedded database start one after another: its one connection runs
 * their schema checks interleaved otherwise, and two would both find no schema and create it
 * (PostgreSQL instances settle that under pg-boss's advisory lock, each on its own connection).
 */
const pgliteStarts = new WeakMap<object, Promise<unknown>>();
const startBoss = async (boss: PgBoss, pglite: object | undefined): Promise<void> => {
  if (!pglite) {
    await boss.start();
    return;
  }
  const previous = pgliteStarts.get(pglite) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(() => boss.start());
  pgliteStarts.set(pglite, mine);
  await mine;
};

export const createJobQueue = ({
  database,
  log,
  definitions,
  pollIntervalMs = 0,
  leaseMs = DEFAULT_LEASE_MS,
  backoffMs = 10_000,
  maxBackoffMs = 60 * 60_000,
  maintenanceIntervalSeconds = 60,
  stopTimeoutMs = 10_000,
  oneLook = database.kind === 'pglite',
  boss: bossOptions = {},
}: JobQueueOptions) => {
  const names = Object.keys(definitions);
  const orderedNames = names.filter((name) => definitions[name]?.ordered);
  const polling = pollIntervalMs > 0;
  const pglite = database.kind === 'pglite';
  const boss = new PgBoss({
    db: pglite ? fromPglite(database.raw as PGlite) : fromPool(database.raw as pg.Pool),
    ...(pglite ? { backend: 'pglite' as const } : {}),
    schema: JOBS_SCHEMA,
    // Maintenance (abandoned jobs, deletion of old ones) and cron passes on instances that poll.
    supervise: polling,
    schedule: polling,
    superviseIntervalSeconds: maintenanceIntervalSeconds,
    monitorIntervalSeconds: maintenanceIntervalSeconds,
    registerInstance: false,
    openTelemetry: { enabled: false },
    // The embedded database has no autovacuum to watch and one connection to spare.
    ...(pglite ? { monitorVacuum: false, reindex: false } : {}),
    // Job dependencies (flows) are not used here: their pass need not take the one thread every 5 s.
    ...(oneLook ? { flowIntervalSeconds: Math.max(5, maintenanceIntervalSeconds) } : {}),
    ...bossOptions,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue (pg-boss) error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue (pg-boss) warning'));

  const retryOptions = (definition: JobDefinition, maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) => {
    const longest = Math.min(maxBackoffMs, definition.everyMs ?? Number.POSITIVE_INFINITY);
    return {
      retryLimit: Math.max(0, maxAttempts - 1),
      retryDelay: seconds(backoffMs),
      retryBackoff: true,
      retryDelayMax: Math.max(seconds(backoffMs), seconds(longest)),
      expireInSeconds: Math.min(MAX_EXPIRE_SECONDS, seconds(definition.leaseMs ?? leaseMs)),
    };
  };

  const queueOf = (name: string, definition: JobDefinition): Queue => ({
    name,
    policy: policyOf(definition),
    ...retryOptions(definition),
    ...(definition.ordered ? { deadLetter: deadLetterOf(name) } : {}),
  });

  /** Every queue this process's definitions need (a dead letter queue before the queue naming it). */
  const wantedQueues = (): Queue[] =>
    Object.entries(definitions).flatMap(([name, definition]) => [
      ...(definition.ordered
        ? [{ name: deadLetterOf(name), policy: 'standard', retentionSeconds: DEAD_LETTER_RETENTION_SECONDS }]
        : []),
      queueOf(name, definition),
    ]);

  /**
   * Creates the queues missing (whichever instance comes first). Their settings are defaults only:
   * every job carries its own (`jobInsert`), so instances of two releases can share a queue.
   */
  const ensureQueues = async (): Promise<void> => {
    const wanted = wantedQueues();
    const existing = new Map((await boss.getQueues(wanted.map((queue) => queue.name))).map((q) => [q.name, q]));
    for (const { name, ...options } of wanted) {
      const have = existing.get(name);
      if (!have) await boss.createQueue(name, options);
      else if ((have.policy ?? 'standard') !== options.policy) {
        throw new Error(
          `The job queue "${name}" exists with the policy "${have.policy}", not "${options.policy}": delete it (pg-boss deleteQueue) once it is empty`,
        );
      }
    }
  };

  /** One schedule per recurring kind (whichever instance registers it last, the same one). */
  const ensureSchedules = async (): Promise<void> => {
    const schedules = await boss.getSchedules();
    for (const [name, definition] of Object.entries(definitions)) {
      const current = schedules.find((schedule) => schedule.name === name && schedule.key === '');
      if (definition.everyMs === undefined) {
        // A kind that used to recur and no longer does.
        if (current) await boss.unschedule(name);
        continue;
      }
      const cron = cronOf(definition.everyMs);
      const options: Record<string, unknown> = { tz: 'UTC', ...retryOptions(definition) };
      const stored = (current?.options ?? {}) as Record<string, unknown>;
      if (current?.cron === cron && Object.entries(options).every(([option, value]) => stored[option] === value)) {
        continue;
      }
      await boss.schedule(name, cron, null, options);
    }
  };

  let stopped = false;
  const workerIds = new Map<string, string>();
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  /** Runs one claimed job's handler; resolves with its error, if it failed. */
  const execute = (name: string, job: FetchedJob): Promise<unknown> =>
    track(
      (async () => {
        const definition = definitions[name];
        if (!definition) return new Error(`No definition for the job "${name}" here`);
        try {
          await definition.run(job.data ?? {}, { attempt: job.retryCount + 1, log });
          return undefined;
        } catch (error) {
          const failure = error ?? new Error('job failed');
          const final = job.retryCount >= job.retryLimit;
          log.warn(
            { err: failure, job: name, id: job.id, attempt: job.retryCount + 1 },
            final ? 'job failed for good' : 'job failed; it will be retried',
          );
          return failure;
        }
      })(),
    );

  /**
   * An ordered kind's job failed on its last attempt: failed (pg-boss copies it into the kind's
   * dead letter queue, with its error) and taken out of its group, which pg-boss would otherwise
   * hold behind it.
   */
  const giveUpOrdered = async (name: string, job: FetchedJob, error: unknown): Promise<void> => {
    const failed = (await boss.fail(name, { id: job.id, retryCount: job.retryCount }, error as object)) as Settled;
    // Failed now (no longer active: the attempt fence is past), and only if this claim failed it.
    if (failed.affected > 0) await boss.deleteJob(name, job.id);
  };

  const isFinalOrdered = (name: string, job: FetchedJob) =>
    definitions[name]?.ordered === true && job.retryCount >= job.retryLimit;

  /** Runs a job fetched here (runDue, a kick without workers) and records its outcome. */
  const runFetched = async (name: string, job: FetchedJob): Promise<void> => {
    const error = await execute(name, job);
    try {
      if (error === undefined) await boss.complete(name, job);
      else if (isFinalOrdered(name, job)) await giveUpOrdered(name, job, error);
      else await boss.fail(name, job, error as object);
    } catch (recordError) {
      // The claim expires and pg-boss's maintenance makes the job due again.
      log.error({ err: recordError, job: name, id: job.id }, 'could not record a job outcome');
    }
  };

  /**
   * Ordered jobs that failed for good outside a handler (their worker died on the last attempt,
   * or overran its lease): pg-boss has dead-lettered them; out of their groups with them.
   */
  const releaseFailedGroups = async (): Promise<void> => {
    for (const name of orderedNames) {
      for (const key of await boss.getBlockedKeys(name)) {
        const failed = (await boss.findJobs(name, { key })).filter((job) => job.state === 'failed');
        if (failed.length > 0)
          await boss.deleteJob(
            name,
            failed.map((job) => job.id),
          );
      }
    }
  };

  let maintenanceTimer: NodeJS.Timeout | undefined;

  /** Every worker of the kind on this instance fetches now instead of at its next poll. */
  const wake = (name: string): void => {
    for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
  };

  /** The kinds with jobs due now, and how many (one query for every kind: `oneLook`). */
  const dueKinds = async (): Promise<{ name: string; due: number }[]> => {
    if (names.length === 0) return [];
    const result = await database.db.execute(sql`
      select name, count(*)::int as due from ${sql.identifier(JOBS_SCHEMA)}.job
      where name in (${list(names)}) and state in ('created', 'retry')
        and start_after <= ${sql.identifier(JOBS_SCHEMA)}.job_now()
      group by name`);
    return resultRows<{ name: string; due: unknown }>(result).map((row) => ({ name: row.name, due: Number(row.due) }));
  };

  let lookTimer: NodeJS.Timeout | undefined;
  let looking = false;
  /** One look: every kind with due jobs is drained here, by up to its concurrency at once. */
  const look = async (): Promise<void> => {
    if (looking || stopped) return;
    looking = true;
    try {
      for (const { name, due } of await dueKinds()) {
        const width = Math.min(due, definitions[name]?.concurrency ?? 1);
        for (let i = 0; i < width; i++) drain(name);
      }
    } catch (error) {
      log.error({ err: error }, 'job queue poll failed');
    } finally {
      looking = false;
    }
  };

  const startWorkers = async (): Promise<void> => {
    if (oneLook) {
      void track(look());
      lookTimer = setInterval(() => void track(look()), Math.max(500, pollIntervalMs));
      lookTimer.unref();
    }
    for (const [name, definition] of oneLook ? [] : Object.entries(definitions)) {
      const id = await boss.work(
        name,
        {
          pollingIntervalSeconds: Math.max(0.5, pollIntervalMs / 1000),
          localConcurrency: definition.concurrency ?? 1,
          batchSize: 1,
          includeMetadata: true,
        },
        async (jobs) => {
          // A worker waits its polling interval after every fetch, even one that found a job: one
          // that has just run a job looks again at once (and so do its kind's other workers), so a
          // backlog drains at the handlers' pace, not at one job per worker per interval.
          wake(name);
          for (const job of jobs as FetchedJob[]) {
            const error = await execute(name, job);
            if (error === undefined) continue;
            if (isFinalOrdered(name, job)) await giveUpOrdered(name, job, error);
            // pg-boss fails the job (retried with backoff, or failed for good) with this error.
            else throw error;
          }
        },
      );
      workerIds.set(name, id);
    }
    if (orderedNames.length > 0) {
      maintenanceTimer = setInterval(() => {
        releaseFailedGroups().catch((error: unknown) => log.error({ err: error }, 'could not release failed groups'));
      }, maintenanceIntervalSeconds * 1000);
      maintenanceTimer.unref();
    }
  };

  let starting: Promise<void> | undefined;
  let started = false;
  /** Starts pg-boss (its schema, our queues and schedules; workers when polling): once, on first use. */
  const ready = (): Promise<void> =>
    (starting ??= (async () => {
      await startBoss(boss, pglite ? database.raw : undefined);
      await ensureQueues();
      await ensureSchedules();
      await releaseFailedGroups();
      if (polling && !stopped) await startWorkers();
      started = true;
    })());

  // Kicks without workers (polling off): each kind's jobs run here, up to its concurrency at once.
  // A kick while they are busy makes the last of them look again.
  const draining = new Map<string, number>();
  const lookAgain = new Set<string>();

  const drainLoop = async (name: string): Promise<void> => {
    try {
      await ready();
      for (;;) {
        if (stopped) return;
        const [job] = (await boss.fetch(name, { batchSize: 1, includeMetadata: true })) as FetchedJob[];
        if (job) {
          await runFetched(name, job);
          continue;
        }
        if (!lookAgain.delete(name)) return;
      }
    } catch (error) {
      log.error({ err: error, job: name }, 'job queue poll failed');
    } finally {
      draining.set(name, (draining.get(name) ?? 1) - 1);
    }
  };

  const drain = (name: string): void => {
    const busy = draining.get(name) ?? 0;
    if (busy >= (definitions[name]?.concurrency ?? 1)) {
      lookAgain.add(name);
      return;
    }
    draining.set(name, busy + 1);
    void track(drainLoop(name));
  };

  /** The options of one job, as pg-boss inserts it. */
  const jobInsert = (
    name: string,
    payload: Record<string, unknown>,
    { runAt, key, group, maxAttempts }: EnqueueOptions,
  ): JobInsert => {
    const definition = definitions[name];
    if (!definition) throw new Error(`No job "${name}" is defined`);
    if (group !== undefined && !definition.ordered) throw new Error(`Jobs "${name}" are not ordered: no group`);
    return {
      // A key makes the id; an ordered kind's ids follow the order jobs are added in (uuid v7),
      // which breaks ties between jobs added at the same instant (one transaction).
      id: key !== undefined ? uuidv5(`${name}\u0000${key}`, KEY_NAMESPACE) : uuidv7(),
      data: payload,
      ...retryOptions(definition, maxAttempts),
      ...(runAt ? { startAfter: runAt } : {}),
      // An ordered kind's job without a group is a group of its own.
      ...(definition.ordered ? { singletonKey: group ?? uuidv7(), deadLetter: deadLetterOf(name) } : {}),
    };
  };

  const enqueueMany = async (
    name: string,
    jobs: ({ payload?: Record<string, unknown> } & EnqueueOptions)[],
    { executor }: { executor?: Database } = {},
  ): Promise<void> => {
    if (jobs.length === 0) return;
    const inserts = new Map<string, JobInsert>();
    for (const { payload = {}, ...options } of jobs) {
      const insert = jobInsert(name, payload, options);
      if (insert.id && !inserts.has(insert.id)) inserts.set(insert.id, insert);
    }
    if (executor) {
      // Inside the caller's transaction pg-boss may not touch its own connection (on the embedded
      // database that would wait for the caller's transaction): it must have started already.
      if (!started) throw new Error('The job queue must be started before jobs are added in a transaction');
      await boss.insert(name, [...inserts.values()], {
        db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql),
      });
      return;
    }
    await ready();
    await boss.insert(name, [...inserts.values()]);
  };

  return {
    /** Starts the queue (pg-boss, its queues and schedules, and the workers when polling). */
    start: ready,

    /** Adds a one-off job (inside a caller's transaction when `executor` is given). */
    enqueue: (
      name: string,
      payload: Record<string, unknown> = {},
      options: EnqueueOptions & { executor?: Database } = {},
    ): Promise<void> => {
      const { executor, ...rest } = options;
      return enqueueMany(name, [{ payload, ...rest }], { executor });
    },

    /** Adds several jobs of one kind in one statement (inside a caller's transaction when `executor` is given). */
    enqueueMany,

    /** Runs the jobs due now (fetched in batches of `batch`), one after another; resolves with how many ran. */
    runDue: async (batch = 10, only: readonly string[] = names): Promise<number> => {
      await ready();
      await releaseFailedGroups();
      let ran = 0;
      for (;;) {
        let round = 0;
        for (const name of only) {
          if (stopped || !definitions[name]) continue;
          const jobs = (await boss.fetch(name, { batchSize: batch, includeMetadata: true })) as FetchedJob[];
          for (const job of jobs) {
            await runFetched(name, job);
            round++;
          }
        }
        if (round === 0) return ran;
        ran += round;
      }
    },

    /** pg-boss's maintenance now: abandoned jobs past their lease are retried (or failed), old ones deleted. */
    maintain: async (): Promise<void> => {
      await ready();
      await boss.supervise();
      await releaseFailedGroups();
    },

    /**
     * The queue's depth for metrics, exact (pg-boss's own queue statistics are up to a minute old):
     * jobs due and waiting for a worker, claimed and running, and failed for good (for an ordered
     * kind, waiting in its dead letter queue).
     */
    counts: async (): Promise<{ due: number; running: number; failed: number }> => {
      if (names.length === 0) return { due: 0, running: 0, failed: 0 };
      await ready();
      const deadLetters = orderedNames.map(deadLetterOf);
      const result = await database.db.execute(sql`
        select
          count(*) filter (where name in (${list(names)}) and state in ('created', 'retry')
            and start_after <= now()) as due,
          count(*) filter (where name in (${list(names)}) and state = 'active') as running,
          count(*) filter (where (name in (${list(names)}) and state = 'failed')
            or (name in (${list(['', ...deadLetters])}) and state in ('created', 'retry'))) as failed
        from ${sql.identifier(JOBS_SCHEMA)}.job
        where name in (${list([...names, ...deadLetters])}) and state in ('created', 'retry', 'active', 'failed')`);
      const [row] = resultRows<{ due: unknown; running: unknown; failed: unknown }>(result);
      return { due: Number(row?.due ?? 0), running: Number(row?.running ?? 0), failed: Number(row?.failed ?? 0) };
    },

    /** This instance looks for due jobs of `name` at once (after adding one), not at its next poll. */
    kick: (name: string): void => {
      if (stopped || !definitions[name]) return;
      if (workerIds.has(name)) wake(name);
      else drain(name);
    },

    /** Whether a job of `name` whose payload contains `match` is still to run (or running). */
    hasPending: async (name: string, match: Record<string, unknown>): Promise<boolean> => {
      await ready();
      const result = await database.db.execute(sql`
        select exists (
          select 1 from ${sql.identifier(JOBS_SCHEMA)}.job
          where name = ${name} and state in ('created', 'retry', 'active') and data @> ${JSON.stringify(match)}::jsonb
        ) as pending`);
      return resultRows<{ pending: boolean }>(result)[0]?.pending === true;
    },

    /** Resolves when no job is running here (tests; shutdown). */
    whenIdle: async (): Promise<void> => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Stops the workers and waits for the jobs in hand (failed for a retry elsewhere past `stopTimeoutMs`). */
    stop: async (): Promise<void> => {
      stopped = true;
      if (maintenanceTimer) clearInterval(maintenanceTimer);
      maintenanceTimer = undefined;
      if (lookTimer) clearInterval(lookTimer);
      lookTimer = undefined;
      if (starting) {
        await starting.catch(() => undefined);
        await boss
          .stop({ graceful: true, close: false, timeout: stopTimeoutMs })
          .catch((error: unknown) => log.error({ err: error }, 'could not stop the job queue'));
      }
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** pg-boss itself, for what the queue does not wrap (operators' scripts, tests). */
    boss,
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
