import { users, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { bearer, login, PASSWORD } from '../../../__tests__/support/auth-helpers';
import {
  api,
  colleague,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type ChatDto,
  type HistoryDto,
} from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { appApi, RESUME } from '../../applications/__tests__/application-helpers';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

const exportOf = (who: { token: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/default/me/export', headers: bearer(who.token) });
const deleteAccount = (who: { token: string } | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/default/me',
    headers: who ? bearer(who.token) : {},
    payload: payload as Record<string, unknown>,
  });

type ExportDto = {
  user: { id: number; email: string; role: string };
  profile: Record<string, unknown> | null;
  company: Record<string, unknown> | null;
  applications: Array<Record<string, unknown>>;
  chats: Array<{ id: number; messages: Array<{ text: string; is_mine: boolean }> }>;
  saved_searches: Array<Record<string, unknown>>;
  favorites: Array<Record<string, unknown>>;
  hidden: { vacancies: Array<Record<string, unknown>>; companies: Array<Record<string, unknown>> };
  notifications: Array<Record<string, unknown>>;
};

describe('GET /users/default/me/export', () => {
  it("holds the seeker's résumé, applications, chats' messages, lists and notifications, and nobody else's", async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    ok(await appApi(ctx.app).saveResume(ann, RESUME));
    ok(await appApi(ctx.app).apply(ann, vacancyId, { cover_letter: 'Hire me, please.' }), 201);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    ok(await api(ctx.app).send(bob, chatId, say('Hello Ann')));
    const call = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(ann.token),
        ...(payload ? { payload: payload as object } : {}),
      });
    ok(await call('POST', '/saved-searches', { name: 'Go', query: 'q=go' }), 201);
    expect((await call('PUT', `/favorites/${vacancyId}`)).statusCode).toBe(204);
    expect((await call('PUT', `/hidden/companies/${bob.companyId}`)).statusCode).toBe(204);

    const response = await exportOf(ann);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = ok<ExportDto>(response);
    expect(data.user).toMatchObject({ id: ann.user.id, email: ann.user.email, role: 'seeker' });
    expect(data.profile).toMatchObject({ desired_position: RESUME.desired_position });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ vacancy_id: vacancyId, cover_letter: 'Hire me, please.' });
    const chat = data.chats.find((item) => item.id === chatId);
    expect(chat?.messages.map((message) => message.text)).toEqual(
      expect.arrayContaining(['Hire me, please.', 'Hello Ann']),
    );
    expect(chat?.messages.find((message) => message.text === 'Hello Ann')?.is_mine).toBe(false);
    expect(data.saved_searches).toMatchObject([{ name: 'Go', query: 'q=go' }]);
    expect(data.favorites).toMatchObject([{ vacancy_id: vacancyId }]);
    expect(data.hidden.companies).toMatchObject([{ company_id: bob.companyId }]);
    expect(data.notifications.length).toBeGreaterThan(0);

    const bens = ok<ExportDto>(await exportOf(ben));
    expect(bens.applications).toEqual([]);
    expect(bens.chats.filter((item) => item.id === chatId)).toEqual([]);
  });

  it('gives an employer their company and only the messages they wrote', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    ok(await api(ctx.app).send(ann, chatId, say('Hi from Ann')));
    ok(await api(ctx.app).send(bob, chatId, say('Hi from Bob')));
    const data = ok<ExportDto>(await exportOf(bob));
    expect(data.company).toMatchObject({ id: bob.companyId });
    expect(data.profile).toBeNull();
    expect(data.chats.flatMap((item) => item.messages.map((message) => message.text))).toEqual(['Hi from Bob']);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/default/me/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /users/default/me', () => {
  it('refuses a wrong or missing password with a 400 naming it, and keeps the account', async () => {
    const ann = await seeker(ctx.app);
    for (const payload of [{ password: 'not the password' }, {}, { password: '' }]) {
      const response = await deleteAccount(ann, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain('body.password');
    }
    expect((await deleteAccount(undefined, { password: PASSWORD })).statusCode).toBe(401);
    expect((await exportOf(ann)).statusCode).toBe(200);
  });

  it("erases the seeker's data, ends the session, refuses sign-in, and keeps the chat as a deleted user's", async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    ok(await appApi(ctx.app).saveResume(ann, RESUME));
    ok(await appApi(ctx.app).apply(ann, vacancyId, {}), 201);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    ok(await api(ctx.app).send(ann, chatId, say('Goodbye soon')));

    expect((await deleteAccount(ann, { password: PASSWORD })).statusCode).toBe(204);
    expect((await exportOf(ann)).statusCode).toBe(401);
    expect((await login(ctx.app, 'seeker', ann.user.email)).statusCode).toBe(401);

    const [row] = await db().select().from(users).where(eq(users.id, ann.user.id));
    expect(row?.email).not.toBe(ann.user.email);
    expect(row?.name).toBe('Deleted user');
    expect(row?.deletedAt).not.toBeNull();

    // The company still has the conversation, with the other side named as deleted.
    const list = ok<ChatDto[]>(await api(ctx.app).list(bob));
    expect(list.find((item) => item.id === chatId)?.title).toBe('Deleted user');
    const inRussian = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/list',
      headers: { ...bearer(bob.token), 'accept-language': 'ru' },
    });
    expect(ok<ChatDto[]>(inRussian).find((item) => item.id === chatId)?.title).toBe('Удалённый пользователь');
    const history = ok<HistoryDto>(await api(ctx.app).history(bob, chatId));
    expect(history.message.map((message) => message.text)).toContain('Goodbye soon');
    // The company keeps the application (its status and funnel count), not the résumé's person.
    const candidates = ok<{ items: Array<{ id: number; candidate: { name: string } }> }>(
      await appApi(ctx.app).candidates(bob),
    );
    expect(candidates.items).toHaveLength(1);
    expect(candidates.items[0]?.candidate.name).toBe('Deleted user');
    const kept = ok<{ candidate: { resume: Record<string, unknown> } }>(
      await appApi(ctx.app).candidate(bob, candidates.items[0]?.id ?? 0),
    );
    expect(kept.candidate.resume).toMatchObject({ name: 'Deleted user', skills: [], work_experience: [], about: '' });
  });

  it("archives the company's vacancies when its last employer leaves, not before", async () => {
    const bob = await employer(ctx.app);
    const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    const statusOf = async () => (await db().select().from(vacancies).where(eq(vacancies.id, id)))[0]?.status;

    expect((await deleteAccount(carol, { password: PASSWORD })).statusCode).toBe(204);
    expect(await statusOf()).toBe('published');
    expect((await deleteAccount(bob, { password: PASSWORD })).statusCode).toBe(204);
    expect(await statusOf()).toBe('archived');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/vacancies/${id}` })).statusCode).toBe(404);
  });
});
