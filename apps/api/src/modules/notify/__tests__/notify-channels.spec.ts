import { emailDigestItems, emailOutbox, liveEvents, notifications } from '@jobs/server-db';
import { and, eq } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { editor, employer, type Employer } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { pendingJobs } from '../../../__tests__/support/job-helpers';
import { PUSH_SEND_JOB } from '../../push/push';
import { caller, expectStatus, vacancyInput } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';

// One event, every channel: what a moderation result (an event that is not a chat message) leaves
// for the company's employer in-app, on the live stream, as a push job and as e-mail, per the
// employer's settings and quiet hours. Push is configured (its jobs are only queued here).
const ctx = useTestApp({ ONESIGNAL_APP_ID: 'test-app-id', ONESIGNAL_API_KEY: 'test-rest-key' });
const db = () => ctx.database.handle.db;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

type Mode = 'off' | 'instant' | 'digest';
type Row = {
  event: 'approved' | 'rejected';
  email: Mode;
  push: Mode;
  quiet: boolean;
  expected: {
    inApp: 1;
    live: 1;
    push: 'none' | 'now' | 'after quiet hours';
    email: 'none' | 'now' | 'digest' | 'after quiet hours';
  };
};

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

/** Quiet hours from an hour ago to an hour from now (UTC). */
const quietNow = () => ({
  start: hhmm(new Date(Date.now() - 60 * 60_000)),
  end: hhmm(new Date(Date.now() + 60 * 60_000)),
  time_zone: 'UTC',
});

const TABLE: Row[] = (['approved', 'rejected'] as const).flatMap((event) => [
  { event, email: 'off', push: 'off', quiet: false, expected: { inApp: 1, live: 1, push: 'none', email: 'none' } },
  {
    event,
    email: 'instant',
    push: 'instant',
    quiet: false,
    expected: { inApp: 1, live: 1, push: 'now', email: 'now' },
  },
  {
    event,
    email: 'digest',
    push: 'digest',
    quiet: false,
    expected: { inApp: 1, live: 1, push: 'none', email: 'digest' },
  },
  {
    event,
    email: 'instant',
    push: 'instant',
    quiet: true,
    expected: { inApp: 1, live: 1, push: 'after quiet hours', email: 'after quiet hours' },
  },
]);

/** An employer with the given settings for the `applications` kind, and a vacancy waiting for review. */
const employerWith = async (row: Row): Promise<{ bob: Employer; vacancyId: number; version: number }> => {
  const bob = await employer(ctx.app);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: bearer(bob.token),
    payload: {
      email: { messages: 'instant', applications: row.email, alerts: 'off' },
      push: { messages: 'instant', applications: row.push === 'digest' ? 'off' : row.push, alerts: 'off' },
      quiet_hours: row.quiet ? quietNow() : null,
    },
  });
  expect(put.statusCode).toBe(200);
  const v = expectStatus<{ id: number; version: number }>(
    await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })),
    201,
  );
  return { bob, vacancyId: v.id, version: v.version };
};

const liveNotifications = async (userId: number): Promise<number> => {
  // The live copy is written once the decision has committed (off the request): wait for it.
  for (let attempt = 0; attempt < 40; attempt++) {
    const rows = await db()
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'notification')));
    if (rows.length > 0) return rows.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
};

const timing = (startAfter: Date | undefined): 'now' | 'after quiet hours' =>
  startAfter && startAfter.getTime() > Date.now() + 30 * 60_000 ? 'after quiet hours' : 'now';

describe('a moderation result reaches the company’s employers through every channel', () => {
  it.each(TABLE)(
    '$event, e-mail $email, push $push, quiet hours $quiet',
    async (row) => {
      const eve = await editor(ctx.app, ctx.database.handle);
      const { bob, vacancyId, version } = await employerWith(row);
      const decision =
        row.event === 'approved'
          ? await call('POST', `/editor/vacancies/${vacancyId}/approve`, eve, { version })
          : await call('POST', `/editor/vacancies/${vacancyId}/reject`, eve, { version, reason: 'Salary is missing' });
      expectStatus(decision);
      const userId = bob.user.id;

      const inApp = await db().select().from(notifications).where(eq(notifications.userId, userId));
      expect(inApp).toHaveLength(row.expected.inApp);
      expect(inApp[0]?.link).toBe(`/employer/vacancies/${vacancyId}`);
      expect(await liveNotifications(userId)).toBe(row.expected.live);

      const pushes = (await pendingJobs(db(), PUSH_SEND_JOB)).filter((job) => job.data['user_id'] === userId);
      expect(pushes.length === 0 ? 'none' : timing(pushes[0]?.start_after)).toBe(row.expected.push);
      if (pushes.length > 0) {
        expect(pushes[0]?.data['url']).toMatch(new RegExp(`/employer/.*vacancies/${vacancyId}$`));
      }

      const outbox = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, 'vacancy_review')));
      const digest = await db()
        .select()
        .from(emailDigestItems)
        .where(and(eq(emailDigestItems.userId, userId), eq(emailDigestItems.template, 'vacancy_review')));
      const sends = (await pendingJobs(db(), 'email.send')).filter((job) =>
        outbox.some((mail) => mail.id === Number(job.data['id'])),
      );
      const email = digest.length > 0 ? 'digest' : outbox.length === 0 ? 'none' : timing(sends[0]?.start_after);
      expect(email).toBe(row.expected.email);
      if (outbox[0]) expect(outbox[0].data['decision']).toBe(row.event);
    },
    30_000,
  );
});
