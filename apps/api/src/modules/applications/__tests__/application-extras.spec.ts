import { users } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  colleague,
  editor,
  employer,
  ok,
  seeker,
  vacancy,
  type ChatDto,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';
import { caller, expectStatus, vacancyInput } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';
import {
  appApi,
  RESUME,
  seekerWithResume,
  type ApplicationDto,
  type EmployerApplicationDto,
} from './application-helpers';

const ctx = useTestApp();
const client = () => appApi(ctx.app);
const chats = () => api(ctx.app);
type Notified = Omit<NotificationDto, 'chat_id'> & { chat_id: number | null; link?: string | null };

describe('an editor’s decision on a vacancy', () => {
  it('notifies each of the company’s employers in their language, with no chat and a link to the vacancy', async () => {
    const call = caller(ctx.app);
    const bob = await employer(ctx.app);
    const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    await ctx.database.handle.db.update(users).set({ locale: 'en' }).where(eq(users.id, carol.user.id));
    const outsider = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const since = Date.now() - 1000;
    const draft = expectStatus<{ id: number; version: number; title: string }>(
      await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })),
      201,
    );
    expectStatus(await call('POST', `/editor/vacancies/${draft.id}/approve`, eve, { version: draft.version }));
    const link = `/employer/vacancies/${draft.id}`;
    expect(ok<Notified[]>(await chats().notifies(bob, since))).toEqual([
      {
        id: expect.any(Number),
        title: 'Вакансия опубликована',
        text: `Модератор одобрил вакансию «${draft.title}».`,
        icon: null,
        chat_id: null,
        link,
      },
    ]);
    expect(ok<Notified[]>(await chats().notifies(carol, since))).toEqual([
      expect.objectContaining({ title: 'Vacancy published', chat_id: null, link }),
    ]);
    expect(ok<Notified[]>(await chats().notifies(outsider, since))).toEqual([]);

    const second = expectStatus<{ id: number; version: number }>(
      await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })),
      201,
    );
    const after = Date.now();
    expectStatus(
      await call('POST', `/editor/vacancies/${second.id}/reject`, eve, {
        version: second.version,
        reason: 'No salary',
      }),
    );
    const notes = ok<Notified[]>(await chats().notifies(carol, after - 1));
    expect(notes.at(-1)).toMatchObject({
      title: 'Vacancy rejected',
      text: expect.stringContaining('No salary'),
      link: `/employer/vacancies/${second.id}`,
    });
  });
});

describe('POST /services/{id}/request through the chat service', () => {
  it('stores the request like any seeker message: read by its sender, unread for the editors, nobody notified', async () => {
    const services = ok<{ id: number }[]>(await ctx.app.inject({ method: 'GET', url: '/api/services' }));
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const since = Date.now() - 1000;
    const chat = ok<ChatDto>(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/services/${services[0]?.id}/request`,
        headers: { authorization: `Bearer ${ann.token}` },
      }),
    );
    expect(chat.unread_count).toBe(0);
    expect(ok<Notified[]>(await chats().notifies(ann, since))).toEqual([]);
    const inbox = ok<ChatDto[]>(await chats().adminList(eve));
    expect(inbox.find((item) => item.id === chat.id)).toMatchObject({ unread_count: 1, unanswered: true });
    // The editor's answer reaches the seeker as any chat message does.
    ok(await chats().adminSend(eve, chat.id, { message: 'Send it over', vacancy_id: 0 }));
    const notes = ok<Notified[]>(await chats().notifies(ann, since));
    expect(notes).toEqual([expect.objectContaining({ chat_id: chat.id, text: 'Send it over' })]);
    const list = ok<ChatDto[]>(await chats().list(ann));
    expect(list.find((item) => item.id === chat.id)?.unread_count).toBe(1);
  });
});

describe('the employer dashboard', () => {
  it('adds the funnel over all the company’s vacancies and its responsiveness', async () => {
    const bob = await employer(ctx.app);
    const first = await vacancy(ctx.database.handle, bob.companyId);
    const second = await vacancy(ctx.database.handle, bob.companyId);
    const a = ok<ApplicationDto>(await client().apply(await seekerWithResume(ctx.app), first), 201);
    ok<ApplicationDto>(await client().apply(await seekerWithResume(ctx.app), second), 201);
    const seen = ok<EmployerApplicationDto>(await client().candidate(bob, a.id));
    ok(await client().move(bob, a.id, { status: 'offer', version: seen.version }));
    const dashboard = ok<{ funnel: Record<string, number>; responsiveness: unknown }>(
      await chats().call('GET', '/employer/dashboard', bob),
    );
    expect(dashboard.funnel).toEqual({
      new: 1,
      viewed: 0,
      invited: 0,
      offer: 1,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      expired: 0,
    });
    expect(dashboard.responsiveness).toBeNull();
  });
});

describe('POST /vacancies/{id}/cover-letter-draft', () => {
  it('drafts a real letter from the résumé and the vacancy, in the seeker’s language', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ann = await seekerWithResume(ctx.app, {
      ...RESUME,
      name: 'Анна Петрова',
      skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
      work_experience: [
        { company: 'Initech', position: 'Backend-разработчик', from: '2019-03', to: null, description: '' },
      ],
    });
    const ru = ok<{ text: string }>(await client().draft(ann, vacancyId)).text;
    expect(ru).toMatch(/^Здравствуйте!/);
    expect(ru).toContain('«Backend developer» в компании Acme Ltd');
    expect(ru).toContain('Сейчас работаю в Initech на позиции «Backend-разработчик»');
    expect(ru).toContain('TypeScript и PostgreSQL');
    expect(ru).toContain('Kubernetes');
    expect(ru).toMatch(/Всего у меня \d+ (год|года|лет) профессионального опыта/);
    expect(ru.trim().endsWith('Анна Петрова')).toBe(true);
    // Nothing was sent: the draft is only returned.
    expect(ok<{ total: number }>(await client().mine(ann)).total).toBe(0);

    const en = ok<{ text: string }>(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/vacancies/${vacancyId}/cover-letter-draft`,
        headers: { authorization: `Bearer ${ann.token}`, 'accept-language': 'en' },
      }),
    ).text;
    expect(en).toMatch(/^Hello,/);
    expect(en).toContain('the “Backend developer” position at Acme Ltd');
    expect(en).toContain('TypeScript and PostgreSQL');
    expect(en).toContain('Kind regards,\nАнна Петрова');
  });

  it('answers 404 for an unpublished vacancy, 403 for employers', async () => {
    const bob = await employer(ctx.app);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    const ann = await seekerWithResume(ctx.app);
    expect((await client().draft(ann, draft)).statusCode).toBe(404);
    expect((await client().draft(bob, draft)).statusCode).toBe(403);
  });
});
