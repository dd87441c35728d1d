import {
  INTERVIEW_ACTIONS,
  INTERVIEW_STATUSES,
  interviewTransition,
  type InterviewAction,
  type InterviewStatus,
} from '@jobs/contracts';
import { applications, interviews, messages, notifications, users } from '@jobs/server-db';
import { and, desc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { useTestApp } from '../../../__tests__/support/harness';
import { makeDue, pendingJobs } from '../../../__tests__/support/job-helpers';
import { employer, ok, seeker, vacancy, type Employer, type Party } from '../../../__tests__/support/chat-helpers';
import { appApi, seekerWithResume } from '../../applications/__tests__/application-helpers';
import { FINISH_JOB, REMIND_JOB } from '../interviews.service';

// Interview scheduling (issue 26, third round): the state machine, the chat line and the other
// side's notification of every step, the calendar invitations (parsed with ical.js against RFC
// 5545), the reminders' durable jobs and who may do what.

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const HOUR = 3_600_000;

type InterviewDto = {
  id: number;
  application_id: number;
  status: InterviewStatus;
  slots: string[];
  starts_at: string | null;
  duration_minutes: number;
  kind: string;
  link: string | null;
  address: string | null;
  time_zone: string;
  proposed_by: string;
  viewer_time_zone: string;
  history: { status: string; action: string; by: string; reason?: string }[];
};

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const call = (method: string, url: string, who: { token: string } | null, payload?: unknown) =>
  appApi(ctx.app).call(method as 'POST', url, who as { token: string }, payload as never);

const body = (extra: Record<string, unknown> = {}) => ({
  slots: [inHours(48), inHours(72)],
  duration_minutes: 45,
  kind: 'online',
  link: 'https://meet.example.com/abc',
  message: 'Looking forward to it',
  ...extra,
});

/** Ann applied to one of Bob's vacancies: the application's id. */
const applied = async (bob: Employer, ann: Party): Promise<number> =>
  ok<{ id: number }>(await appApi(ctx.app).apply(ann, await vacancy(ctx.database.handle, bob.companyId)), 201).id;

const propose = (bob: Employer, applicationId: number, extra: Record<string, unknown> = {}) =>
  call('POST', `/employer/applications/${applicationId}/interviews`, bob, body(extra));
const confirm = (who: { token: string }, id: number, slot: string) =>
  call('POST', `/interviews/${id}/confirm`, who, { slot });
const counter = (who: { token: string }, id: number, slots: string[]) =>
  call('POST', `/interviews/${id}/propose`, who, { slots, message: 'How about these?' });
const cancel = (who: { token: string }, id: number, reason = 'Plans changed') =>
  call('POST', `/interviews/${id}/cancel`, who, { reason });

const fieldsOf = (response: { json: () => unknown }) =>
  ((response.json() as { error?: { details?: { field: string }[] } }).error?.details ?? []).map((d) => d.field);

/** Sends what the outbox holds; resolves with the mails sent now. */
const sendMail = async () => {
  const before = ctx.mail.sent.length;
  await ctx.app.jobQueue.runDue(50, ['email.send']);
  return ctx.mail.sent.slice(before);
};

const parseIcs = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    version: calendar.getFirstPropertyValue('version'),
    prodid: calendar.getFirstPropertyValue('prodid'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    dtstamp: vevent.getFirstPropertyValue('dtstamp'),
    organizer: String(vevent.getFirstPropertyValue('organizer') ?? ''),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
};

describe('interviews: the state machine (contract table)', () => {
  const expected: Record<InterviewStatus, Partial<Record<InterviewAction, InterviewStatus>>> = {
    proposed: { propose: 'proposed', confirm: 'scheduled', cancel: 'cancelled' },
    scheduled: { propose: 'proposed', cancel: 'cancelled', finish: 'done' },
    cancelled: {},
    done: {},
  };
  for (const from of INTERVIEW_STATUSES) {
    for (const action of INTERVIEW_ACTIONS) {
      it(`${from} --${action}--> ${expected[from][action] ?? '409'}`, () => {
        expect(interviewTransition(from, action)).toBe(expected[from][action]);
      });
    }
  }
});

describe('interviews: every transition through the API', () => {
  let bob: Employer;
  beforeAll(async () => {
    bob = await employer(ctx.app);
  });

  /** A fresh interview in `status`, with its seeker. */
  const interviewIn = async (status: InterviewStatus): Promise<{ ann: Party; interview: InterviewDto }> => {
    const ann = await seekerWithResume(ctx.app);
    const made = ok<InterviewDto>(await propose(bob, await applied(bob, ann)), 201);
    if (status === 'proposed') return { ann, interview: made };
    if (status === 'cancelled') return { ann, interview: ok<InterviewDto>(await cancel(bob, made.id)) };
    const scheduled = ok<InterviewDto>(await confirm(ann, made.id, made.slots[0] ?? ''));
    if (status === 'scheduled') return { ann, interview: scheduled };
    await db()
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(interviews.id, made.id));
    expect(await ctx.app.interviews.finishPast()).toBeGreaterThanOrEqual(1);
    return { ann, interview: { ...scheduled, status: 'done' } };
  };

  const cases: { from: InterviewStatus; action: 'confirm' | 'propose' | 'cancel'; to: InterviewStatus | 409 }[] = [
    { from: 'proposed', action: 'confirm', to: 'scheduled' },
    { from: 'proposed', action: 'propose', to: 'proposed' },
    { from: 'proposed', action: 'cancel', to: 'cancelled' },
    { from: 'scheduled', action: 'confirm', to: 409 },
    { from: 'scheduled', action: 'propose', to: 'proposed' },
    { from: 'scheduled', action: 'cancel', to: 'cancelled' },
    { from: 'cancelled', action: 'confirm', to: 409 },
    { from: 'cancelled', action: 'propose', to: 409 },
    { from: 'cancelled', action: 'cancel', to: 409 },
    { from: 'done', action: 'confirm', to: 409 },
    { from: 'done', action: 'propose', to: 409 },
    { from: 'done', action: 'cancel', to: 409 },
  ];
  for (const { from, action, to } of cases) {
    it(`${from} + ${action} → ${to}`, async () => {
      const { ann, interview } = await interviewIn(from);
      const response =
        action === 'confirm'
          ? await confirm(ann, interview.id, interview.slots[0] ?? '')
          : action === 'propose'
            ? await counter(ann, interview.id, [inHours(96)])
            : await cancel(ann, interview.id);
      if (to === 409) {
        expect(response.statusCode).toBe(409);
        const [stored] = await db().select().from(interviews).where(eq(interviews.id, interview.id));
        expect(stored?.status).toBe(from);
      } else {
        expect(ok<InterviewDto>(response).status).toBe(to);
      }
    });
  }

  it('finish: only a scheduled interview whose time has passed becomes done', async () => {
    const proposed = await interviewIn('proposed');
    const scheduled = await interviewIn('scheduled');
    const later = await interviewIn('scheduled');
    await db()
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 10 * HOUR) })
      .where(eq(interviews.id, scheduled.interview.id));
    await ctx.app.interviews.finishPast();
    const statusOf = async (id: number) =>
      (await db().select().from(interviews).where(eq(interviews.id, id)))[0]?.status;
    expect(await statusOf(proposed.interview.id)).toBe('proposed');
    expect(await statusOf(scheduled.interview.id)).toBe('done');
    expect(await statusOf(later.interview.id)).toBe('scheduled');
    const seen = ok<{ items: InterviewDto[] }>(await call('GET', '/interviews', scheduled.ann));
    expect(seen.items[0]?.history.at(-1)).toMatchObject({ status: 'done', action: 'finish', by: 'system' });
  });

  it('the side that proposed cannot confirm its own times (409); the other side can', async () => {
    const { ann, interview } = await interviewIn('proposed');
    expect(
      (await call('POST', `/interviews/${interview.id}/confirm`, bob, { slot: interview.slots[0] })).statusCode,
    ).toBe(409);
    const countered = ok<InterviewDto>(await counter(ann, interview.id, [inHours(30), inHours(31)]));
    expect(countered).toMatchObject({ status: 'proposed', proposed_by: 'seeker' });
    expect((await confirm(ann, interview.id, countered.slots[0] ?? '')).statusCode).toBe(409);
    const scheduled = ok<InterviewDto>(await confirm(bob, interview.id, countered.slots[1] ?? ''));
    expect(scheduled).toMatchObject({ status: 'scheduled', starts_at: countered.slots[1] });
  });
});

