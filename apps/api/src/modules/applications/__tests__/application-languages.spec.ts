import type { HistoryMessage } from '@jobs/contracts';
import { users, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { api, employer, ok, vacancy, type NotificationDto } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { appApi, seekerWithResume, type ApplicationDto } from './application-helpers';

// One application change, two readers: an English seeker and a Russian employer each read it in
// their own language (in-app notification, the chat's status note).
const ctx = useTestApp();
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
});
