import { applications, jobs } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { createJobQueue } from '../../../lib/jobs';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  employer,
  ok,
  vacancy,
  type HistoryDto,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';
import { appApi, seekerWithResume, type ApplicationDto, type EmployerApplicationDto } from './application-helpers';

const ctx = useTestApp({ APPLICATION_EXPIRE_DAYS: '30' });
const db = () => ctx.database.handle.db;
const DAY = 86_400_000;

const idleFor = async (id: number, days: number) =>
  db()
    .update(applications)
    .set({ lastActionAt: new Date(Date.now() - days * DAY) })
    .where(eq(applications.id, id));

/** The recurring expiry job, due now. */
const makeExpiryDue = async () =>
  db()
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.name, 'applications.expire'));

const expiryJob = async () => (await db().select().from(jobs).where(eq(jobs.name, 'applications.expire')))[0];

describe('expiry of applications nobody answered (the durable job)', () => {
  it('expires open applications idle for APPLICATION_EXPIRE_DAYS and tells the seeker; leaves the rest', async () => {
    const client = appApi(ctx.app);
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ann = await seekerWithResume(ctx.app);
    const idle = ok<ApplicationDto>(await client.apply(ann, vacancyId), 201);
    const recent = ok<ApplicationDto>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const closed = ok<ApplicationDto>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const seen = ok<EmployerApplicationDto>(await client.candidate(bob, closed.id));
    ok(await client.move(bob, closed.id, { status: 'rejected', version: seen.version, reason_code: 'other' }));
    await idleFor(idle.id, 31);
    await idleFor(recent.id, 29);
    await idleFor(closed.id, 60);

    // One recurring row, whichever instance made it first.
    expect(await db().select().from(jobs).where(eq(jobs.name, 'applications.expire'))).toHaveLength(1);
    await makeExpiryDue();
    const since = Date.now() - 1000;
    expect(await ctx.app.jobQueue.runDue(10, ['applications.expire'])).toBe(1);

    const statuses = async (id: number) =>
      (await db().select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]?.status;
    expect(await statuses(idle.id)).toBe('expired');
    expect(await statuses(recent.id)).toBe('new');
    expect(await statuses(closed.id)).toBe('rejected');
    const notes = ok<(NotificationDto & { link?: string })[]>(await api(ctx.app).notifies(ann, since));
    expect(notes).toEqual([expect.objectContaining({ link: '/applications', chat_id: idle.chat_id })]);
    const history = ok<HistoryDto>(await api(ctx.app).history(ann, idle.chat_id));
    expect(history.message[0]).toMatchObject({ author_kind: 'system', application_status: 'expired' });
    // Expired is closed: the seeker cannot withdraw it, the company cannot move or undo it.
    expect((await client.withdraw(ann, idle.id)).statusCode).toBe(409);

    // The job moved on to its next run instead of disappearing.
    const job = await expiryJob();
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(job).toMatchObject({ attempts: 0, lockedUntil: null, lastError: null });
    expect(await ctx.app.jobQueue.runDue(10, ['applications.expire'])).toBe(0);
  });

  it('retries a job whose worker died after claiming it, once its lease has passed', async () => {
    const client = appApi(ctx.app);
    const bob = await employer(ctx.app);
    const application = ok<ApplicationDto>(
      await client.apply(await seekerWithResume(ctx.app), await vacancy(ctx.database.handle, bob.companyId)),
      201,
    );
    await idleFor(application.id, 40);
    // A worker claimed it and crashed: the lease is still running, so nobody else takes it.
    await db()
      .update(jobs)
      .set({
        runAt: new Date(Date.now() - 60_000),
        lockedBy: 'dead-worker',
        lockedUntil: new Date(Date.now() + 60_000),
        attempts: 1,
      })
      .where(eq(jobs.name, 'applications.expire'));
    expect(await ctx.app.jobQueue.runDue(10, ['applications.expire'])).toBe(0);
    // The lease passes: the next poll claims it again and does the work.
    await db()
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, 'applications.expire'));
    expect(await ctx.app.jobQueue.runDue(10, ['applications.expire'])).toBe(1);
    const [row] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('expired');
    expect((await expiryJob())?.lockedBy).toBeNull();
  });

  it('retries a failed job with backoff, keeps the error, and gives up after max_attempts', async () => {
    let calls = 0;
    const seen: unknown[] = [];
    const queue = createJobQueue({
      db: db(),
      log: ctx.app.log,
      backoffMs: 60_000,
      definitions: {
        'test.flaky': {
          maxAttempts: 2,
          run: async (payload) => {
            calls++;
            seen.push(payload);
            throw new Error('mail server down');
          },
        },
        'test.ok': { run: async (payload) => void seen.push(payload) },
      },
    });
    await queue.enqueue('test.flaky', { to: 'ann@example.com' });
    await queue.enqueue('test.ok', { n: 1 }, { key: 'once' });
    await queue.enqueue('test.ok', { n: 2 }, { key: 'once' }); // the same key: not added twice
    expect(await queue.runDue()).toBe(2);
    expect(seen).toEqual([{ to: 'ann@example.com' }, { n: 1 }]);
    const [flaky] = await db().select().from(jobs).where(eq(jobs.name, 'test.flaky'));
    expect(flaky).toMatchObject({ attempts: 1, lockedUntil: null, lastError: 'Error: mail server down' });
    expect(flaky?.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await db().select().from(jobs).where(eq(jobs.name, 'test.ok'))).toEqual([]);
    // Not due yet: nothing runs. Due again: the second (last) attempt; then it stays, dead.
    expect(await queue.runDue()).toBe(0);
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, 'test.flaky'));
    expect(await queue.runDue()).toBe(1);
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, 'test.flaky'));
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(2);
    const [dead] = await db().select().from(jobs).where(eq(jobs.name, 'test.flaky'));
    expect(dead).toMatchObject({ attempts: 2, lastError: 'Error: mail server down' });
  });

  it('lets two workers share due jobs without running one twice', async () => {
    const ran: number[] = [];
    const definitions = {
      'test.count': { run: async (payload: Record<string, unknown>) => void ran.push(Number(payload['n'])) },
    };
    const one = createJobQueue({ db: db(), log: ctx.app.log, definitions });
    const two = createJobQueue({ db: db(), log: ctx.app.log, definitions });
    for (let n = 0; n < 20; n++) await one.enqueue('test.count', { n });
    const [a, b] = await Promise.all([one.runDue(3), two.runDue(3)]);
    expect(a + b).toBe(20);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
