import { applications } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { abandonRunning, jobRows, makeDue, pendingJobs } from '../../../__tests__/support/job-helpers';
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

const EXPIRE_JOB = 'applications.expire';

/** The expiry job's schedule has come round: its job, as pg-boss's cron pass sends it. */
const scheduleFires = () => ctx.app.jobQueue.enqueue(EXPIRE_JOB);

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

    // One schedule, whichever instance registered it (every 15 minutes).
    expect(await ctx.app.jobQueue.boss.getSchedules(EXPIRE_JOB)).toEqual([
      expect.objectContaining({ cron: '*/15 * * * *' }),
    ]);
    await scheduleFires();
    const since = Date.now() - 1000;
    expect(await ctx.app.jobQueue.runDue(10, [EXPIRE_JOB])).toBe(1);

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

    // Done; the schedule sends the next one.
    expect(await pendingJobs(db(), EXPIRE_JOB)).toEqual([]);
    expect(await ctx.app.jobQueue.runDue(10, [EXPIRE_JOB])).toBe(0);
    expect(await ctx.app.jobQueue.boss.getSchedules(EXPIRE_JOB)).toHaveLength(1);
  });

  it('sends one expiry run at a time: an occurrence while one is pending adds nothing', async () => {
    await scheduleFires();
    await scheduleFires();
    expect(await pendingJobs(db(), EXPIRE_JOB)).toHaveLength(1);
    expect(await ctx.app.jobQueue.runDue(10, [EXPIRE_JOB])).toBe(1);
  });

  it('retries a job whose worker died after claiming it, once its lease has passed', async () => {
    const client = appApi(ctx.app);
    const bob = await employer(ctx.app);
    const application = ok<ApplicationDto>(
      await client.apply(await seekerWithResume(ctx.app), await vacancy(ctx.database.handle, bob.companyId)),
      201,
    );
    await idleFor(application.id, 40);
    await scheduleFires();
    // A worker claimed it and crashed: its lease is still running, so nobody else takes it.
    expect(await ctx.app.jobQueue.boss.fetch(EXPIRE_JOB)).toHaveLength(1);
    expect(await ctx.app.jobQueue.runDue(10, [EXPIRE_JOB])).toBe(0);
    // The lease passes: pg-boss's maintenance makes it due again (after a retry's backoff), and the
    // next poll does the work.
    await abandonRunning(db(), EXPIRE_JOB);
    await ctx.app.jobQueue.maintain();
    await makeDue(db(), EXPIRE_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [EXPIRE_JOB])).toBe(1);
    const [row] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('expired');
    expect((await jobRows(db(), EXPIRE_JOB)).at(-1)).toMatchObject({ state: 'completed', retry_count: 1 });
  });
});
