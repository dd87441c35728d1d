import type { NotificationKind } from '@jobs/contracts';
import {
  applications as applicationsTable,
  emailDigestItems,
  emailOutbox,
  liveEvents,
  notifications,
  users,
} from '@jobs/server-db';
import { and, eq } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import {
  api,
  editor,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type Party,
} from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { pendingJobs } from '../../../__tests__/support/job-helpers';
import { appApi, seekerWithResume, type ApplicationDto } from '../../applications/__tests__/application-helpers';
import { publishAsEditor, saveSearch } from '../../lists/__tests__/lists-helpers';
import { PUSH_SEND_JOB } from '../../push/push';
import { teamApi } from '../../team/__tests__/team-helpers';
import { caller, expectStatus, vacancyInput } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';

// Every kind of event that reaches a person × every channel (in-app, live, push, e-mail) × the
// recipient's settings (off, instant, digest, quiet hours). Push is configured (its jobs are only
// queued here); unread chat messages are e-mailed by the scan once they stayed unread for the delay.
const ctx = useTestApp({
  ONESIGNAL_APP_ID: 'test-app-id',
  ONESIGNAL_API_KEY: 'test-rest-key',
  EMAIL_UNREAD_DELAY_MINUTES: '10',
});
const db = () => ctx.database.handle.db;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);
const MINUTE = 60_000;

type Mode = 'off' | 'instant' | 'digest';
type Event =
  | 'chat message'
  | 'status change'
  | 'moderation approved'
  | 'moderation rejected'
  | 'saved-search alert'
  | 'team invite';
type Timing = 'none' | 'now' | 'after quiet hours';
type Row = { event: Event; mode: Mode; quiet: boolean; push: Timing; email: Timing | 'digest' };

/** The setting each kind of event follows. */
const KIND: Record<Event, NotificationKind> = {
  'chat message': 'messages',
  'status change': 'applications',
  'moderation approved': 'applications',
  'moderation rejected': 'applications',
  'saved-search alert': 'alerts',
  'team invite': 'invitations',
};

/** What the in-app notification stores of what happened (each reader reads it in their language). */
const CODE: Record<Event, string | null> = {
  // A person's words: no code.
  'chat message': null,
  'status change': 'application_status',
  'moderation approved': 'vacancy_review',
  'moderation rejected': 'vacancy_review',
  'saved-search alert': 'saved_search_alert',
  'team invite': 'team_invite',
};

const hhmm = (date: Date) => date.toISOString().slice(11, 16);
/** Quiet hours from an hour ago to an hour from now (UTC). */
const quietNow = () => ({
  start: hhmm(new Date(Date.now() - 60 * MINUTE)),
  end: hhmm(new Date(Date.now() + 60 * MINUTE)),
  time_zone: 'UTC',
});

const EVENTS: Event[] = [
  'chat message',
  'status change',
  'moderation approved',
  'moderation rejected',
  'saved-search alert',
  'team invite',
];
/**
 * A team invite's e-mail carries the link that accepts it: it goes to the address at once,
 * whatever the settings (an account e-mail); the in-app notice and the push follow the settings.
 */
const ALWAYS_EMAILED: ReadonlySet<Event> = new Set(['team invite']);
const TABLE: Row[] = EVENTS.flatMap((event): Row[] => {
  const email = (timing: Row['email']): Row['email'] => (ALWAYS_EMAILED.has(event) ? 'now' : timing);
  return [
    { event, mode: 'off', quiet: false, push: 'none', email: email('none') },
    { event, mode: 'instant', quiet: false, push: 'now', email: email('now') },
    { event, mode: 'digest', quiet: false, push: 'none', email: email('digest') },
    { event, mode: 'instant', quiet: true, push: 'after quiet hours', email: email('after quiet hours') },
  ];
});

/** The recipient's settings: `mode` for the event's kind by e-mail and push (push has no digest). */
const applySettings = async (who: Party, row: Row) => {
  const email = { messages: 'off', applications: 'off', alerts: 'off', [KIND[row.event]]: row.mode };
  const push = {
    messages: 'off',
    applications: 'off',
    alerts: 'off',
    [KIND[row.event]]: row.mode === 'digest' ? 'off' : row.mode,
  };
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: bearer(who.token),
    payload: { email, push, quiet_hours: row.quiet ? quietNow() : null },
  });
  expect(put.statusCode).toBe(200);
};

