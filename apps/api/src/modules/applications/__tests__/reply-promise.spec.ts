import { applications } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { jobRows, pendingJobs } from '../../../__tests__/support/job-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  colleague,
  employer,
  ok,
  vacancy,
  type Employer,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';
import { caller, fieldsOf, vacancyInput } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';
import { tomorrowInMoscow } from '../reply-promise';
import { appApi, seekerWithResume, type ApplicationDto, type EmployerListDto } from './application-helpers';

// The reply promise (issue 26): the vacancy's days to answer, each application's due time, the
// seeker's overdue notice and the employers' digest (durable jobs), and responsiveness counting
// only applications whose due time has passed.

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);
const DAY = 86_400_000;
const OVERDUE_JOB = 'applications.reply-overdue';
const DIGEST_JOB = 'applications.reply-digest';

type Promised = ApplicationDto & { reply_due_at: string; created_at: string };

/** Moves an application's clock back: created `daysAgo`, due `dueInDays` from now (negative: past). */
const shift = async (id: number, daysAgo: number, dueInMs: number) =>
  db()
    .update(applications)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY), replyDueAt: new Date(Date.now() + dueInMs) })
    .where(eq(applications.id, id));

const companyBody = (days?: number) => ({
  name: 'Promise Keepers',
  logo: null,
  description: '',
  site: null,
  city: null,
  industry: null,
  size: null,
  ...(days === undefined ? {} : { reply_within_days: days }),
});

const publishedWith = async (bob: Employer, days: number) => {
  const id = await vacancy(ctx.database.handle, bob.companyId);
  await db().execute(sql`update vacancies set reply_within_days = ${days} where id = ${id}`);
  return id;
};

describe('the reply promise: reply_within_days', () => {
  it('rejects 0, 15 and "x" with a 400 naming reply_within_days, on the vacancy and the company', async () => {
    const bob = await employer(ctx.app);
    for (const bad of [0, 15, 'x', 2.5]) {
      const fields = fieldsOf(await call('POST', '/employer/vacancies', bob, vacancyInput({ reply_within_days: bad })));
      expect(fields).toEqual(['body.reply_within_days']);
      expect(fieldsOf(await call('PUT', '/employer/company', bob, companyBody(bad as number)))).toEqual([
        'body.reply_within_days',
      ]);
    }
  });

  it("takes the company's default (5 at first, then as set), or the vacancy's own", async () => {
    const bob = await employer(ctx.app);
    const first = ok<{ reply_within_days: number }>(
      await call('POST', '/employer/vacancies', bob, vacancyInput()),
      201,
    );
    expect(first.reply_within_days).toBe(5);
    const company = ok<{ reply_within_days: number }>(await call('PUT', '/employer/company', bob, companyBody(3)));
    expect(company.reply_within_days).toBe(3);
    const me = ok<{ company: { reply_within_days: number } }>(await call('GET', '/employer/me', bob));
    expect(me.company.reply_within_days).toBe(3);
    // Left out on a later save: unchanged.
    ok(await call('PUT', '/employer/company', bob, companyBody()));
    const second = ok<{ reply_within_days: number }>(
      await call('POST', '/employer/vacancies', bob, vacancyInput()),
      201,
    );
    expect(second.reply_within_days).toBe(3);
    const own = ok<{ id: number; version: number; reply_within_days: number }>(
      await call('POST', '/employer/vacancies', bob, vacancyInput({ reply_within_days: 14 })),
      201,
    );
    expect(own.reply_within_days).toBe(14);
    const edited = ok<{ reply_within_days: number }>(
      await call('PATCH', `/employer/vacancies/${own.id}`, bob, {
        version: own.version,
        changes: { reply_within_days: 7 },
      }),
    );
    expect(edited.reply_within_days).toBe(7);
    // Seekers see it on the vacancy and the company page.
    const published = await publishedWith(bob, 4);
    expect(ok<{ reply_within_days: number }>(await call('GET', `/vacancies/${published}`)).reply_within_days).toBe(4);
    expect(ok<{ reply_within_days: number }>(await call('GET', `/companies/${bob.companyId}`)).reply_within_days).toBe(
      3,
    );
  });
});

