import { applications, chats, invitations, notifications, seekerProfiles, vacancies } from '@jobs/server-db';
import { and, eq, sql } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { employer, ok, seeker, vacancy, type Employer, type Party } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { estimatedAtLeast, roundedDown } from '../../../lib/rounded-down';
import { textPlan } from '../../search/search.sql';
import { SAMPLE_EVERY } from '../../search/search-engine';
import { createResumesRepository, type SearchInput } from '../resumes.repository';

const ctx = useTestApp({ INVITATIONS_PER_COMPANY_PER_DAY: '3' });

type Card = { seeker_id: number; name: string | null; desired_position: string; job_search_status: string };
type SearchDto = {
  items: Card[];
  total: number;
  facets: Record<string, Array<{ value: string; count: number }>>;
  corrected: string | null;
};
type InvitationDto = { id: number; status: string; vacancy: { id: number; title: string }; reason_code: string | null };

const call = (who: { token: string }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(who.token),
    ...(payload === undefined ? {} : { payload }),
  });

const RESUME = {
  name: 'Anna Smirnova',
  desired_position: 'Frontend-разработчик',
  city: 'Москва',
  salary_expectation: 200000,
  currency: 'RUB',
  schedule: 'remote',
  experience: '3-6',
  skills: ['React', 'TypeScript'],
  work_experience: [
    { company: 'Vector Labs', position: 'Frontend developer', from: '2021-03', to: null, description: '' },
  ],
  languages: [{ code: 'en', level: 'B2' }],
  about: 'Люблю типизированный код.',
};

/** A seeker with a saved résumé (`changes` over RESUME) and who sees it. */
const seekerWith = async (changes: Record<string, unknown> = {}): Promise<Party> => {
  const who = await seeker(ctx.app);
  ok(await call(who, 'PUT', '/profile', { ...RESUME, visibility: 'everyone', ...changes }));
  return who;
};

const search = async (who: Employer, query: string): Promise<SearchDto> =>
  ok<SearchDto>(await call(who, 'GET', `/employer/resumes?${query}`));

const idsOf = (result: SearchDto) => result.items.map((item) => item.seeker_id);

