import type { HistoryMessage } from '@jobs/contracts';
import { emailOutbox, notifications, users, vacancies } from '@jobs/server-db';
import { and, eq } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { api, employer, ok, vacancy, type NotificationDto } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { pendingJobs } from '../../../__tests__/support/job-helpers';
import { renderEmail } from '../../email/templates';
import { PUSH_SEND_JOB } from '../../push/push';
import { appApi, seekerWithResume, type ApplicationDto } from './application-helpers';

// One application change, two readers: an English seeker and a Russian employer each read it in
// their own language (in-app notification, the chat's status note, push and e-mail). Push is
// configured (its jobs are only queued here).
const ctx = useTestApp({ ONESIGNAL_APP_ID: 'test-app-id', ONESIGNAL_API_KEY: 'test-rest-key' });
const db = () => ctx.database.handle.db;
const client = () => appApi(ctx.app);

const historyIn = async (who: { token: string }, chatId: number, language: string) =>
  ok<{ message: HistoryMessage[] }>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/${chatId}/history`,
      headers: { ...bearer(who.token), 'accept-language': language },
    }),
  );

/** The in-app list as the reader's interface asks for it (`Accept-Language`), or in the account's language. */
const inApp = async (who: { token: string }, since: number, language?: string) =>
  ok<NotificationDto[]>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/notifies?user_opened_site=${since}`,
      headers: { ...bearer(who.token), ...(language ? { 'accept-language': language } : {}) },
    }),
  ).map((note) => note.text);

/** The push jobs queued for a user: their words and language. */
const pushesTo = async (userId: number) =>
  (await pendingJobs(db(), PUSH_SEND_JOB))
    .filter((job) => job.data['user_id'] === userId)
    .map((job) => ({ locale: job.data['locale'], text: job.data['text'] }));

const setup = async () => {
  const bob = await employer(ctx.app);
  const ann = await seekerWithResume(ctx.app);
  await db().update(users).set({ locale: 'ru' }).where(eq(users.id, bob.user.id));
  await db().update(users).set({ locale: 'en' }).where(eq(users.id, ann.user.id));
  const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
  await db().update(vacancies).set({ title: 'Диспетчер склада' }).where(eq(vacancies.id, vacancyId));
  const application = ok<ApplicationDto>(await client().apply(ann, vacancyId), 201);
  return { bob, ann, application };
};

describe('an application change in each reader’s language', () => {
  it('notifies the Russian employer in Russian of the English seeker’s withdrawal, and each reads the note in theirs', async () => {
    const { bob, ann, application } = await setup();
    const since = Date.now() - 1000;
    ok(await client().withdraw(ann, application.id));

    const employerNotes = ok<NotificationDto[]>(await api(ctx.app).notifies(bob, since));
    expect(employerNotes.map((note) => note.text)).toContain('Отозван кандидатом: Диспетчер склада');
    expect(employerNotes.map((note) => note.text)).not.toContain('Withdrawn by the candidate: Диспетчер склада');

    const seen = await historyIn(bob, application.chat_id, 'ru');
    expect(seen.message.find((m) => m.application_status === 'withdrawn')?.text).toBe(
      'Отозван кандидатом: Диспетчер склада',
    );
    const own = await historyIn(ann, application.chat_id, 'en');
    expect(own.message.find((m) => m.application_status === 'withdrawn')?.text).toBe(
      'Withdrawn by the candidate: Диспетчер склада',
    );
  });

  it('tells the English seeker of the Russian employer’s invitation in English, and the employer reads it in Russian', async () => {
    const { bob, ann, application } = await setup();
    const since = Date.now() - 1000;
    const candidate = ok<{ version: number }>(await client().candidate(bob, application.id));
    ok(await client().move(bob, application.id, { status: 'invited', version: candidate.version }));

    const seekerNotes = ok<NotificationDto[]>(await api(ctx.app).notifies(ann, since));
    expect(seekerNotes.map((note) => note.text)).toContain('Invited to an interview: Диспетчер склада');

    const seen = await historyIn(bob, application.chat_id, 'ru');
    expect(seen.message.find((m) => m.application_status === 'invited')?.text).toBe(
      'Приглашение на собеседование: Диспетчер склада',
    );
    const own = await historyIn(ann, application.chat_id, 'en');
    expect(own.message.find((m) => m.application_status === 'invited')?.text).toBe(
      'Invited to an interview: Диспетчер склада',
    );
  });

  it('says one status change to each through in-app, push and e-mail in their language, and again in the reader’s new one', async () => {
    const { bob, ann, application } = await setup();
    const since = Date.now() - 1000;
    const candidate = ok<{ version: number }>(await client().candidate(bob, application.id));
    ok(await client().move(bob, application.id, { status: 'invited', version: candidate.version }));

    // The English seeker: in-app, push and e-mail in English.
    expect(await inApp(ann, since)).toContain('Invited to an interview: Диспетчер склада');
    expect(await pushesTo(ann.user.id)).toContainEqual({
      locale: 'en',
      text: 'Invited to an interview: Диспетчер склада',
    });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, ann.user.id), eq(emailOutbox.template, 'application_status')));
    expect(mail?.locale).toBe('en');
    expect(renderEmail('application_status', mail?.locale ?? 'ru', mail?.data ?? {}).subject).toBe(
      'Application for “Диспетчер склада”: invited to an interview',
    );

    // The Russian employer hears of the seeker's withdrawal in Russian: in-app and push.
    const later = Date.now() - 1000;
    ok(await client().withdraw(ann, application.id));
    expect(await inApp(bob, later)).toContain('Отозван кандидатом: Диспетчер склада');
    expect(await pushesTo(bob.user.id)).toContainEqual({ locale: 'ru', text: 'Отозван кандидатом: Диспетчер склада' });

    // What happened is stored as a code and its parameters: a reader whose interface is now in
    // the other language reads the same notification in it.
    const stored = await db()
      .select({ code: notifications.code, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, ann.user.id));
    expect(stored).toContainEqual({
      code: 'application_status',
      params: { status: 'invited', vacancy: 'Диспетчер склада' },
    });
    expect(await inApp(ann, since, 'ru')).toContain('Приглашение на собеседование: Диспетчер склада');
    expect(await inApp(bob, later, 'en')).toContain('Withdrawn by the candidate: Диспетчер склада');
  });
});
