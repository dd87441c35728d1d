import { categories, vacancies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { employer, ok, present, seeker, type Employer, type Party } from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();

type Reason = { kind: string; matched: string[]; total: number | null; text: string };
type Item = { vacancy: { id: number; title: string; company: { id: number } }; score: number; reasons: Reason[] };
type Answer = { items: Item[]; personalized: boolean; dismissed: number };

const recommendations = async (who: { token: string }, query = 'locale=en') =>
  ok<Answer>(await ctx.app.inject({ method: 'GET', url: `/api/recommendations?${query}`, headers: bearer(who.token) }));
const putProfile = async (who: { token: string }, payload: Record<string, unknown>) =>
  ok(await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(who.token), payload }));
const dismiss = (who: { token: string }, id: number | string, method: 'POST' | 'DELETE' = 'POST') =>
  ctx.app.inject({ method, url: `/api/recommendations/${id}/dismiss`, headers: bearer(who.token) });

type VacancyValues = Partial<typeof vacancies.$inferInsert>;
let acme: Employer;
let globex: Employer;
let itCategory: number;
let salesCategory: number;

const addVacancy = async (companyId: number, values: VacancyValues): Promise<number> => {
  const [row] = await ctx.database.handle.db
    .insert(vacancies)
    .values({
      companyId,
      title: 'Vacancy',
      description: 'A job.',
      city: 'Москва',
      experience: '1-3',
      employment: 'full',
      schedule: 'office',
      status: 'published',
      publishedAt: new Date(),
      ...values,
    })
    .returning({ id: vacancies.id });
  return present(row, 'vacancy').id;
};

const ids = (answer: Answer) => answer.items.map((item) => item.vacancy.id);
const itemOf = (answer: Answer, id: number) =>
  present(
    answer.items.find((item) => item.vacancy.id === id),
    'item',
  );

let v: Record<'react' | 'reactRemote' | 'go' | 'sales' | 'draft' | 'kazan', number>;

beforeAll(async () => {
  acme = await employer(ctx.app);
  globex = await employer(ctx.app);
  const inserted = await ctx.database.handle.db
    .insert(categories)
    .values([
      { slug: 'it-rec', nameRu: 'ИТ', nameEn: 'IT' },
      { slug: 'sales-rec', nameRu: 'Продажи', nameEn: 'Sales' },
    ])
    .returning({ id: categories.id });
  itCategory = present(inserted[0]).id;
  salesCategory = present(inserted[1]).id;
  v = {
    react: await addVacancy(acme.companyId, {
      title: 'Frontend developer (React)',
      skills: ['React', 'TypeScript', 'Redux', 'CSS'],
      categoryId: itCategory,
      salaryFrom: 260000,
      salaryTo: 320000,
      experience: '3-6',
    }),
    reactRemote: await addVacancy(globex.companyId, {
      title: 'React engineer',
      skills: ['React', 'JavaScript'],
      categoryId: itCategory,
      schedule: 'remote',
      city: 'Новосибирск',
      salaryFrom: 150000,
      salaryTo: 200000,
    }),
    go: await addVacancy(globex.companyId, {
      title: 'Backend developer (Go)',
      skills: ['Go', 'PostgreSQL', 'Kafka'],
      categoryId: itCategory,
    }),
    sales: await addVacancy(acme.companyId, {
      title: 'Sales manager',
      skills: ['CRM', 'Negotiation'],
      categoryId: salesCategory,
    }),
    draft: await addVacancy(acme.companyId, {
      title: 'React developer (draft)',
      skills: ['React', 'TypeScript'],
      status: 'draft',
      publishedAt: null,
    }),
    kazan: await addVacancy(acme.companyId, { title: 'Warehouse worker', city: 'Казань', skills: ['Forklift'] }),
  };
});

