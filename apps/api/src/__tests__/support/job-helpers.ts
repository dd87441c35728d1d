import type { Database, DatabaseHandle } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { createJobQueue, JOBS_SCHEMA, type JobDefinition, type JobQueue, type JobQueueOptions } from '../../lib/jobs';
import type { TestContext } from './harness';

/**
 * Job queues of a test file's own (each stands for an API instance's), on its database unless
 * another is given; stopped before the app and its database go. Call at the top of a file, after
 * `useTestApp` (after-hooks run in reverse order).
 */
export const useQueues = (ctx: TestContext) => {
  const made: JobQueue[] = [];
  afterAll(async () => {
    for (const queue of made) await queue.stop();
  });
  return (
    definitions: Record<string, JobDefinition>,
    options: Partial<JobQueueOptions> = {},
    database: DatabaseHandle = ctx.database.handle,
  ): JobQueue => {
    const queue = createJobQueue({
      database,
      log: ctx.app.log,
      definitions,
      maintenanceIntervalSeconds: 1,
      ...options,
    });
    made.push(queue);
    return queue;
  };
};

/** A job as pg-boss stores it (its `job` table), for tests to look at. */
export type JobRow = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: Record<string, unknown>;
  retry_count: number;
  retry_limit: number;
  start_after: Date;
  started_on: Date | null;
  singleton_key: string | null;
  output: Record<string, unknown> | null;
  source_name: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const job = sql`${sql.identifier(JOBS_SCHEMA)}.job`;

/** The jobs of a kind pg-boss holds (every state), oldest first. */
export const jobRows = async (db: Database, name: string): Promise<JobRow[]> =>
  rowsOf<JobRow>(
    await db.execute(sql`
      select id, name, state::text as state, data, retry_count, retry_limit, start_after, started_on,
        singleton_key, output, source_name
      from ${job} where name = ${name} order by created_on, id`),
  ).map((row) => ({ ...row, start_after: new Date(row.start_after) }));

/** The jobs of a kind still to run or running. */
export const pendingJobs = async (db: Database, name: string): Promise<JobRow[]> =>
  (await jobRows(db, name)).filter((row) => ['created', 'retry', 'active'].includes(row.state));

/** Jobs of a kind waiting (for their time, or a retry's backoff) are due now. */
export const makeDue = async (db: Database, name: string): Promise<void> => {
  await db.execute(sql`
    update ${job} set start_after = now() - interval '1 second'
    where name = ${name} and state in ('created', 'retry')`);
};

/**
 * The worker holding a kind's running jobs died long ago: their lease (expiry) is past, and
 * pg-boss's next maintenance pass (`queue.maintain()`) finds them.
 */
export const abandonRunning = async (db: Database, name: string): Promise<void> => {
  await db.execute(sql`
    update ${job} set started_on = now() - interval '1 day'
    where name = ${name} and state = 'active'`);
  // pg-boss monitors a queue at most once per interval; this pass is due at once.
  await db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.queue set monitor_claim_on = null where name = ${name}`);
};