describe('who sees the résumé (PUT /profile)', () => {
  it('starts as nobody, active, not anonymous; keeps what a save leaves out', async () => {
    const ann = await seeker(ctx.app);
    expect(ok(await call(ann, 'GET', '/profile'))).toMatchObject({
      visibility: 'nobody',
      job_search_status: 'active',
      hidden_from_company_ids: [],
      anonymous: false,
    });
    const bob = await employer(ctx.app);
    ok(
      await call(ann, 'PUT', '/profile', {
        ...RESUME,
        visibility: 'except',
        hidden_from_company_ids: [bob.companyId, bob.companyId],
        anonymous: true,
        job_search_status: 'open',
      }),
    );
    const saved = ok<Record<string, unknown>>(await call(ann, 'PUT', '/profile', RESUME));
    expect(saved).toMatchObject({
      visibility: 'except',
      hidden_from_company_ids: [bob.companyId],
      hidden_from_companies: [{ id: bob.companyId }],
      anonymous: true,
      job_search_status: 'open',
    });
  });

  it('answers 400 naming an unknown company or a bad value', async () => {
    const ann = await seeker(ctx.app);
    const unknown = await call(ann, 'PUT', '/profile', { ...RESUME, hidden_from_company_ids: [99_999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('body.hidden_from_company_ids.0');
    const bad = await call(ann, 'PUT', '/profile', { ...RESUME, visibility: 'friends' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.visibility');
  });

  it('finds companies by a part of their name', async () => {
    const bob = await employer(ctx.app);
    const [company] = await ctx.database.handle.db
      .execute<{ name: string }>(sql`select name from companies where id = ${bob.companyId}`)
      .then((result) => (result as unknown as { rows: { name: string }[] }).rows);
    const ann = await seeker(ctx.app);
    const found = ok<{ items: { id: number }[] }>(
      await call(ann, 'GET', `/profile/companies?q=${encodeURIComponent(company?.name.slice(1, 6) ?? '')}`),
    );
    expect(found.items.map((item) => item.id)).toContain(bob.companyId);
    expect((await call(ann, 'GET', '/profile/companies?q=a')).statusCode).toBe(400);
  });
});

describe('GET /employer/resumes', () => {
  it('lists only the résumés visible to the company', async () => {
    const bob = await employer(ctx.app);
    const carl = await employer(ctx.app);
    const open = await seekerWith({ desired_position: 'Картограф открытый' });
    const closed = await seekerWith({ desired_position: 'Картограф закрытый', visibility: 'nobody' });
    const notCarl = await seekerWith({
      desired_position: 'Картограф скрытый',
      visibility: 'except',
      hidden_from_company_ids: [carl.companyId],
    });
    expect(idsOf(await search(bob, 'q=картограф')).sort()).toEqual([open.user.id, notCarl.user.id].sort());
    expect(idsOf(await search(carl, 'q=картограф'))).toEqual([open.user.id]);
    expect(idsOf(await search(bob, 'q=картограф'))).not.toContain(closed.user.id);
  });

  it('reads words like vacancy search: stems, typos, prefixes, Russian and English', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWith({ desired_position: 'Гидрогеолог', skills: ['Гидрогеология', 'Kubernetes'] });
    expect(idsOf(await search(bob, 'q=гидрогеологи'))).toContain(ann.user.id); // a stem
    const typo = await search(bob, `q=${encodeURIComponent('гидрагеолог')}`); // a typo
    expect(idsOf(typo)).toContain(ann.user.id);
    expect(typo.corrected).toBe('гидрогеолог');
    expect(idsOf(await search(bob, 'q=гидрог'))).toContain(ann.user.id); // a prefix
    expect(idsOf(await search(bob, 'q=kuberne'))).toContain(ann.user.id);
  });

  it('filters, counts facets, sorts and pages', async () => {
    const bob = await employer(ctx.app);
    const word = 'Сомелье';
    const a = await seekerWith({ desired_position: word, city: 'Казань', salary_expectation: 90000, skills: ['Вино'] });
    const b = await seekerWith({
      desired_position: word,
      city: 'Москва',
      experience: '1-3',
      job_search_status: 'open',
    });
    const c = await seekerWith({ desired_position: word, city: 'Москва', languages: [], schedule: 'office' });
    const q = `q=${encodeURIComponent(word)}`;
    const all = await search(bob, q);
    expect(all.total).toBe(3);
    expect(all.facets['city']).toEqual([
      { value: 'Москва', count: 2 },
      { value: 'Казань', count: 1 },
    ]);
    expect(all.facets['job_search_status']).toEqual(
      expect.arrayContaining([
        { value: 'active', count: 2 },
        { value: 'open', count: 1 },
      ]),
    );
    expect(all.facets['updated_within_days']?.[0]).toEqual({ value: '1', count: 3 });
    expect(idsOf(await search(bob, `${q}&city=Казань`))).toEqual([a.user.id]);
    expect(idsOf(await search(bob, `${q}&salary_to=100000`))).toEqual([a.user.id]);
    expect(idsOf(await search(bob, `${q}&experience=1-3`))).toEqual([b.user.id]);
    expect(idsOf(await search(bob, `${q}&schedule=office`))).toEqual([c.user.id]);
    expect(idsOf(await search(bob, `${q}&skills=${encodeURIComponent('вино')}`))).toEqual([a.user.id]);
    expect(idsOf(await search(bob, `${q}&language=en`)).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(idsOf(await search(bob, `${q}&job_search_status=open`))).toEqual([b.user.id]);
    expect((await search(bob, `${q}&updated_within_days=1`)).total).toBe(3);
    expect(idsOf(await search(bob, `${q}&sort=fresh`))).toEqual([c.user.id, b.user.id, a.user.id]);
    const second = await search(bob, `${q}&sort=fresh&per_page=2&page=2`);
    expect(idsOf(second)).toEqual([a.user.id]);
    expect(second.total).toBe(3);
  });

  it('hides the name of an anonymous seeker', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWith({ desired_position: 'Таксидермист', anonymous: true });
    const [card] = (await search(bob, `q=${encodeURIComponent('таксидермист')}`)).items;
    expect(card).toMatchObject({ seeker_id: ann.user.id, name: null, desired_position: 'Таксидермист' });
  });

  it('answers 400 naming a bad filter, 403 to a seeker', async () => {
    const bob = await employer(ctx.app);
    const bad = await call(bob, 'GET', '/employer/resumes?job_search_status=sleeping');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('query.job_search_status');
    expect((await call(await seeker(ctx.app), 'GET', '/employer/resumes')).statusCode).toBe(403);
  });
});

describe('the narrow rows, the sample and the walk (migration 0045)', () => {
  const db = () => ctx.database.handle.db;
  const narrow = async (userId: number) =>
    (await db().execute(
      sql`select terms, hidden_from from resume_search_documents where user_id = ${userId}`,
    )) as unknown as {
      rows: Array<{ terms: string[]; hidden_from: number[] }>;
    };

  it('keeps a row for each searchable résumé, following saves and accounts, and every 64th in the sample', async () => {
    const ann = await seekerWith({ desired_position: 'Лоцман', skills: ['Навигация', 'React'] });
    const [row] = (await narrow(ann.user.id)).rows;
    expect(row?.terms).toEqual(
      expect.arrayContaining(['c:Москва', 'x:3-6', 's:remote', 'j:active', 'k:навигация', 'k:react', 'l:en']),
    );
    ok(await call(ann, 'PUT', '/profile', { ...RESUME, visibility: 'nobody' }));
    expect((await narrow(ann.user.id)).rows).toEqual([]);
    ok(await call(ann, 'PUT', '/profile', { ...RESUME, visibility: 'everyone', city: 'Казань' }));
    expect((await narrow(ann.user.id)).rows[0]?.terms).toContain('c:Казань');
    await db().execute(sql`update users set disabled_at = now() where id = ${ann.user.id}`);
    expect((await narrow(ann.user.id)).rows).toEqual([]);
    await db().execute(sql`update users set disabled_at = null where id = ${ann.user.id}`);
    expect((await narrow(ann.user.id)).rows).toHaveLength(1);
    const { rows } = (await db().execute(sql`select
        (select count(*) from resume_search_documents d where d.user_id % 64 = 0
          and not exists (select 1 from resume_search_sample s where s.user_id = d.user_id and s.terms = d.terms)) as missing,
        (select count(*) from resume_search_sample where user_id % 64 <> 0) as extra`)) as unknown as {
      rows: Array<{ missing: number | string; extra: number | string }>;
    };
    expect(rows.map((r) => [Number(r.missing), Number(r.extra)])).toEqual([[0, 0]]);
  });

  it('past the estimate: the total and facets from the sample, the same pages walked newest first', async () => {
    const bob = await employer(ctx.app);
    const word = 'Гляциолог';
    const found: number[] = [];
    for (const [i, city] of ['Москва', 'Казань', 'Москва', 'Пермь', 'Москва'].entries())
      found.push((await seekerWith({ desired_position: i % 2 ? `${word} старший` : word, city })).user.id);
    await seekerWith({ desired_position: word, visibility: 'except', hidden_from_company_ids: [bob.companyId] });
    // Every one of these résumés in the sample, so that the sample's count is theirs.
    await db().execute(sql`insert into resume_search_sample
      select * from resume_search_documents where user_id = any(${sql.param(found)}::int[]) on conflict do nothing`);
    const counted = createResumesRepository(db());
    const estimated = createResumesRepository(db(), { estimateAbove: SAMPLE_EVERY });
    const input = (changes: Partial<SearchInput>): SearchInput => ({
      plan: textPlan(word, undefined),
      sort: 'relevance',
      page: 1,
      per_page: 2,
      ...changes,
    });
    for (const sort of ['relevance', 'fresh'] as const) {
      const pages = async (repo: typeof counted) => {
        const ids: number[] = [];
        for (const page of [1, 2, 3])
          ids.push(...(await repo.search(bob.companyId, input({ sort, page }))).items.map((card) => card.seeker_id));
        return ids;
      };
      const exact = await pages(counted);
      expect(exact.sort()).toEqual([...found].sort());
      expect(await pages(estimated)).toEqual(await pages(counted));
    }
    const one = await counted.search(bob.companyId, input({}));
    expect([one.total, one.totalRelation]).toEqual([5, 'eq']);
    const many = await estimated.search(bob.companyId, input({}));
    expect([many.total, many.totalRelation]).toEqual([estimatedAtLeast(5, SAMPLE_EVERY), 'gte']);
    expect(many.facets.city[0]).toEqual({ value: 'Москва', count: roundedDown(3 * SAMPLE_EVERY) });
    const moscow = await estimated.search(bob.companyId, input({ city: 'Москва', per_page: 10 }));
    expect(moscow.items.map((card) => card.seeker_id).sort()).toEqual([found[0], found[2], found[4]].sort());
    // Through the API, the estimate says so.
    const broadAnswer = await search(bob, `q=${encodeURIComponent(word)}`);
    expect(broadAnswer).toMatchObject({ total: 5 });
    expect(broadAnswer).not.toHaveProperty('total_relation');
  });
  it('past the estimate: the newest days the sample names hold the page, the same as the whole walk', async () => {
    const bob = await employer(ctx.app);
    const word = 'Спелеолог';
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) ids.push((await seekerWith({ desired_position: word })).user.id);
    // Saved on days 0, 0, 1, 1, 2, 2, … back: the window of the newest days is a part of the matches.
    for (const [i, id] of ids.entries())
      await db().execute(
        sql`update seeker_profiles set updated_at = now() - make_interval(days => ${Math.floor(i / 2)}) where user_id = ${id}`,
      );
    expect(
      (await db().execute(
        sql`select terms from resume_search_documents where user_id = ${ids[8] as number}`,
      )) as unknown,
    ).toMatchObject({
      rows: [
        { terms: expect.arrayContaining([`d:${new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10)}`]) },
      ],
    });
    await db().execute(sql`insert into resume_search_sample
      select * from resume_search_documents where user_id = any(${sql.param(ids)}::int[]) on conflict do nothing`);
    const counted = createResumesRepository(db());
    const windowed = createResumesRepository(db(), {
      estimateAbove: SAMPLE_EVERY,
      rankBlock: 2,
      windowMinSampled: 1,
    });
    const input = (changes: Partial<SearchInput>): SearchInput => ({
      plan: textPlan(word, undefined),
      sort: 'fresh',
      page: 1,
      per_page: 2,
      ...changes,
    });
    const pages = async (repo: typeof counted, sort: 'fresh' | 'relevance') => {
      const seen: number[] = [];
      for (const page of [1, 2, 3, 4, 5, 6])
        seen.push(...(await repo.search(bob.companyId, input({ sort, page }))).items.map((card) => card.seeker_id));
      return seen;
    };
    expect(await pages(windowed, 'fresh')).toEqual(await pages(counted, 'fresh'));
    // Relevance within blocks of two in freshness order: every résumé once, each block its two newest.
    const ranked = await pages(windowed, 'relevance');
    expect([...ranked].sort()).toEqual([...ids].sort());
    const fresh = await pages(counted, 'fresh');
    for (let block = 0; block < 9; block += 2)
      expect([...ranked.slice(block, block + 2)].sort()).toEqual([...fresh.slice(block, block + 2)].sort());
  });
});

describe('GET /employer/resumes/{seeker_id} and GET /profile/views', () => {
  it('anonymises until the seeker applies, records views, 404 when hidden', async () => {
    const bob = await employer(ctx.app);
    const carl = await employer(ctx.app);
    const ann = await seekerWith({ anonymous: true, visibility: 'except', hidden_from_company_ids: [carl.companyId] });
    const anonymous = ok<Record<string, unknown>>(await call(bob, 'GET', `/employer/resumes/${ann.user.id}`));
    expect(anonymous).toMatchObject({
      name: null,
      anonymous: true,
      contacts: null,
      work_experience: [{ company: null, position: 'Frontend developer' }],
    });
    expect((await call(carl, 'GET', `/employer/resumes/${ann.user.id}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/employer/resumes/99999999')).statusCode).toBe(404);

    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    ok(await call(ann, 'POST', `/vacancies/${vacancyId}/apply`, {}), 201);
    const revealed = ok<Record<string, unknown>>(await call(bob, 'GET', `/employer/resumes/${ann.user.id}`));
    expect(revealed).toMatchObject({
      name: 'Anna Smirnova',
      anonymous: false,
      contacts: { email: ann.email },
      work_experience: [{ company: 'Vector Labs' }],
    });

    const views = ok<{ items: Array<{ company: { id: number }; count: number }>; total_30d: number }>(
      await call(ann, 'GET', '/profile/views'),
    );
    expect(views.items).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: bob.companyId }), count: 2 }),
    ]);
    expect(views.total_30d).toBe(2);
  });
});

describe('invitations', () => {
  it('invites, notifies, and the seeker accepts into an application with the chat open', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWith();
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const sent = ok<InvitationDto>(
      await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, { vacancy_id: vacancyId, message: 'Join us' }),
      201,
    );
    expect(sent).toMatchObject({ status: 'pending', vacancy: { id: vacancyId } });
    const again = await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, {
      vacancy_id: vacancyId,
      message: 'Join us',
    });
    expect(again.statusCode).toBe(409);

    const [notified] = await ctx.database.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ann.user.id));
    expect(notified).toMatchObject({ link: '/invitations' });

    const list = ok<{ items: InvitationDto[] }>(await call(ann, 'GET', '/invitations?status=pending'));
    expect(list.items.map((item) => item.id)).toEqual([sent.id]);
    const application = ok<{ id: number; status: string }>(await call(ann, 'POST', `/invitations/${sent.id}/accept`));
    expect(application.status).toBe('invited');
    const [row] = await ctx.database.handle.db.select().from(applications).where(eq(applications.id, application.id));
    const [chat] = await ctx.database.handle.db
      .select()
      .from(chats)
      .where(eq(chats.id, row?.chatId ?? 0));
    expect(chat).toMatchObject({ seekerId: ann.user.id, companyId: bob.companyId });
    expect(ok<{ items: InvitationDto[] }>(await call(ann, 'GET', '/invitations')).items[0]).toMatchObject({
      status: 'accepted',
      application_id: application.id,
    });
    expect((await call(ann, 'POST', `/invitations/${sent.id}/accept`)).statusCode).toBe(409);
    expect((await call(ann, 'POST', `/invitations/${sent.id}/decline`, {})).statusCode).toBe(409);
  });

  it('declines with a reason the company sees; expires after 14 days', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWith();
    const [first, second] = [
      await vacancy(ctx.database.handle, bob.companyId),
      await vacancy(ctx.database.handle, bob.companyId),
    ];
    const a = ok<InvitationDto>(
      await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, { vacancy_id: first, message: 'Hi' }),
      201,
    );
    const b = ok<InvitationDto>(
      await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, { vacancy_id: second, message: 'Hi' }),
      201,
    );
    const bad = await call(ann, 'POST', `/invitations/${a.id}/decline`, { reason_code: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.reason_code');
    expect(ok(await call(ann, 'POST', `/invitations/${a.id}/decline`, { reason_code: 'salary' }))).toMatchObject({
      status: 'declined',
      reason_code: 'salary',
    });
    const resume = ok<{ invitations: InvitationDto[] }>(await call(bob, 'GET', `/employer/resumes/${ann.user.id}`));
    expect(resume.invitations.find((item) => item.id === a.id)).toMatchObject({
      status: 'declined',
      reason_code: 'salary',
    });

    await ctx.database.handle.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, b.id));
    expect(
      ok<{ items: InvitationDto[] }>(await call(ann, 'GET', '/invitations?status=expired')).items.map((i) => i.id),
    ).toEqual([b.id]);
    expect((await call(ann, 'POST', `/invitations/${b.id}/accept`)).statusCode).toBe(409);
  });

  it('is 404 for another company’s vacancy, a hidden résumé or another seeker’s invitation', async () => {
    const bob = await employer(ctx.app);
    const carl = await employer(ctx.app);
    const ann = await seekerWith({ visibility: 'except', hidden_from_company_ids: [carl.companyId] });
    const bobs = await vacancy(ctx.database.handle, bob.companyId);
    const carls = await vacancy(ctx.database.handle, carl.companyId);
    const other = await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, {
      vacancy_id: carls,
      message: 'x',
    });
    expect(other.statusCode).toBe(404);
    const hidden = await call(carl, 'POST', `/employer/resumes/${ann.user.id}/invite`, {
      vacancy_id: carls,
      message: 'x',
    });
    expect(hidden.statusCode).toBe(404);
    const sent = ok<InvitationDto>(
      await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, { vacancy_id: bobs, message: 'x' }),
      201,
    );
    const ben = await seeker(ctx.app);
    expect((await call(ben, 'POST', `/invitations/${sent.id}/accept`)).statusCode).toBe(404);
    const empty = await call(bob, 'POST', `/employer/resumes/${ann.user.id}/invite`, {
      vacancy_id: bobs,
      message: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('body.message');
  });

  it("shows the company's invitations in its pipeline with their own status, per vacancy and member", async () => {
    type PipelineDto = {
      items: Array<{
        id: number;
        status: string;
        vacancy: { id: number };
        seeker: { id: number; name: string | null; desired_position: string };
        reason_code: string | null;
        application_id: number | null;
        by: { id: number; name: string } | null;
      }>;
      total: number;
      counts: Record<string, number>;
    };
    const bob = await employer(ctx.app);
    const carl = await employer(ctx.app);
    const [ann, ben, cid, dan] = [
      await seekerWith(),
      await seekerWith({ anonymous: true }),
      await seekerWith(),
      await seekerWith(),
    ];
    const [first, second] = [
      await vacancy(ctx.database.handle, bob.companyId),
      await vacancy(ctx.database.handle, bob.companyId),
    ];
    // The second vacancy is Bob's to answer for; the first nobody's.
    await ctx.database.handle.db.update(vacancies).set({ responsibleUserId: null }).where(eq(vacancies.id, first));
    await ctx.database.handle.db
      .update(vacancies)
      .set({ responsibleUserId: bob.user.id })
      .where(eq(vacancies.id, second));
    const invite = async (who: Party, vacancyId: number) =>
      ok<InvitationDto>(
        await call(bob, 'POST', `/employer/resumes/${who.user.id}/invite`, { vacancy_id: vacancyId, message: 'Hi' }),
        201,
      ).id;
    const toAnn = await invite(ann, first);
    const toBen = await invite(ben, first);
    const toCid = await invite(cid, second);
    // The daily limit here is 3: the fourth, sent 15 days ago, is stored as it would be.
    const [old] = await ctx.database.handle.db
      .insert(invitations)
      .values({
        seekerId: dan.user.id,
        companyId: bob.companyId,
        vacancyId: second,
        invitedBy: bob.user.id,
        message: 'Hi',
        createdAt: new Date(Date.now() - 15 * 86_400_000),
        expiresAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: invitations.id });
    const toDan = old?.id ?? 0;
    ok(await call(ben, 'POST', `/invitations/${toBen}/decline`, { reason_code: 'location' }));
    const accepted = ok<{ id: number }>(await call(cid, 'POST', `/invitations/${toCid}/accept`));

    const all = ok<PipelineDto>(await call(bob, 'GET', '/employer/invitations'));
    expect(all.counts).toEqual({ pending: 1, accepted: 1, declined: 1, expired: 1 });
    expect(all.total).toBe(4);
    expect(all.items.map((item) => [item.id, item.status])).toEqual([
      [toCid, 'accepted'],
      [toBen, 'declined'],
      [toAnn, 'pending'],
      [toDan, 'expired'],
    ]);
    const byId = new Map(all.items.map((item) => [item.id, item]));
    expect(byId.get(toAnn)).toMatchObject({
      seeker: { id: ann.user.id, name: RESUME.name, desired_position: RESUME.desired_position },
      by: { id: bob.user.id },
      application_id: null,
    });
    // Anonymous until they answer by applying: no name; a decline keeps the reason.
    expect(byId.get(toBen)).toMatchObject({ seeker: { name: null }, reason_code: 'location' });
    expect(byId.get(toCid)?.application_id).toBe(accepted.id);

    const declined = ok<PipelineDto>(await call(bob, 'GET', `/employer/invitations?status=declined`));
    expect(declined.items.map((item) => item.id)).toEqual([toBen]);
    expect(declined.total).toBe(1);
    expect(declined.counts.pending).toBe(1);
    const ofFirst = ok<PipelineDto>(await call(bob, 'GET', `/employer/invitations?vacancy_id=${first}`));
    expect(ofFirst.counts).toEqual({ pending: 1, accepted: 0, declined: 1, expired: 0 });
    const bobs = ok<PipelineDto>(await call(bob, 'GET', `/employer/invitations?responsible_user_id=${bob.user.id}`));
    expect(bobs.items.map((item) => item.id).sort()).toEqual([toCid, toDan].sort());

    // Another company sees none of them, and another company's vacancy is a 404.
    expect(ok<PipelineDto>(await call(carl, 'GET', '/employer/invitations')).total).toBe(0);
    expect((await call(carl, 'GET', `/employer/invitations?vacancy_id=${first}`)).statusCode).toBe(404);
    const bad = await call(bob, 'GET', '/employer/invitations?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('query.status');
  });

  it('answers 429 past INVITATIONS_PER_COMPANY_PER_DAY', async () => {
    const bob = await employer(ctx.app);
    const seekers = [await seekerWith(), await seekerWith(), await seekerWith(), await seekerWith()];
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const statuses: number[] = [];
    for (const who of seekers) {
      const response = await call(bob, 'POST', `/employer/resumes/${who.user.id}/invite`, {
        vacancy_id: vacancyId,
        message: 'Hello',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const stored = await ctx.database.handle.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.companyId, bob.companyId)));
    expect(stored).toHaveLength(3);
    // The searchable résumés are rows with a document.
    const [profile] = await ctx.database.handle.db
      .select({ vector: seekerProfiles.searchVector })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, seekers[0]?.user.id ?? 0));
    expect(profile?.vector).toContain('frontend');
  });
});