describe('interviews: proposing', () => {
  it('201 proposed; the application moves to invited; a chat line; the seeker is told with a link', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const applicationId = await applied(bob, ann);
    const made = ok<InterviewDto>(await propose(bob, applicationId), 201);
    expect(made).toMatchObject({
      application_id: applicationId,
      status: 'proposed',
      starts_at: null,
      duration_minutes: 45,
      kind: 'online',
      link: 'https://meet.example.com/abc',
      address: null,
      time_zone: 'Europe/Moscow',
      proposed_by: 'employer',
    });
    expect(made.slots).toHaveLength(2);
    expect(made.history).toEqual([expect.objectContaining({ status: 'proposed', action: 'propose', by: 'employer' })]);
    const [application] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(application?.status).toBe('invited');
    const lines = await db()
      .select()
      .from(messages)
      .where(eq(messages.chatId, application?.chatId ?? -1))
      .orderBy(desc(messages.id));
    expect(lines[0]?.text).toContain('(Europe/Moscow)');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann.user.id), eq(notifications.link, '/applications')) as never);
    expect(told.some((n) => /собеседовани|interview/i.test(n.title ?? ''))).toBe(true);
    // One notice for the proposal: the move to `invited` posts its note in the chat without a second one.
    expect(told).toHaveLength(1);
    // A second proposal for the same application is allowed (a new round after a cancel, say).
    ok(await propose(bob, applicationId), 201);
  });

  it('400 naming the field: a past time, six times, the same time twice, onsite without an address, a bad kind', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const applicationId = await applied(bob, ann);
    const bad: [Record<string, unknown>, string][] = [
      [{ slots: [new Date(Date.now() - HOUR).toISOString()] }, 'body.slots.0'],
      [{ slots: [1, 2, 3, 4, 5, 6].map((h) => inHours(24 + h)) }, 'body.slots'],
      [{ slots: [] }, 'body.slots'],
      [{ slots: [inHours(30), inHours(30)] }, 'body.slots'],
      [{ kind: 'onsite', address: undefined }, 'body.address'],
      [{ kind: 'phone' }, 'body.kind'],
      [{ duration_minutes: 5 }, 'body.duration_minutes'],
      [{ link: 'javascript:alert(1)' }, 'body.link'],
    ];
    for (const [extra, field] of bad) {
      const response = await propose(bob, applicationId, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const ok1 = await propose(bob, applicationId, { kind: 'onsite', address: 'Tverskaya 1', link: undefined });
    expect(ok<InterviewDto>(ok1, 201)).toMatchObject({ kind: 'onsite', address: 'Tverskaya 1', link: null });
  });

  it('409 for a closed application; 404 for another company’s; a wrong slot is a 400 naming body.slot', async () => {
    const bob = await employer(ctx.app);
    const carl = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const applicationId = await applied(bob, ann);
    expect((await propose(carl, applicationId)).statusCode).toBe(404);
    const made = ok<InterviewDto>(await propose(bob, applicationId), 201);
    const wrong = await confirm(ann, made.id, inHours(200));
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['body.slot']);
    // Ben and Carl see nothing of it.
    const ben = await seeker(ctx.app);
    expect((await confirm(ben, made.id, made.slots[0] ?? '')).statusCode).toBe(404);
    expect((await cancel(carl, made.id)).statusCode).toBe(404);
    expect(ok<{ items: unknown[] }>(await call('GET', '/employer/interviews', carl)).items).toEqual([]);
    ok(await appApi(ctx.app).withdraw(ann, applicationId));
    expect((await propose(bob, applicationId)).statusCode).toBe(409);
  });
});