describe('the reply promise: due time', () => {
  it("is created_at + the vacancy's days, in the seeker's and the employer's payloads", async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await publishedWith(bob, 2);
    const client = appApi(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const mine = ok<Promised>(await client.apply(ann, vacancyId), 201);
    expect(new Date(mine.reply_due_at).getTime() - new Date(mine.created_at).getTime()).toBe(2 * DAY);
    const list = ok<EmployerListDto>(await client.candidates(bob));
    expect((list.items[0] as unknown as Promised).reply_due_at).toBe(mine.reply_due_at);
    const seen = ok<{ items: Promised[] }>(await client.mine(ann));
    expect(seen.items[0]?.reply_due_at).toBe(mine.reply_due_at);
  });

  it('filters the candidates past their due time (unanswered only) with overdue=true', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await publishedWith(bob, 5);
    const client = appApi(ctx.app);
    const late = ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const fresh = ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const answered = ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    await shift(late.id, 6, -DAY);
    await shift(answered.id, 6, -DAY);
    const seen = ok<{ version: number }>(await client.candidate(bob, answered.id));
    ok(await client.move(bob, answered.id, { status: 'invited', version: seen.version }));
    const overdue = ok<EmployerListDto>(await client.candidates(bob, '?overdue=true'));
    expect(overdue.items.map((item) => item.id)).toEqual([late.id]);
    expect(overdue.total).toBe(1);
    const all = ok<EmployerListDto>(await client.candidates(bob, '?overdue=false'));
    expect(all.items.map((item) => item.id).sort()).toEqual([late.id, fresh.id, answered.id].sort());
  });
});

describe('the reply promise: the overdue notice (durable job)', () => {
  it('tells the seeker once when the due time passes unanswered; never the answered or not yet due', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await publishedWith(bob, 5);
    const client = appApi(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const cid = await seekerWithResume(ctx.app);
    const dan = await seekerWithResume(ctx.app);
    const late = ok<Promised>(await client.apply(ann, vacancyId), 201);
    const notYet = ok<Promised>(await client.apply(cid, vacancyId), 201);
    const answered = ok<Promised>(await client.apply(dan, vacancyId), 201);
    const seen = ok<{ version: number }>(await client.candidate(bob, answered.id));
    ok(await client.move(bob, answered.id, { status: 'rejected', version: seen.version, reason_code: 'other' }));
    // The clock: ann's and dan's due times passed an hour ago; cid's comes in an hour.
    await shift(late.id, 5, -3_600_000);
    await shift(answered.id, 5, -3_600_000);
    await shift(notYet.id, 5, 3_600_000);

    expect(await ctx.app.jobQueue.boss.getSchedules(OVERDUE_JOB)).toEqual([
      expect.objectContaining({ cron: '*/15 * * * *' }),
    ]);
    const since = Date.now() - 1000;
    await ctx.app.jobQueue.enqueue(OVERDUE_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [OVERDUE_JOB])).toBe(1);
    const notes = ok<(NotificationDto & { link?: string })[]>(await api(ctx.app).notifies(ann, since));
    expect(notes).toEqual([expect.objectContaining({ link: '/applications' })]);
    expect(JSON.stringify(notes[0])).toContain('5 дней');
    expect(ok<unknown[]>(await api(ctx.app).notifies(cid, since))).toEqual([]);
    expect(
      // Dan's are the status notes of the rejection (in the chat), none about the promise.
      ok<(NotificationDto & { link?: string })[]>(await api(ctx.app).notifies(dan, since)).filter(
        (note) => note.chat_id === null,
      ),
    ).toEqual([]);

    // A second run (the schedule again, or a retry after a crash) tells nobody again.
    await ctx.app.jobQueue.enqueue(OVERDUE_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [OVERDUE_JOB])).toBe(1);
    expect(ok<unknown[]>(await api(ctx.app).notifies(ann, since))).toHaveLength(1);
    expect(await pendingJobs(db(), OVERDUE_JOB)).toEqual([]);
    expect((await jobRows(db(), OVERDUE_JOB)).every((row) => row.state === 'completed')).toBe(true);

    // Cid's time passes too (the driven clock): the next run tells cid, once.
    await shift(notYet.id, 6, -60_000);
    await ctx.app.jobQueue.enqueue(OVERDUE_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [OVERDUE_JOB])).toBe(1);
    expect(ok<unknown[]>(await api(ctx.app).notifies(cid, since))).toHaveLength(1);
    // The seeker may still withdraw it.
    ok(await client.withdraw(ann, late.id));
  });
});

