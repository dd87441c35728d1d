import type { VacancySearchResponse, VacancySummary } from '@jobs/contracts';
import { companies, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { ok } from '../../../__tests__/support/chat-helpers';
import { createSearchEngine, type SearchEngineOptions } from '../search-engine';
import { createSearchService, type SearchServiceOptions } from '../search.service';
import { seedSearchWorld, vacancyRow, type SearchWorld } from './search-fixtures';

const ctx = useTestApp();
let world: SearchWorld;

beforeAll(async () => {
  world = await seedSearchWorld(ctx.database.handle);
});

const search = async (query = ''): Promise<VacancySearchResponse> =>
  ok<VacancySearchResponse>(await ctx.app.inject({ method: 'GET', url: `/api/vacancies${query ? `?${query}` : ''}` }));

/** A search service over an engine of its own (other options than the app's). */
const serviceWith = (engine: SearchEngineOptions = {}, options: SearchServiceOptions = {}) =>
  createSearchService(ctx.database.handle.db, createSearchEngine(ctx.database.handle.db, engine), options);

const titles = (body: VacancySearchResponse) => body.items.map((item) => item.title);
const ids = (body: VacancySearchResponse) => body.items.map((item) => item.id);
const facet = (buckets: Array<{ value: string; count: number }>) =>
  Object.fromEntries(buckets.map((bucket) => [bucket.value, bucket.count]));

const badRequest = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/vacancies?${query}` });
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { error: { details: Array<{ field: string }> } }).error.details.map(
    (detail) => detail.field,
  );
};

describe('GET /vacancies: browsing and text search', () => {
  it('lists only published vacancies, newest first, with summaries (no long texts) and an exact total', async () => {
    const body = await search();
    expect(titles(body)).toEqual([
      'Fullstack engineer',
      'Frontend-разработчик (React)',
      'Продуктовый дизайнер',
      'Водитель-экспедитор',
      'Разработчик 1С (стажёр)',
      'Senior Backend Developer (Go)',
      'Python developer',
    ]);
    expect(body).toMatchObject({ total: 7, total_is_exact: true, page: 1, per_page: 20 });
    const frontend = body.items[1];
    expect(frontend).toMatchObject({
      id: world.ids.frontend,
      company: { id: world.companies.acme.id, name: 'Акме', logo: '/uploads/logos/acme.svg' },
      category: { slug: 'it', name_ru: 'Информационные технологии', name_en: 'Information technology' },
      city: 'Москва',
      salary_from: 200_000,
      salary_to: 300_000,
      currency: 'RUB',
      schedule: 'hybrid',
      skills: ['React', 'TypeScript'],
      language: 'ru',
    });
    expect(frontend).not.toHaveProperty('description');
    expect(typeof frontend?.published_at).toBe('string');
  });

  it('finds Russian word forms: "разработчики" finds "разработчик" (and the English "developer" after them)', async () => {
    const body = await search(`q=${encodeURIComponent('разработчики')}`);
    expect(titles(body).slice(0, 2).sort()).toEqual(['Frontend-разработчик (React)', 'Разработчик 1С (стажёр)']);
    expect(titles(body).slice(2).sort()).toEqual(['Python developer', 'Senior Backend Developer (Go)']);
    // Exactly this word (quoted): no other words of the same meaning.
    const exact = await search(`q=${encodeURIComponent('"разработчики"')}`);
    expect(titles(exact).sort()).toEqual(['Frontend-разработчик (React)', 'Разработчик 1С (стажёр)']);
  });

  it('finds English word forms: "developers" finds "developer" (title and description), then «разработчик»', async () => {
    const body = await search('q=developers');
    expect(titles(body).slice(0, 2).sort()).toEqual(['Python developer', 'Senior Backend Developer (Go)']);
    expect(titles(body).slice(2).sort()).toEqual(['Frontend-разработчик (React)', 'Разработчик 1С (стажёр)']);
  });

  it('tolerates a typo through trigram similarity: "разрабочик" finds the developers', async () => {
    const body = await search(`q=${encodeURIComponent('разрабочик')}`);
    expect(titles(body)).toEqual(expect.arrayContaining(['Frontend-разработчик (React)', 'Разработчик 1С (стажёр)']));
    expect(titles(body)).not.toContain('Водитель-экспедитор');
  });

  it('tolerates a typo in English too: "pyton developr"', async () => {
    const body = await search(`q=${encodeURIComponent('pyton developr')}`);
    expect(titles(body)[0]).toBe('Python developer');
  });

  it('searches skills and descriptions, ranks title matches first by relevance, and newest first by date', async () => {
    const relevance = await search('q=react');
    expect(titles(relevance)).toEqual(['Frontend-разработчик (React)', 'Fullstack engineer']);
    const byDate = await search('q=react&sort=date');
    expect(titles(byDate)).toEqual(['Fullstack engineer', 'Frontend-разработчик (React)']);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const body = await search(`q=${encodeURIComponent('космонавт')}`);
    expect(body).toMatchObject({ items: [], total: 0, total_is_exact: true });
    expect(body.facets.category).toEqual([]);
  });

  it('takes websearch syntax: quoted phrases and excluded words', async () => {
    expect(titles(await search(`q=${encodeURIComponent('developer -python')}`))).toEqual([
      'Senior Backend Developer (Go)',
    ]);
  });
});

describe('GET /vacancies: filters', () => {
  it('filters by category (slug)', async () => {
    const body = await search('category=design');
    expect(titles(body)).toEqual(['Продуктовый дизайнер']);
  });

  it('filters by city, and by city or remote', async () => {
    expect(ids(await search(`city=${encodeURIComponent('Москва')}`)).sort()).toEqual(
      [world.ids.frontend, world.ids.driver].sort(),
    );
    expect(ids(await search(`city=${encodeURIComponent('Москва')}&remote=true`)).sort()).toEqual(
      [world.ids.frontend, world.ids.driver, world.ids.goBackend, world.ids.python].sort(),
    );
    expect(ids(await search('remote=true')).sort()).toEqual([world.ids.goBackend, world.ids.python].sort());
  });

  it('takes a known city by any of its names (Moscow, мск) as the city stored under its Russian name', async () => {
    const inMoscow = [world.ids.frontend, world.ids.driver].sort();
    for (const name of ['Moscow', 'москва', 'мск', ' MSK ']) {
      expect(ids(await search(`city=${encodeURIComponent(name)}`)).sort()).toEqual(inMoscow);
    }
  });

  it('filters by salary from, comparing across currencies (roubles by default)', async () => {
    // 300 000 ₽, 7 000 € and 4 000 $ reach 250 000 ₽; a salary "from 150 000" does not.
    expect(ids(await search('salary_from=250000')).sort()).toEqual(
      [world.ids.frontend, world.ids.goBackend, world.ids.python].sort(),
    );
    expect(ids(await search('salary_from=3500&currency=USD')).sort()).toEqual(
      [world.ids.goBackend, world.ids.python].sort(),
    );
    expect(ids(await search('currency=EUR'))).toEqual([world.ids.goBackend]);
  });

  it('filters by experience, employment and schedule', async () => {
    expect(ids(await search('experience=none'))).toEqual([world.ids.onec]);
    expect(ids(await search('employment=part'))).toEqual([world.ids.python]);
    expect(ids(await search('schedule=remote')).sort()).toEqual([world.ids.goBackend, world.ids.python].sort());
  });

  it('filters by posting date', async () => {
    expect(ids(await search('posted_within_days=3')).sort()).toEqual(
      [world.ids.fullstack, world.ids.frontend, world.ids.designer].sort(),
    );
  });

  it('combines filters with the text query', async () => {
    expect(ids(await search('q=developer&schedule=remote&experience=6%2B'))).toEqual([world.ids.goBackend]);
  });
});

describe('GET /vacancies: facets', () => {
  it('counts every value over the published matches when nothing is chosen', async () => {
    const { facets } = await search();
    expect(facets.category).toEqual([
      { value: 'it', name_ru: 'Информационные технологии', name_en: 'Information technology', count: 5 },
      { value: 'design', name_ru: 'Дизайн', name_en: 'Design', count: 1 },
      { value: 'logistics', name_ru: 'Логистика', name_en: 'Logistics', count: 1 },
    ]);
    expect(facet(facets.city)).toEqual({ Москва: 2, Berlin: 2, Remote: 1, 'Санкт-Петербург': 1, Казань: 1 });
    expect(facet(facets.experience)).toEqual({ '1-3': 3, '3-6': 2, '6+': 1, none: 1 });
    expect(facet(facets.employment)).toEqual({ full: 5, part: 1, internship: 1 });
    expect(facet(facets.schedule)).toEqual({ office: 3, remote: 2, hybrid: 1, shift: 1 });
    expect(facets.posted_within_days).toEqual([
      { value: '1', count: 2 },
      { value: '3', count: 3 },
      { value: '7', count: 5 },
      { value: '30', count: 6 },
    ]);
  });

  it('counts each facet with the OTHER filters applied, not its own', async () => {
    const { facets, total } = await search('category=it&schedule=remote');
    expect(total).toBe(2);
    // Category counts see schedule=remote only: 2 remote IT vacancies, no other remote ones.
    expect(facet(facets.category)).toEqual({ it: 2 });
    // Schedule counts see category=it only: every IT vacancy by schedule.
    expect(facet(facets.schedule)).toEqual({ remote: 2, hybrid: 1, office: 2 });
    // The rest see both filters.
    expect(facet(facets.experience)).toEqual({ '6+': 1, '3-6': 1 });
    expect(facet(facets.city)).toEqual({ Berlin: 1, Remote: 1 });
  });

  it('counts facets over the text matches', async () => {
    const { facets } = await search(`q=${encodeURIComponent('"разработчик"')}`);
    expect(facet(facets.city)).toEqual({ Москва: 1, Казань: 1 });
    expect(facet(facets.experience)).toEqual({ '1-3': 1, none: 1 });
  });
});

describe('GET /vacancies: sorting and pagination', () => {
  it('sorts by salary in roubles, highest first, vacancies without a salary last', async () => {
    const body = await search('sort=salary');
    expect(ids(body)).toEqual([
      world.ids.goBackend, // 7 000 €
      world.ids.python, // 4 000 $
      world.ids.frontend, // 300 000 ₽
      world.ids.designer, // from 150 000 ₽
      world.ids.driver, // 100 000 ₽
      world.ids.fullstack, // none: newest id first among equals
      world.ids.onec,
    ]);
  });

  it('sorts by date without a text query even when relevance is asked for', async () => {
    expect(ids(await search('sort=relevance'))).toEqual(ids(await search('sort=date')));
  });

  it('pages through equal sort keys without repeating or skipping (ties broken by id)', async () => {
    const [company] = await ctx.database.handle.db.insert(companies).values({ name: 'Same Time Inc' }).returning();
    const at = new Date('2020-01-01T00:00:00Z');
    const inserted = await ctx.database.handle.db
      .insert(vacancies)
      .values(
        Array.from({ length: 23 }, (_, i) =>
          vacancyRow(company?.id as number, { title: `Кладовщик ${i}`, publishedAt: at, city: 'Тверь' }),
        ),
      )
      .returning({ id: vacancies.id });
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await search(`city=${encodeURIComponent('Тверь')}&sort=date&per_page=7&page=${page}`);
      expect(body.total).toBe(23);
      seen.push(...ids(body));
    }
    expect(seen).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
    // The same page twice is the same page.
    const again = await search(`city=${encodeURIComponent('Тверь')}&sort=date&per_page=7&page=2`);
    expect(ids(again)).toEqual(seen.slice(7, 14));
    // Past the end: an empty page with the total.
    const past = await search(`city=${encodeURIComponent('Тверь')}&per_page=7&page=5`);
    expect(past).toMatchObject({ items: [], total: 23, page: 5 });
  });

  it('counts and facets follow every vacancy change at once', async () => {
    const before = await search('category=logistics');
    expect(before.total).toBe(1);
    expect(ids(await search('category=logistics&sort=salary'))).toEqual(ids(before));
    const [row] = await ctx.database.handle.db
      .insert(vacancies)
      .values(
        vacancyRow(world.companies.acme.id, {
          title: 'Кладовщик',
          categoryId: world.categories.logistics.id,
          city: 'Казань',
        }),
      )
      .returning({ id: vacancies.id });
    const after = await search('category=logistics');
    expect(after.total).toBe(2);
    expect(facet(after.facets.city)).toEqual({ Москва: 1, Казань: 1 });
    await ctx.database.handle.db
      .update(vacancies)
      .set({ status: 'archived' })
      .where(eq(vacancies.id, row?.id ?? 0));
    expect((await search('category=logistics')).total).toBe(1);
  });

  it('orders filtered text matches as the unfiltered ranking orders them', async () => {
    const repo = serviceWith();
    for (const [q, filters, keep] of [
      ['разработчик', { city: 'Москва' }, (item: VacancySummary) => item.city === 'Москва'],
      ['developer', { remote: true }, (item: VacancySummary) => item.schedule === 'remote'],
    ] as const) {
      const all = await repo.search({ q }, 'relevance', 1, 100);
      const filtered = await repo.search({ q, ...filters }, 'relevance', 1, 100);
      expect(filtered.items.map((item) => item.id)).toEqual(all.items.filter(keep).map((item) => item.id));
    }
  });

  it('ranks only the best candidates by a cheap score in SQL, and the same page either way when they cover it', async () => {
    const few = serviceWith({ rankCandidates: 1 });
    const many = serviceWith({ rankCandidates: 1000 });
    for (const page of [1, 2]) {
      const a = await few.search({ q: 'developer' }, 'relevance', page, 2);
      const b = await many.search({ q: 'developer' }, 'relevance', page, 2);
      expect(a.total).toBe(b.total);
      expect(new Set(a.items.map((item) => item.id)).size).toBe(a.items.length);
    }
    // The first page's candidates are the page itself: ranked the same.
    const top = await serviceWith({ rankCandidates: 1 }).search({ q: 'developer' }, 'relevance', 1, 1000);
    const full = await many.search({ q: 'developer' }, 'relevance', 1, 1000);
    expect(top.items.map((item) => item.id)).toEqual(full.items.map((item) => item.id));
  });

  it('stops counting at the cap and then estimates the total (not exact)', async () => {
    const repo = serviceWith({}, { exactTotalCap: 3 });
    const capped = await repo.search({}, 'date', 1, 2);
    expect(capped.totalIsExact).toBe(false);
    expect(capped.total).toBeGreaterThan(3);
    expect(capped.items).toHaveLength(2);
    const exact = await repo.search({ experience: 'none' }, 'date', 1, 2);
    expect(exact).toMatchObject({ total: 1, totalIsExact: true });
  });
});

describe('GET /vacancies: bad parameters', () => {
  it.each([
    ['page=0', 'query.page'],
    ['page=abc', 'query.page'],
    ['per_page=51', 'query.per_page'],
    ['per_page=0', 'query.per_page'],
    ['salary_from=-1', 'query.salary_from'],
    ['salary_from=lots', 'query.salary_from'],
    ['sort=cheapest', 'query.sort'],
    ['experience=junior', 'query.experience'],
    ['employment=gig', 'query.employment'],
    ['schedule=night', 'query.schedule'],
    ['currency=GBP', 'query.currency'],
    ['remote=maybe', 'query.remote'],
    ['posted_within_days=0', 'query.posted_within_days'],
    ['category=Not%20A%20Slug', 'query.category'],
    [`q=${'a'.repeat(201)}`, 'query.q'],
  ])('%s → 400 naming %s', async (query, field) => {
    expect(await badRequest(query)).toEqual([field]);
  });

  it('answers 400 naming the category for an unknown category', async () => {
    expect(await badRequest('category=astronauts')).toEqual(['query.category']);
  });
});