/** Makes the event happen; resolves with its recipient and the e-mail template it leads to. */
const happen = async (row: Row): Promise<{ recipient: Party; template: string }> => {
  const bob = await employer(ctx.app);
  if (row.event === 'team invite') {
    // The address already has a seeker's account.
    const ann = await seeker(ctx.app);
    await applySettings(ann, row);
    ok(await teamApi(ctx.app).invite(bob, ann.email), 201);
    return { recipient: ann, template: 'team_invite' };
  }
  if (row.event === 'saved-search alert') {
    const ann = await seeker(ctx.app);
    await applySettings(ann, row);
    const eve = await editor(ctx.app, ctx.database.handle);
    await saveSearch(ctx.app, ann, { name: 'Kotlin', query: 'q=kotlin', alert: 'instant' });
    const vacancyId = await publishAsEditor(ctx.app, eve, bob.companyId, 'Kotlin developer');
    // The match job the publication queued, run now.
    await ctx.app.savedSearchAlerts.matchPublished(vacancyId);
    return { recipient: ann, template: 'saved_search_alert' };
  }
  if (row.event === 'chat message' || row.event === 'status change') {
    const ann = await seekerWithResume(ctx.app);
    await applySettings(ann, row);
    if (row.event === 'chat message') {
      const client = api(ctx.app);
      const chatId = await openCompanyChat(client, ann, bob.companyId);
      ok(await client.send(bob, chatId, say('Could you come on Monday?')));
      return { recipient: ann, template: 'chat_unread' };
    }
    const applications = appApi(ctx.app);
    const application = ok<ApplicationDto>(
      await applications.apply(ann, await vacancy(ctx.database.handle, bob.companyId)),
      201,
    );
    // The version as stored (opening the candidate would mark it viewed: another change).
    const [stored] = await db()
      .select({ version: applicationsTable.version })
      .from(applicationsTable)
      .where(eq(applicationsTable.id, application.id));
    ok(await applications.move(bob, application.id, { status: 'invited', version: stored?.version }));
    return { recipient: ann, template: 'application_status' };
  }
  await applySettings(bob, row);
  const eve = await editor(ctx.app, ctx.database.handle);
  const v = expectStatus<{ id: number; version: number }>(
    await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })),
    201,
  );
  expectStatus(
    row.event === 'moderation approved'
      ? await call('POST', `/editor/vacancies/${v.id}/approve`, eve, { version: v.version })
      : await call('POST', `/editor/vacancies/${v.id}/reject`, eve, {
          version: v.version,
          reason: 'Salary is missing',
        }),
  );
  return { recipient: bob, template: 'vacancy_review' };
};

const liveNotifications = async (userId: number): Promise<number> => {
  // Some live copies are written once the event has committed (off the request): wait for them.
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

const timing = (startAfter: Date | undefined): Timing =>
  startAfter && startAfter.getTime() > Date.now() + 30 * MINUTE ? 'after quiet hours' : 'now';

/** What the e-mail channel did: nothing, a digest item, or a queued e-mail (now or after quiet hours). */
const emailOutcome = async (userId: number, template: string): Promise<Timing | 'digest'> => {
  if (template === 'chat_unread') {
    // Unread messages: the scan after the delay e-mails them, not within quiet hours (the first
    // scan after them does).
    await ctx.app.email.scanUnread(new Date(Date.now() + 11 * MINUTE));
  }
  if (template === 'team_invite') {
    // Sent to the address (no account's settings): at once.
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
    const mails = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user?.email ?? ''), eq(emailOutbox.template, template)));
    const sends = (await pendingJobs(db(), 'email.send')).filter((job) =>
      mails.some((mail) => mail.id === Number(job.data['id'])),
    );
    return sends.length === 0 ? 'none' : timing(sends[0]?.start_after);
  }
  const digest = await db()
    .select()
    .from(emailDigestItems)
    .where(and(eq(emailDigestItems.userId, userId), eq(emailDigestItems.template, template)));
  if (digest.length > 0) return 'digest';
  let outbox = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)));
  if (outbox.length === 0 && template === 'chat_unread') {
    await ctx.app.email.scanUnread(new Date(Date.now() + 121 * MINUTE));
    outbox = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)));
    return outbox.length > 0 ? 'after quiet hours' : 'none';
  }
  if (outbox.length === 0) return 'none';
  const sends = (await pendingJobs(db(), 'email.send')).filter((job) =>
    outbox.some((mail) => mail.id === Number(job.data['id'])),
  );
  return timing(sends[0]?.start_after);
};

describe('every event reaches its recipient through every channel, per the settings', () => {
  it.each(TABLE)(
    '$event, $mode, quiet hours $quiet: in-app and live, push $push, e-mail $email',
    async (row) => {
      const { recipient, template } = await happen(row);
      const userId = recipient.user.id;

      const inApp = await db().select().from(notifications).where(eq(notifications.userId, userId));
      expect(inApp).toHaveLength(1);
      expect(inApp[0]?.code ?? null).toBe(CODE[row.event]);
      // Every event but a person's message opens a page of its own.
      if (row.event !== 'chat message') expect(inApp[0]?.link).toBeTruthy();
      expect(await liveNotifications(userId)).toBe(1);

      const pushes = (await pendingJobs(db(), PUSH_SEND_JOB)).filter((job) => job.data['user_id'] === userId);
      expect(pushes.length === 0 ? 'none' : timing(pushes[0]?.start_after)).toBe(row.push);

      expect(await emailOutcome(userId, template)).toBe(row.email);
    },
    30_000,
  );
});