describe('the reply promise: the daily digest (durable job)', () => {
  it("lists each company's unanswered applications falling due tomorrow to its employers, once", async () => {
    const bob = await employer(ctx.app);
    const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    const vacancyId = await publishedWith(bob, 5);
    const client = appApi(ctx.app);
    const tomorrow = ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const tomorrowToo = ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const later = ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201);
    const { from, to } = tomorrowInMoscow(new Date());
    const noon = new Date((from.getTime() + to.getTime()) / 2);
    await db().update(applications).set({ replyDueAt: noon }).where(eq(applications.id, tomorrow.id));
    await db().update(applications).set({ replyDueAt: from }).where(eq(applications.id, tomorrowToo.id));
    await db().update(applications).set({ replyDueAt: to }).where(eq(applications.id, later.id));

    expect(await ctx.app.jobQueue.boss.getSchedules(DIGEST_JOB)).toEqual([
      expect.objectContaining({ cron: '0 0 * * *' }),
    ]);
    const since = Date.now() - 1000;
    await ctx.app.jobQueue.enqueue(DIGEST_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [DIGEST_JOB])).toBe(1);
    for (const who of [bob, carol]) {
      const notes = ok<(NotificationDto & { link?: string; title?: string })[]>(
        await api(ctx.app).notifies(who, since),
      ).filter((note) => note.link === '/employer/candidates');
      expect(notes).toHaveLength(1);
      expect(JSON.stringify(notes[0])).toMatch(/2/);
    }
    // Once: the next day's run does not list them again.
    await ctx.app.jobQueue.enqueue(DIGEST_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [DIGEST_JOB])).toBe(1);
    expect(
      ok<{ link?: string }[]>(await api(ctx.app).notifies(bob, since)).filter(
        (note) => note.link === '/employer/candidates',
      ),
    ).toHaveLength(1);
  });

  it('computes tomorrow in Moscow', () => {
    // 22:30 UTC is 01:30 the next day in Moscow: tomorrow is the day after that.
    const { from, to } = tomorrowInMoscow(new Date('2026-03-10T22:30:00Z'));
    expect(from.toISOString()).toBe('2026-03-11T21:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-12T21:00:00.000Z');
  });
});

describe('the reply promise: responsiveness', () => {
  it('counts only applications whose due time has passed, and shows the share of promises kept', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await publishedWith(bob, 3);
    const client = appApi(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(ok<Promised>(await client.apply(await seekerWithResume(ctx.app), vacancyId), 201).id);
    const company = async () =>
      ok<{ responsiveness: { applications_90d: number; answered_share: number; promises_kept_share: number } | null }>(
        await call('GET', `/companies/${bob.companyId}`),
      ).responsiveness;
    // Seven minutes-old applications, none answered: not a figure (none is due yet).
    expect(await company()).toBeNull();
    // Five are past due: two answered in time, one late, two never.
    const at = (id: number, created: number, due: number, answered: number | null) =>
      db()
        .update(applications)
        .set({
          createdAt: new Date(Date.now() - created * DAY),
          replyDueAt: new Date(Date.now() - due * DAY),
          firstResponseAt: answered === null ? null : new Date(Date.now() - answered * DAY),
        })
        .where(eq(applications.id, id));
    await at(ids[0] as number, 10, 7, 9);
    await at(ids[1] as number, 10, 7, 8);
    await at(ids[2] as number, 10, 7, 6);
    await at(ids[3] as number, 10, 7, null);
    await at(ids[4] as number, 4, 1, null);
    // Two not yet due (one unanswered minutes-old, one answered): left out either way.
    const r = await company();
    expect(r).toMatchObject({ applications_90d: 5, promises_kept_share: 0.4 });
  });
});
