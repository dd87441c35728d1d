import { jobs, type Database } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { abandonRunning, jobRows, makeDue, pendingJobs, useQueues } from '../../__tests__/support/job-helpers';
import { createTestDatabase, useTestApp } from '../../__tests__/support/harness';
import { deadLetterOf, type JobDefinition } from '../jobs';
import { createLegacyJobsMover } from '../legacy-jobs';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

/** A promise with its resolver outside. */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const until = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// Queues of the tests, each standing for an API instance's, on the test file's database.
const queue = useQueues(ctx);

const inTransaction = (work: (tx: Database) => Promise<void>) =>
  db().transaction(async (tx) => work(tx as unknown as Database));

describe('job queue (pg-boss)', () => {
  it('retries a failed job with backoff, keeps its error, and fails it for good after maxAttempts', async () => {
    let calls = 0;
    const flaky = queue(
      {
        'test.flaky': {
          maxAttempts: 2,
          run: async () => {
            calls++;
            throw new Error('mail server down');
          },
        },
      },
      { backoffMs: 60_000 },
    );
    await flaky.enqueue('test.flaky', { to: 'ann@example.com' });
    expect(await flaky.runDue()).toBe(1);
    const [retry] = await jobRows(db(), 'test.flaky');
    expect(retry).toMatchObject({ state: 'retry', output: expect.objectContaining({ message: 'mail server down' }) });
    // The first retry waits the backoff (60 s, up to twice that with pg-boss's jitter).
    expect(retry?.start_after.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(retry?.start_after.getTime()).toBeLessThan(Date.now() + 125_000);
    expect(await flaky.runDue()).toBe(0);
    expect(await flaky.counts()).toEqual({ due: 0, running: 0, failed: 0 });

    // Due again: the second, last attempt fails too, and the job stays, failed, with its error.
    await makeDue(db(), 'test.flaky');
    expect(await flaky.counts()).toEqual({ due: 1, running: 0, failed: 0 });
    expect(await flaky.runDue()).toBe(1);
    const [dead] = await jobRows(db(), 'test.flaky');
    expect(dead).toMatchObject({ state: 'failed', output: expect.objectContaining({ message: 'mail server down' }) });
    await makeDue(db(), 'test.flaky');
    expect(await flaky.runDue()).toBe(0);
    expect(calls).toBe(2);
    expect(await flaky.counts()).toEqual({ due: 0, running: 0, failed: 1 });
  });

  it('runs again, on another instance, a job whose worker died holding it; once completed, that is its only run', async () => {
    const ran: string[] = [];
    const definitions = (by: string): Record<string, JobDefinition> => ({
      'test.lease': { leaseMs: 60_000, run: async (payload) => void ran.push(`${by}:${String(payload['n'])}`) },
    });
    const dying = queue(definitions('dying'));
    const other = queue(definitions('other'));
    await dying.enqueue('test.lease', { n: 1 });
    // The dying instance claims it and never finishes (its process is gone).
    const [claimed] = await dying.boss.fetch('test.lease', { includeMetadata: true });
    expect(claimed).toBeDefined();
    expect(await other.counts()).toEqual({ due: 0, running: 1, failed: 0 });
    // Within its lease nobody else takes it.
    expect(await other.runDue()).toBe(0);
    expect(await other.hasPending('test.lease', { n: 1 })).toBe(true);

    // Its lease passes: pg-boss's maintenance makes it due again (after the retry's backoff).
    await abandonRunning(db(), 'test.lease');
    await other.maintain();
    expect(await jobRows(db(), 'test.lease')).toEqual([
      expect.objectContaining({ state: 'retry', output: { value: { message: 'job timed out' } } }),
    ]);
    await makeDue(db(), 'test.lease');
    expect(await other.runDue()).toBe(1);
    expect(ran).toEqual(['other:1']);
    expect(await jobRows(db(), 'test.lease')).toEqual([
      expect.objectContaining({ state: 'completed', retry_count: 1 }),
    ]);

    // The first claim, settled late (had the instance only stalled), changes nothing: the attempt is fenced.
    const late = await dying.boss.complete('test.lease', {
      id: claimed?.id ?? '',
      retryCount: claimed?.retryCount ?? 0,
    });
    expect(late).toMatchObject({ requested: 1, affected: 0 });
    expect(await other.runDue()).toBe(0);
    expect(ran).toEqual(['other:1']);
    expect(await other.hasPending('test.lease', { n: 1 })).toBe(false);
  });

  it('runs the jobs of one group one at a time, oldest first, whichever instance takes them', async () => {
    const ran: string[] = [];
    const first = deferred();
    const started = deferred();
    const definitions: Record<string, JobDefinition> = {
      'test.group': {
        ordered: true,
        run: async (payload) => {
          const name = String(payload['n']);
          ran.push(`start ${name}`);
          if (name === 'g1') {
            started.resolve();
            await first.promise;
          }
          ran.push(`end ${name}`);
        },
      },
    };
    const one = queue(definitions);
    const two = queue(definitions);
    await one.start();
    // Added in one transaction (one instant): the order they were added in holds all the same.
    await inTransaction(async (tx) => {
      for (const n of ['g1', 'g2', 'g3']) await one.enqueue('test.group', { n }, { group: 'chat:1', executor: tx });
    });
    await one.enqueue('test.group', { n: 'other' }, { group: 'chat:2' });

    const holding = one.runDue(1);
    await started.promise;
    // g1 is running on the first instance: the second takes the other group's job, not g2.
    expect(await two.runDue(10)).toBe(1);
    expect(ran).toEqual(['start g1', 'start other', 'end other']);
    first.resolve();
    await holding;
    expect(ran).toEqual(['start g1', 'start other', 'end other', 'end g1', 'start g2', 'end g2', 'start g3', 'end g3']);
  });

  it('moves a group’s job that failed for good to the dead letter queue, and the group goes on', async () => {
    const ran: string[] = [];
    const ordered = queue({
      'test.ordered': {
        ordered: true,
        maxAttempts: 1,
        run: async (payload) => {
          ran.push(String(payload['n']));
          if (payload['n'] === 'bad') throw new Error('database down');
        },
      },
    });
    for (const n of ['bad', 'next']) await ordered.enqueue('test.ordered', { n }, { group: 'chat:9' });
    expect(await ordered.runDue()).toBe(2);
    expect(ran).toEqual(['bad', 'next']);
    expect(await jobRows(db(), 'test.ordered')).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(await jobRows(db(), deadLetterOf('test.ordered'))).toEqual([
      expect.objectContaining({ state: 'created', source_name: 'test.ordered', data: { n: 'bad' } }),
    ]);
    expect(await ordered.counts()).toEqual({ due: 0, running: 0, failed: 1 });
  });

  it('lets two instances share due jobs without running one twice', async () => {
    const ran: number[] = [];
    const definitions = {
      'test.count': { run: async (payload: Record<string, unknown>) => void ran.push(Number(payload['n'])) },
    };
    const one = queue(definitions);
    const two = queue(definitions);
    for (let n = 0; n < 20; n++) await one.enqueue('test.count', { n });
    const [a, b] = await Promise.all([one.runDue(3), two.runDue(3)]);
    expect(a + b).toBe(20);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('adds one job per key, while pg-boss keeps it', async () => {
    const seen: unknown[] = [];
    const keyed = queue({ 'test.keyed': { run: async (payload) => void seen.push(payload) } });
    await keyed.enqueue('test.keyed', { n: 1 }, { key: 'once' });
    await keyed.enqueue('test.keyed', { n: 2 }, { key: 'once' });
    await keyed.enqueue('test.keyed', { n: 3 }, { key: 'other' });
    expect(await keyed.runDue()).toBe(2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
    expect(seen).toHaveLength(2);
    // Done, and still kept (a week): the key adds nothing.
    await keyed.enqueue('test.keyed', { n: 4 }, { key: 'once' });
    expect(await keyed.runDue()).toBe(0);
  });

  it('adds a job inside the caller’s transaction: a rollback leaves none, a commit keeps it', async () => {
    const tx = queue({ 'test.tx': { run: async () => undefined } });
    await expect(inTransaction(async (executor) => tx.enqueue('test.tx', { n: 0 }, { executor }))).rejects.toThrow(
      /must be started/,
    );
    await tx.start();
    await expect(
      inTransaction(async (executor) => {
        await tx.enqueue('test.tx', { n: 1 }, { executor });
        // The job is there, inside the transaction.
        const [row] = await jobRows(executor, 'test.tx');
        expect(row?.data).toEqual({ n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobRows(db(), 'test.tx')).toEqual([]);
    await inTransaction(async (executor) => tx.enqueue('test.tx', { n: 2 }, { executor }));
    expect((await jobRows(db(), 'test.tx')).map((row) => row.data)).toEqual([{ n: 2 }]);
  });

  it('fires a recurring job from its pg-boss schedule', async () => {
    let runs = 0;
    const recurring = queue(
      { 'test.every-minute': { everyMs: 60_000, run: async () => void runs++ } },
      // Polling, so pg-boss runs its cron pass (here every second) and its workers.
      { pollIntervalMs: 500, boss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } },
    );
    await recurring.start();
    expect(await recurring.boss.getSchedules('test.every-minute')).toEqual([
      expect.objectContaining({ name: 'test.every-minute', cron: '* * * * *' }),
    ]);
    // The minute's occurrence is sent at the first cron pass and run by a worker.
    await until(() => runs > 0, 'the scheduled job ran');
    await recurring.stop();
    expect(await pendingJobs(db(), 'test.every-minute')).toEqual([]);
    expect(runs).toBe(1);
    // Another instance starting leaves the schedule as it is (no write when nothing changed).
    const [before] = await recurring.boss.getSchedules('test.every-minute');
    await queue({ 'test.every-minute': { everyMs: 60_000, run: async () => undefined } }).start();
    expect(await recurring.boss.getSchedules('test.every-minute')).toEqual([before]);
  });

  it('runs a kicked kind at once, up to its concurrency side by side, without polling', async () => {
    let active = 0;
    let most = 0;
    const gate = deferred();
    const wide = queue({
      'test.wide': {
        concurrency: 3,
        run: async () => {
          active++;
          most = Math.max(most, active);
          await gate.promise;
          active--;
        },
      },
    });
    for (let n = 0; n < 5; n++) await wide.enqueue('test.wide', { n });
    for (let n = 0; n < 5; n++) wide.kick('test.wide');
    await until(() => active === 3, 'three jobs running at once');
    gate.resolve();
    await wide.whenIdle();
    expect(most).toBe(3);
    expect(await pendingJobs(db(), 'test.wide')).toEqual([]);
  });

  it('tells whether a job with a given payload is still to run', async () => {
    const pending = queue({ 'test.pending': { run: async () => undefined } });
    await pending.enqueue('test.pending', { chatId: 7, text: 'x' });
    expect(await pending.hasPending('test.pending', { chatId: 7 })).toBe(true);
    expect(await pending.hasPending('test.pending', { chatId: 8 })).toBe(false);
    expect(await pending.runDue()).toBeGreaterThanOrEqual(1);
    expect(await pending.hasPending('test.pending', { chatId: 7 })).toBe(false);
  });

  it('shares the database (the embedded one’s single connection) with the app’s transactions, without deadlock', async () => {
    let done = 0;
    const busy = queue(
      {
        'test.busy': {
          concurrency: 3,
          run: async () => {
            await db().execute(sql`select 1`);
            done++;
          },
        },
      },
      { pollIntervalMs: 500 },
    );
    await busy.start();
    // 30 transactions of the app at once, each adding a job, while the workers poll and run them.
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        inTransaction(async (tx) => {
          await tx.execute(sql`select count(*) from users`);
          await busy.enqueue('test.busy', { n }, { executor: tx });
          busy.kick('test.busy');
        }),
      ),
    );
    await until(() => done === 30, 'every job ran');
    await until(async () => (await pendingJobs(db(), 'test.busy')).length === 0, 'every job completed');
    await busy.stop();
  });

  it('starts several queues at once on a database without pg-boss: one creates its schema, all work', async () => {
    const fresh = await createTestDatabase();
    try {
      const ran: number[] = [];
      const definitions = {
        'test.fresh': { run: async (payload: Record<string, unknown>) => void ran.push(Number(payload['n'])) },
      };
      const instances = [1, 2, 3].map(() => queue(definitions, {}, fresh.handle));
      await Promise.all(instances.map((instance) => instance.start()));
      for (const [n, instance] of instances.entries()) await instance.enqueue('test.fresh', { n });
      const counts = await Promise.all(instances.map((instance) => instance.runDue()));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
      expect(ran.sort()).toEqual([0, 1, 2]);
      for (const instance of instances) await instance.stop();
    } finally {
      if (fresh.url) await fresh.drop();
      else await fresh.handle.close();
    }
  });

  it('moves the jobs the previous release left waiting in its jobs table into pg-boss, in order, once', async () => {
    const ran: string[] = [];
    const definitions: Record<string, JobDefinition> = {
      'test.legacy': { run: async (payload) => void ran.push(String(payload['n'])) },
      'test.legacy-ordered': { ordered: true, run: async (payload) => void ran.push(String(payload['n'])) },
    };
    const mover = queue(definitions);
    await mover.start();
    const past = new Date(Date.now() - 60_000);
    await db()
      .insert(jobs)
      .values([
        { name: 'test.legacy-ordered', payload: { n: 'a1' }, groupKey: 'chat:5', runAt: past },
        { name: 'test.legacy', payload: { n: 'mail' }, attempts: 2, maxAttempts: 10, lastError: 'Error: SMTP down' },
        { name: 'test.legacy-ordered', payload: { n: 'a2' }, groupKey: 'chat:5', runAt: past },
        // Held by an instance of the previous release (its lease runs), failed for good, recurring: stay.
        {
          name: 'test.legacy',
          payload: { n: 'held' },
          attempts: 1,
          lockedBy: 'old',
          lockedUntil: new Date(Date.now() + 60_000),
        },
        { name: 'test.legacy', payload: { n: 'dead' }, attempts: 10, maxAttempts: 10 },
        { name: 'test.legacy', key: 'recurring:test.legacy', payload: {} },
      ]);
    const legacy = createLegacyJobsMover({ db: db(), queue: mover, definitions, log: ctx.app.log });
    expect(await legacy.move()).toBe(3);
    expect(await legacy.move()).toBe(0);
    expect(
      (await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, 'test.legacy'))).map(
        (row) => row.payload,
      ),
    ).toEqual([{ n: 'held' }, { n: 'dead' }, {}]);
    const [mail] = await jobRows(db(), 'test.legacy');
    // Eight attempts were left of its ten.
    expect(mail).toMatchObject({ data: { n: 'mail' }, retry_limit: 7 });
    expect((await jobRows(db(), 'test.legacy-ordered')).map((row) => row.singleton_key)).toEqual(['chat:5', 'chat:5']);
    expect(await mover.runDue(1, ['test.legacy-ordered'])).toBe(2);
    expect(await mover.runDue()).toBe(1);
    expect(ran).toEqual(['a1', 'a2', 'mail']);
  });
});