describe('GET /recommendations', () => {
  let ann: Party;
  beforeAll(async () => {
    ann = await seeker(ctx.app);
    await putProfile(ann, {
      name: 'Ann',
      desired_position: 'Frontend developer',
      city: 'Москва',
      salary_expectation: 250000,
      schedule: 'remote',
      experience: '3-6',
      skills: ['React', 'TypeScript', 'CSS', 'Figma', 'Jest'],
    });
  });

  it('ranks vacancies by the résumé and explains each, in words and as data', async () => {
    const answer = await recommendations(ann);
    expect(answer.personalized).toBe(true);
    expect(ids(answer)[0]).toBe(v.react);
    expect(ids(answer)).toContain(v.reactRemote);
    expect(ids(answer)).not.toContain(v.draft);
    expect(ids(answer)).not.toContain(v.kazan);
    // In her city, but not her occupation: a sales job is no recommendation for a frontend developer.
    expect(ids(answer)).not.toContain(v.sales);
    const top = itemOf(answer, v.react);
    expect(top.reasons).toEqual(
      expect.arrayContaining([
        {
          kind: 'skills',
          matched: ['React', 'TypeScript', 'CSS'],
          total: 5,
          text: 'Matches 3 of your 5 skills: React, TypeScript, CSS',
        },
        expect.objectContaining({ kind: 'position', text: 'Close to your desired position “Frontend developer”' }),
        expect.objectContaining({ kind: 'city', text: 'In your city: Москва' }),
        expect.objectContaining({ kind: 'salary', text: 'Salary from 260\u00a0000\u00a0₽ meets your expectation' }),
        expect.objectContaining({ kind: 'experience' }),
      ]),
    );
    expect(itemOf(answer, v.reactRemote).reasons).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'remote', text: 'Remote, as you prefer' })]),
    );
    const scores = answer.items.map((item) => item.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('speaks Russian when asked', async () => {
    const top = itemOf(await recommendations(ann, 'locale=ru'), v.react);
    expect(top.reasons.map((reason) => reason.text)).toEqual(
      expect.arrayContaining(['Совпадают 3 из 5 ваших навыков: React, TypeScript, CSS', 'В вашем городе: Москва']),
    );
  });

  it('follows the résumé: new skills bring other vacancies and other reasons', async () => {
    const bob = await seeker(ctx.app);
    await putProfile(bob, { name: 'Bob', skills: ['React'] });
    expect(ids(await recommendations(bob))).not.toContain(v.go);
    await putProfile(bob, { name: 'Bob', skills: ['Go', 'Kafka'] });
    const answer = await recommendations(bob);
    expect(ids(answer)[0]).toBe(v.go);
    expect(ids(answer)).not.toContain(v.react);
    expect(itemOf(answer, v.go).reasons[0]?.text).toBe('Matches 2 of your 2 skills: Go, Kafka');
  });

  it('goes by the city, schedule and salary alone when the résumé names no skill or position', async () => {
    const cat = await seeker(ctx.app);
    await putProfile(cat, { name: 'Cat', city: 'Казань' });
    const answer = await recommendations(cat);
    expect(answer.personalized).toBe(true);
    expect(ids(answer)).toContain(v.kazan);
    expect(itemOf(answer, v.kazan).reasons.map((reason) => reason.kind)).toEqual(['city']);
    expect(ids(answer)).not.toContain(v.sales);
  });

  it('lists fresh vacancies, unexplained, for an empty résumé', async () => {
    const answer = await recommendations(await seeker(ctx.app));
    expect(answer.personalized).toBe(false);
    expect(ids(answer)).toEqual(expect.arrayContaining([v.react, v.sales, v.go]));
    expect(answer.items.every((item) => item.reasons.length === 0)).toBe(true);
  });

  it('honours limit and answers 400 naming a bad one', async () => {
    expect((await recommendations(ann, 'limit=1')).items).toHaveLength(1);
    for (const query of ['limit=0', 'limit=51', 'limit=abc']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/recommendations?${query}`,
        headers: bearer(ann.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('query.limit');
    }
  });

  it('is for signed-in seekers only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recommendations' })).statusCode).toBe(401);
    const bob = await employer(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/recommendations', headers: bearer(bob.token) })).statusCode,
    ).toBe(403);
    expect((await dismiss(bob, v.react)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/recommendations/${v.react}/dismiss` })).statusCode).toBe(
      401,
    );
  });
});

describe('not interested', () => {
  it('leaves the vacancy out, ranks its company lower, and undoes', async () => {
    const cat = await seeker(ctx.app);
    await putProfile(cat, { name: 'Cat', skills: ['React', 'TypeScript', 'JavaScript'] });
    const before = await recommendations(cat);
    expect(ids(before)).toEqual(expect.arrayContaining([v.react, v.reactRemote]));
    const remoteScore = itemOf(before, v.reactRemote).score;

    ok(await dismiss(cat, v.react));
    ok(await dismiss(cat, v.react)); // twice is fine
    const after = await recommendations(cat);
    expect(ids(after)).not.toContain(v.react);
    expect(after.dismissed).toBe(1);
    // Same category, other company: a little lower than before.
    expect(itemOf(after, v.reactRemote).score).toBeLessThan(remoteScore);

    ok(await dismiss(cat, v.react, 'DELETE'));
    const undone = await recommendations(cat);
    expect(ids(undone)).toContain(v.react);
    expect(undone.dismissed).toBe(0);
    expect(itemOf(undone, v.reactRemote).score).toBe(remoteScore);
  });

  it('keeps one seeker’s dismissals to themselves', async () => {
    const dan = await seeker(ctx.app);
    const eve = await seeker(ctx.app);
    for (const who of [dan, eve]) await putProfile(who, { name: 'X', skills: ['React'] });
    ok(await dismiss(dan, v.react));
    expect(ids(await recommendations(dan))).not.toContain(v.react);
    expect(ids(await recommendations(eve))).toContain(v.react);
  });

  it('answers 404 for a vacancy that is not published, 400 for a bad id', async () => {
    const fay = await seeker(ctx.app);
    expect((await dismiss(fay, v.draft)).statusCode).toBe(404);
    expect((await dismiss(fay, 99_999_999)).statusCode).toBe(404);
    const bad = await dismiss(fay, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.vacancyId');
    expect((await dismiss(fay, 0, 'DELETE')).statusCode).toBe(400);
  });
});