describe('interviews: calendar invitations and reminders', () => {
  it('confirm e-mails both an .ics REQUEST; a reschedule raises SEQUENCE; a cancel sends METHOD:CANCEL', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    await db().update(users).set({ timeZone: 'Asia/Vladivostok' }).where(eq(users.id, ann.user.id));
    const made = ok<InterviewDto>(await propose(bob, await applied(bob, ann)), 201);
    await sendMail();
    const slot = made.slots[1] ?? '';
    const scheduled = ok<InterviewDto>(await confirm(ann, made.id, slot));
    expect(scheduled).toMatchObject({ status: 'scheduled', starts_at: slot, viewer_time_zone: 'Asia/Vladivostok' });
    const mails = await sendMail();
    const withIcs = mails.filter((mail) => mail.icalEvent);
    expect(withIcs.map((mail) => mail.to).sort()).toEqual([ann.email, bob.email].sort());
    const seekerMail = withIcs.find((mail) => mail.to === ann.email);
    expect(seekerMail?.text).toContain('(Asia/Vladivostok)');
    expect(withIcs.find((mail) => mail.to === bob.email)?.text).toContain('(Europe/Moscow)');
    const first = parseIcs(seekerMail?.icalEvent?.content ?? '');
    expect(seekerMail?.icalEvent?.method).toBe('REQUEST');
    expect(first).toMatchObject({
      method: 'REQUEST',
      version: '2.0',
      sequence: 0,
      start: slot,
      end: new Date(Date.parse(slot) + 45 * 60_000).toISOString(),
      status: 'CONFIRMED',
    });
    expect(first.prodid).toBeTruthy();
    expect(first.dtstamp).toBeTruthy();
    expect(first.uid).toMatch(/^interview-\d+@/);
    expect(first.organizer).toMatch(/^mailto:/i);
    expect(first.attendees.some((a) => a.toLowerCase() === `mailto:${ann.email}`.toLowerCase())).toBe(true);

    // Bob moves it: proposed again, Ann confirms a new time; the same UID, SEQUENCE 1.
    const moved = ok<InterviewDto>(await counter(bob, made.id, [inHours(100)]));
    expect(moved).toMatchObject({ status: 'proposed', proposed_by: 'employer' });
    await sendMail();
    ok(await confirm(ann, made.id, moved.slots[0] ?? ''));
    const second = (await sendMail()).filter((mail) => mail.icalEvent);
    expect(second).toHaveLength(2);
    const rescheduled = parseIcs(second[0]?.icalEvent?.content ?? '');
    expect(rescheduled).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: moved.slots[0] });

    // Ann cancels: both get METHOD:CANCEL for the same UID, SEQUENCE 2.
    const cancelled = ok<InterviewDto>(await cancel(ann, made.id, 'Took another offer'));
    expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled', by: 'seeker', reason: 'Took another offer' });
    const third = (await sendMail()).filter((mail) => mail.icalEvent);
    expect(third.map((mail) => mail.to).sort()).toEqual([ann.email, bob.email].sort());
    const gone = parseIcs(third[0]?.icalEvent?.content ?? '');
    expect(third[0]?.icalEvent?.method).toBe('CANCEL');
    expect(gone).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
  });

  it('reminders 24 h and 1 h before; a reschedule or a cancel leaves the old ones telling nobody', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const made = ok<InterviewDto>(await propose(bob, await applied(bob, ann)), 201);
    const slot = made.slots[0] ?? '';
    ok(await confirm(ann, made.id, slot));
    const mine = async () =>
      (await pendingJobs(db(), REMIND_JOB)).filter((job) => Number(job.data['interview_id']) === made.id);
    const jobs = await mine();
    expect(jobs.map((job) => [job.data['hours'], job.start_after.toISOString()]).sort()).toEqual(
      [
        [1, new Date(Date.parse(slot) - HOUR).toISOString()],
        [24, new Date(Date.parse(slot) - 24 * HOUR).toISOString()],
      ].sort(),
    );
    // Due now: both sides are told, in-app (with the link), each in their zone.
    await makeDue(db(), REMIND_JOB);
    const notified = async (userId: number) =>
      (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter((n) =>
        /Собеседование (завтра|через час)|Interview (tomorrow|in an hour)/.test(n.title ?? ''),
      ).length;
    await ctx.app.jobQueue.runDue(50, [REMIND_JOB]);
    expect(await notified(ann.user.id)).toBe(2);
    expect(await notified(bob.user.id)).toBe(2);

    // A reschedule: new reminders at the new time; the old ones (a stale sequence) tell nobody.
    const moved = ok<InterviewDto>(await counter(bob, made.id, [inHours(80)]));
    ok(await confirm(ann, made.id, moved.slots[0] ?? ''));
    const fresh = await mine();
    expect(fresh).toHaveLength(2);
    expect(fresh.every((job) => job.data['sequence'] === 1)).toBe(true);
    expect(await ctx.app.interviews.remind({ interview_id: made.id, sequence: 0, hours: 24 })).toBe(0);
    // Cancelled: the pending ones tell nobody when they come due.
    ok(await cancel(bob, made.id));
    await makeDue(db(), REMIND_JOB);
    await ctx.app.jobQueue.runDue(50, [REMIND_JOB]);
    expect(await notified(ann.user.id)).toBe(2);
    expect(await notified(bob.user.id)).toBe(2);
  });

  it('a reminder respects the e-mail setting (off: in-app only)', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const settings = ok<{ email: Record<string, string>; push: Record<string, string>; quiet_hours: null }>(
      await call('GET', '/notification-settings', ann),
    );
    expect(settings.email['interviews']).toBe('instant');
    ok(
      await appApi(ctx.app).put('/notification-settings', ann, {
        ...settings,
        email: { ...settings.email, interviews: 'off' },
      }),
    );
    const made = ok<InterviewDto>(await propose(bob, await applied(bob, ann)), 201);
    ok(await confirm(ann, made.id, made.slots[0] ?? ''));
    const mails = await sendMail();
    expect(mails.some((mail) => mail.to === ann.email && mail.icalEvent)).toBe(false);
    expect(mails.some((mail) => mail.to === bob.email && mail.icalEvent)).toBe(true);
  });

  it('lists by from–to for the seeker and the company; the recurring finish job is defined', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    const made = ok<InterviewDto>(await propose(bob, await applied(bob, ann), { slots: [inHours(30)] }), 201);
    ok(await confirm(ann, made.id, made.slots[0] ?? ''));
    const range = (from: string, to: string) => `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const inside = range(inHours(24), inHours(36));
    const outside = range(inHours(40), inHours(60));
    const ids = (response: { json: () => unknown }) =>
      (response.json() as { items: { id: number }[] }).items.map((i) => i.id);
    expect(ids(await call('GET', `/interviews${inside}`, ann))).toEqual([made.id]);
    expect(ids(await call('GET', `/interviews${outside}`, ann))).toEqual([]);
    expect(ids(await call('GET', `/employer/interviews${inside}`, bob))).toEqual([made.id]);
    expect(fieldsOf(await call('GET', '/interviews?from=yesterday', ann))).toEqual(['query.from']);
    const defined = await db().execute(sql`select 1 as one`);
    expect(defined).toBeTruthy();
    expect(FINISH_JOB).toBe('interviews.finish');
  });
});
