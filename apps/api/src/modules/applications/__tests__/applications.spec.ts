import { applications, messages, notifications, users } from '@jobs/server-db';
import { and, desc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  colleague,
  editor,
  employer,
  ok,
  seeker,
  vacancy,
  type HistoryDto,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';
import {
  appApi,
  RESUME,
  seekerWithResume,
  type ApplicationDto,
  type EmployerApplicationDto,
  type EmployerListDto,
} from './application-helpers';

const ctx = useTestApp();
const client = () => appApi(ctx.app);
const chats = () => api(ctx.app);
const db = () => ctx.database.handle.db;

type Notified = NotificationDto & { link?: string | null; chat_id: number | null };

const setup = async () => {
  const bob = await employer(ctx.app);
  const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
  const ann = await seekerWithResume(ctx.app);
  return { bob, vacancyId, ann };
};

const applied = async () => {
  const parties = await setup();
  const application = ok<ApplicationDto>(
    await client().apply(parties.ann, parties.vacancyId, { cover_letter: 'I would love to join.' }),
    201,
  );
  return { ...parties, application };
};

describe('POST /vacancies/{id}/apply', () => {
  it('creates the application, posts the cover letter in the company chat and tells every employer', async () => {
    const { bob, vacancyId, ann } = await setup();
    const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    const since = Date.now() - 1000;
    const application = ok<ApplicationDto>(
      await client().apply(ann, vacancyId, { cover_letter: '  I would love to join.  ' }),
      201,
    );
    expect(application).toMatchObject({
      status: 'new',
      cover_letter: 'I would love to join.',
      vacancy: { id: vacancyId, title: 'Backend developer' },
      company: { id: bob.companyId, name: 'Acme Ltd' },
      rejection: null,
      viewed_at: null,
    });
    expect(application.history.map((entry) => entry.status)).toEqual(['new']);
    const history = ok<HistoryDto>(await chats().history(ann, application.chat_id));
    expect(history.message[0]).toMatchObject({
      text: 'I would love to join.',
      vacancy_id: vacancyId,
      vacancy_title: 'Backend developer',
      author_kind: 'seeker',
      is_my: true,
    });
    for (const who of [bob, carol]) {
      const notes = ok<Notified[]>(await chats().notifies(who, since));
      expect(notes).toEqual([
        expect.objectContaining({
          title: 'Ann Seeker',
          text: 'I would love to join.',
          chat_id: application.chat_id,
          link: `/employer/candidates/${application.id}`,
        }),
      ]);
    }
    // The employer's list shows the chat unanswered, with the vacancy's title on the message.
    const employerHistory = ok<HistoryDto>(await chats().history(bob, application.chat_id));
    expect(employerHistory.message[0]).toMatchObject({ is_my: false, vacancy_title: 'Backend developer' });
    // The résumé is stored as sent.
    const candidate = ok<EmployerApplicationDto>(await client().candidate(bob, application.id));
    expect(candidate.candidate).toMatchObject({ name: 'Ann Seeker', email: ann.email, phone: null });
    expect(candidate.candidate.resume).toMatchObject({ desired_position: 'Backend developer', skills: RESUME.skills });
    ok(await client().saveResume(ann, { ...RESUME, desired_position: 'Team lead' }));
    const again = ok<EmployerApplicationDto>(await client().candidate(bob, application.id));
    expect(again.candidate.resume).toMatchObject({ desired_position: 'Backend developer' });
  });

  it('posts a short default line in the seeker’s language without a cover letter', async () => {
    const { vacancyId, ann } = await setup();
    const application = ok<ApplicationDto>(await client().apply(ann, vacancyId), 201);
    expect(application.cover_letter).toBeNull();
    const history = ok<HistoryDto>(await chats().history(ann, application.chat_id));
    expect(history.message[0]?.text).toBe(
      'Здравствуйте! Откликаюсь на вакансию «Backend developer». Моё резюме приложено к отклику.',
    );
  });

  it('answers 409 with details.application_id on a second apply', async () => {
    const { ann, vacancyId, application } = await applied();
    const response = await client().apply(ann, vacancyId, { cover_letter: 'again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', details: { application_id: application.id } });
  });

  it('answers 404 for a vacancy that is not published or does not exist', async () => {
    const { bob, ann } = await setup();
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    const archived = await vacancy(ctx.database.handle, bob.companyId, 'archived');
    for (const id of [draft, archived, 999_999]) {
      const response = await client().apply(ann, id);
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 400 naming the résumé’s missing fields', async () => {
    const { vacancyId } = await setup();
    const bare = await seeker(ctx.app);
    const response = await client().apply(bare, vacancyId);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'resume.desired_position', code: 'resume_incomplete', message: expect.any(String) },
    ]);
    const rows = await db().select().from(applications).where(eq(applications.seekerId, bare.user.id));
    expect(rows).toEqual([]);
  });

  it('answers 400 naming body.cover_letter when it is too long, 401 anonymous, 403 for employers', async () => {
    const { vacancyId, ann, bob } = await setup();
    const long = await client().apply(ann, vacancyId, { cover_letter: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].field).toBe('body.cover_letter');
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/vacancies/${vacancyId}/apply`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await client().apply(bob, vacancyId)).statusCode).toBe(403);
  });
});

describe('the seeker’s applications', () => {
  it('lists and shows only the seeker’s own, newest first, by status', async () => {
    const { ann, bob, application } = await applied();
    const second = await vacancy(ctx.database.handle, bob.companyId);
    const later = ok<ApplicationDto>(await client().apply(ann, second), 201);
    const list = ok<{ items: ApplicationDto[]; total: number }>(await client().mine(ann));
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id)).toEqual([later.id, application.id]);
    expect(ok<{ total: number }>(await client().mine(ann, '?status=withdrawn')).total).toBe(0);
    expect(ok<ApplicationDto>(await client().one(ann, application.id)).id).toBe(application.id);

    const other = await seekerWithResume(ctx.app);
    expect(ok<{ total: number }>(await client().mine(other)).total).toBe(0);
    expect((await client().one(other, application.id)).statusCode).toBe(404);
    expect((await client().withdraw(other, application.id)).statusCode).toBe(404);
    expect((await client().mine(ann, '?status=nope')).statusCode).toBe(400);
  });

  it('withdraws an open application: a system note in the chat, the employers told; twice is 409', async () => {
    const { ann, bob, application } = await applied();
    const since = Date.now() - 1000;
    const withdrawn = ok<ApplicationDto>(await client().withdraw(ann, application.id, { reason: 'Found a job' }));
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.history.map((entry) => entry.status)).toEqual(['new', 'withdrawn']);
    const history = ok<HistoryDto>(await chats().history(bob, application.chat_id));
    expect(history.message.slice(0, 2)).toMatchObject([
      { author_kind: 'seeker', text: 'Found a job' },
      { author_kind: 'system', application_status: 'withdrawn', is_my: false },
    ]);
    const notes = ok<Notified[]>(await chats().notifies(bob, since));
    expect(notes.map((note) => note.link)).toContain(`/employer/candidates/${application.id}`);
    const again = await client().withdraw(ann, application.id);
    expect(again.statusCode).toBe(409);
  });
});

describe('the employer’s candidates', () => {
  it('opens a candidate: the first open marks it viewed and tells the seeker once', async () => {
    const { ann, bob, application } = await applied();
    const since = Date.now() - 1000;
    const seen = ok<EmployerApplicationDto>(await client().candidate(bob, application.id));
    expect(seen.status).toBe('viewed');
    expect(seen.viewed_at).not.toBeNull();
    expect(seen.undo).toBeNull();
    ok(await client().candidate(bob, application.id));
    const notes = ok<Notified[]>(await chats().notifies(ann, since));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ link: '/applications', chat_id: application.chat_id, title: 'Acme Ltd' });
    const list = ok<{ id: number; unread_count: number }[]>(await chats().list(ann));
    expect(list.find((chat) => chat.id === application.chat_id)?.unread_count).toBe(1);
    const history = ok<HistoryDto>(await chats().history(ann, application.chat_id));
    expect(history.message[0]).toMatchObject({ author_kind: 'system', application_status: 'viewed', is_my: false });
    expect(history.message[0]?.text).toMatch(/^Просмотрен: /);
  });

  it('keeps other companies’ candidates out: 404 like a missing one, empty lists', async () => {
    const { application } = await applied();
    const eve = await employer(ctx.app);
    expect((await client().candidate(eve, application.id)).statusCode).toBe(404);
    expect((await client().candidate(eve, 999_999)).statusCode).toBe(404);
    expect((await client().move(eve, application.id, { status: 'invited', version: 1 })).statusCode).toBe(404);
    expect((await client().undo(eve, application.id, 1)).statusCode).toBe(404);
    const list = ok<EmployerListDto>(await client().candidates(eve));
    expect(list.total).toBe(0);
    expect(Object.values(list.counts).every((n) => n === 0)).toBe(true);
  });

  it('moves with the message posted after the status note, in one go; stale versions are 409', async () => {
    const { ann, bob, application } = await applied();
    const seen = ok<EmployerApplicationDto>(await client().candidate(bob, application.id));
    const stale = await client().move(bob, application.id, { status: 'invited', version: seen.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.current).toMatchObject({ id: application.id, status: 'viewed' });

    const before = ok<Notified[]>(await chats().notifies(ann, 0)).map((note) => note.id);
    const invited = ok<EmployerApplicationDto>(
      await client().move(bob, application.id, {
        status: 'invited',
        version: seen.version,
        message: 'Hi {name}, come to talk about {vacancy} at {company}.',
      }),
    );
    expect(invited.status).toBe('invited');
    expect(invited.version).toBe(seen.version + 1);
    expect(invited.undo).toMatchObject({ to: 'viewed' });
    const history = ok<HistoryDto>(await chats().history(ann, application.chat_id));
    expect(history.message.slice(0, 2)).toMatchObject([
      { author_kind: 'company', text: 'Hi Ann Seeker, come to talk about Backend developer at Acme Ltd.' },
      { author_kind: 'system', application_status: 'invited' },
    ]);
    // One notification for the move (the note); the company's message counts as unread in the chat.
    const notes = ok<Notified[]>(await chats().notifies(ann, 0)).filter((note) => !before.includes(note.id));
    expect(notes).toEqual([
      expect.objectContaining({
        link: '/applications',
        chat_id: application.chat_id,
        text: expect.stringMatching(/^Приглашение на собеседование: /),
      }),
    ]);
    const [row] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(row?.firstResponseAt).not.toBeNull();
  });

  it('requires reason_code to reject and shows the rejection to the seeker', async () => {
    const { ann, bob, application } = await applied();
    const seen = ok<EmployerApplicationDto>(await client().candidate(bob, application.id));
    const missing = await client().move(bob, application.id, { status: 'rejected', version: seen.version });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('body.reason_code');
    const bad = await client().move(bob, application.id, { status: 'viewed', version: seen.version });
    expect(bad.statusCode).toBe(400);
    ok(
      await client().move(bob, application.id, {
        status: 'rejected',
        version: seen.version,
        reason_code: 'skills',
        message: 'Sorry, {name}.',
      }),
    );
    const mine = ok<ApplicationDto>(await client().one(ann, application.id));
    expect(mine).toMatchObject({ status: 'rejected', rejection: { reason_code: 'skills', message: 'Sorry, {name}.' } });
  });

  it('takes back the last move within 24 hours, once; not after the window', async () => {
    const { bob, application } = await applied();
    const seen = ok<EmployerApplicationDto>(await client().candidate(bob, application.id));
    const hired = ok<EmployerApplicationDto>(
      await client().move(bob, application.id, { status: 'offer', version: seen.version }),
    );
    const undone = ok<EmployerApplicationDto>(await client().undo(bob, application.id, hired.version));
    expect(undone).toMatchObject({ status: 'viewed', undo: null });
    expect(undone.history.map((entry) => entry.status)).toEqual(['new', 'viewed', 'offer', 'viewed']);
    expect((await client().undo(bob, application.id, undone.version)).statusCode).toBe(409);

    const moved = ok<EmployerApplicationDto>(
      await client().move(bob, application.id, { status: 'invited', version: undone.version }),
    );
    await db()
      .update(applications)
      .set({ undoUntil: new Date(Date.now() - 1000) })
      .where(eq(applications.id, application.id));
    const late = await client().undo(bob, application.id, moved.version);
    expect(late.statusCode).toBe(409);
    expect(ok<EmployerApplicationDto>(await client().candidate(bob, application.id)).undo).toBeNull();
  });

  it('moves in bulk, each on its own; what cannot move is listed with the reason', async () => {
    const { bob, vacancyId, application } = await applied();
    const other = await seekerWithResume(ctx.app);
    const second = ok<ApplicationDto>(await client().apply(other, vacancyId), 201);
    const third = ok<ApplicationDto>(await client().apply(await seekerWithResume(ctx.app), vacancyId), 201);
    ok(await client().withdraw(other, second.id));
    const eve = await employer(ctx.app);
    const foreign = ok<ApplicationDto>(
      await client().apply(await seekerWithResume(ctx.app), await vacancy(ctx.database.handle, eve.companyId)),
      201,
    );
    ok(await client().bulk(bob, { ids: [third.id], status: 'invited', message: '' }));
    const result = ok<{ moved: number[]; skipped: { id: number; reason: string }[] }>(
      await client().bulk(bob, { ids: [application.id, second.id, third.id, foreign.id], status: 'invited' }),
    );
    expect(result.moved).toEqual([application.id]);
    expect(result.skipped).toEqual([
      { id: second.id, reason: 'not_allowed' },
      { id: third.id, reason: 'same_status' },
      { id: foreign.id, reason: 'not_found' },
    ]);
    // No message given: the company's template, filled in.
    const history = ok<HistoryDto>(await chats().history(bob, application.chat_id));
    expect(history.message[0]?.text).toContain('Ann Seeker');
    expect(history.message[0]?.text).toContain('Backend developer');
    const noReason = await client().bulk(bob, { ids: [application.id], status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
  });

  it('lists newest first with the funnel for the same vacancy and query, whatever the status filter', async () => {
    const bob = await employer(ctx.app);
    const first = await vacancy(ctx.database.handle, bob.companyId);
    const second = await vacancy(ctx.database.handle, bob.companyId);
    const named = async (name: string, position: string) =>
      seekerWithResume(ctx.app, { ...RESUME, name, desired_position: position });
    const a = ok<ApplicationDto>(await client().apply(await named('Zoe Zed', 'Designer'), first), 201);
    const b = ok<ApplicationDto>(await client().apply(await named('Yan Yu', 'Backend developer'), first), 201);
    const c = ok<ApplicationDto>(await client().apply(await named('Xi Xu', 'QA'), second), 201);
    const seen = ok<EmployerApplicationDto>(await client().candidate(bob, b.id));
    ok(await client().move(bob, b.id, { status: 'invited', version: seen.version }));

    const all = ok<EmployerListDto>(await client().candidates(bob));
    expect(all.items.map((item) => item.id)).toEqual([c.id, b.id, a.id]);
    expect(all.counts).toMatchObject({ new: 2, invited: 1, viewed: 0 });
    const one = ok<EmployerListDto>(await client().candidates(bob, `?vacancy_id=${first}&status=new`));
    expect(one.items.map((item) => item.id)).toEqual([a.id]);
    expect(one.total).toBe(1);
    expect(one.counts).toMatchObject({ new: 1, invited: 1 });
    const q = ok<EmployerListDto>(await client().candidates(bob, '?q=backend'));
    expect(q.items.map((item) => item.id)).toEqual([b.id]);
    expect(q.counts).toMatchObject({ new: 0, invited: 1 });
    const byName = ok<EmployerListDto>(await client().candidates(bob, '?q=zoe'));
    expect(byName.items.map((item) => item.id)).toEqual([a.id]);
    expect(ok<EmployerListDto>(await client().candidates(bob, '?q=100%25')).total).toBe(0);
    expect((await client().candidates(bob, '?vacancy_id=abc')).statusCode).toBe(400);
    expect((await client().candidates(bob, '?page=0')).statusCode).toBe(400);
  });

  it('gives message templates in the employer’s language until edited', async () => {
    const bob = await employer(ctx.app);
    const defaults = ok<Record<string, string>>(await client().templates(bob));
    expect(defaults['invited']).toContain('{name}');
    expect(defaults['invited']).toMatch(/собеседование/);
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, bob.user.id));
    expect(ok<Record<string, string>>(await client().templates(bob))['invited']).toMatch(/interview/);
    const mine = { invited: 'Come, {name}', offer: 'Offer', rejected: 'No', hired: 'Yes' };
    // The screening rejection's text, left out of the save, stays the default (in the employer's language).
    const saved = { ...mine, screening: expect.stringMatching(/required questions/) };
    expect(ok(await client().saveTemplates(bob, mine))).toEqual(saved);
    const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    expect(ok(await client().templates(carol))).toMatchObject(mine);
    const bad = await client().saveTemplates(bob, { ...mine, offer: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.offer');
    expect(ok(await client().templates(await employer(ctx.app)))).not.toEqual(mine);
  });
});

describe('editors', () => {
  it('read every application (by company too) and move none', async () => {
    const { bob, application } = await applied();
    const eve = await editor(ctx.app, ctx.database.handle);
    const all = ok<EmployerListDto>(await client().editorList(eve, `?company_id=${bob.companyId}`));
    expect(all.items.map((item) => item.id)).toEqual([application.id]);
    expect(ok<EmployerListDto>(await client().editorList(eve)).total).toBeGreaterThanOrEqual(1);
    expect((await client().move(eve, application.id, { status: 'invited', version: 1 })).statusCode).toBe(403);
    expect((await client().candidate(eve, application.id)).statusCode).toBe(403);
    expect((await client().editorList(bob)).statusCode).toBe(403);
    const [row] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('new');
  });
});

describe('responsiveness', () => {
  it('is null below 5 applications, then the share answered within 7 days and the median hours', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(ok<ApplicationDto>(await client().apply(await seekerWithResume(ctx.app), vacancyId), 201).id);
    }
    const company = () => ctx.app.inject({ method: 'GET', url: `/api/companies/${bob.companyId}` });
    expect(ok<{ responsiveness: unknown }>(await company()).responsiveness).toBeNull();
    ids.push(ok<ApplicationDto>(await client().apply(await seekerWithResume(ctx.app), vacancyId), 201).id);
    // Answered: one after 2 hours, one after 10 hours (a chat reply), one after 8 days (too late).
    const hours = (h: number) => h * 3_600_000;
    const created = Date.now() - hours(24 * 10);
    for (const [index, id] of ids.entries()) {
      // Promised within 5 days: due long ago.
      await db()
        .update(applications)
        .set({ createdAt: new Date(created), replyDueAt: new Date(created + hours(24 * 5)) })
        .where(eq(applications.id, id));
      const answer = [2, 10, 24 * 8][index];
      if (answer !== undefined) {
        await db()
          .update(applications)
          .set({ firstResponseAt: new Date(created + hours(answer)) })
          .where(eq(applications.id, id));
      }
    }
    // Two answered before their due time: promises kept.
    const expected = {
      applications_90d: 5,
      answered_share: 0.4,
      median_first_response_hours: 10,
      promises_kept_share: 0.4,
    };
    expect(ok<{ responsiveness: unknown }>(await company()).responsiveness).toEqual(expected);
    const page = ok<{ company: { responsiveness: unknown } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/vacancies/${vacancyId}` }),
    );
    expect(page.company.responsiveness).toEqual(expected);
  });

  it('counts only applications whose due time has passed, so new ones do not pull it down', async () => {
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(ok<ApplicationDto>(await client().apply(await seekerWithResume(ctx.app), vacancyId), 201).id);
    }
    const hours = (h: number) => h * 3_600_000;
    // Promised within 7 days. Five of 8 to 89 days ago, all answered within a day; two of minutes and
    // 6 days ago, unanswered and not yet due.
    const ages = [24 * 8, 24 * 10, 24 * 20, 24 * 30, 24 * 89, 0.1, 24 * 6];
    for (const [index, id] of ids.entries()) {
      const created = Date.now() - hours(ages[index] ?? 0);
      const old = index < 5;
      await db()
        .update(applications)
        .set({
          createdAt: new Date(created),
          replyDueAt: new Date(created + hours(24 * 7)),
          firstResponseAt: old ? new Date(created + hours(3)) : null,
        })
        .where(eq(applications.id, id));
    }
    const company = ok<{ responsiveness: unknown }>(
      await ctx.app.inject({ method: 'GET', url: `/api/companies/${bob.companyId}` }),
    );
    expect(company.responsiveness).toEqual({
      applications_90d: 5,
      answered_share: 1,
      median_first_response_hours: 3,
      promises_kept_share: 1,
    });
  });

  it('counts a company reply in the chat as the first answer', async () => {
    const { bob, application } = await applied();
    ok(await chats().send(bob, application.chat_id, { message: 'Thanks, we will call you', vacancy_id: 0 }));
    const [row] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(row?.firstResponseAt).not.toBeNull();
    // The chat still lists the company's reply as its last word.
    const [note] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, application.chat_id)))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(note?.authorKind).toBe('company');
  });
});

describe('notifications without a chat', () => {
  it('carry chat_id null and a link', async () => {
    const { bob } = await setup();
    await db()
      .insert(notifications)
      .values({ userId: bob.user.id, chatId: null, text: 'hello', link: '/employer/vacancies/1' });
    const notes = ok<Notified[]>(await chats().notifies(bob, Date.now() - 60_000));
    expect(notes.find((note) => note.text === 'hello')).toMatchObject({ chat_id: null, link: '/employer/vacancies/1' });
  });
});
