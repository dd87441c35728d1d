import type { CategoriesResponse, VacancySearchResponse } from '@jobs/contracts';
import { categories, vacancies } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../app';
import { ok } from '../../../__tests__/support/chat-helpers';
import { createTestDatabase, onPostgres, testConfig, type TestDatabase } from '../../../__tests__/support/harness';
import { createSearchEngine, type EngineIndex, type IndexRefresh, type SearchEngineOptions } from '../search-engine';
import { textPlan, type TextPlan } from '../search.sql';
import { createSearchService } from '../search.service';
import { seedSearchWorld, vacancyRow, type SearchWorld } from './search-fixtures';

// The app builds its own search engine: which way its index was refreshed shows in the SQL it
// runs (the index rows of every published vacancy, or of the changed ones only).
const queries: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let world: SearchWorld;

beforeAll(async () => {
  database = await createTestDatabase((query) => queries.push(query));
  app = await buildApp({ config: testConfig(), database: database.handle });
  await app.ready();
  world = await seedSearchWorld(database.handle);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** The index refreshes the app ran since the last call: 'full' or 'incremental', in order. */
const refreshes = (): string[] => {
  const kinds = queries
    .filter((query) => query.includes('as published_ms'))
    .map((query) => (query.includes('= any(') ? 'incremental' : 'full'));
  queries.length = 0;
  return kinds;
};

const search = async (query = ''): Promise<VacancySearchResponse> =>
  ok<VacancySearchResponse>(await app.inject({ method: 'GET', url: `/api/vacancies${query ? `?${query}` : ''}` }));
const ids = (body: VacancySearchResponse) => body.items.map((item) => item.id);
const facet = (buckets: Array<{ value: string; count: number }>) =>
  Object.fromEntries(buckets.map((bucket) => [bucket.value, bucket.count]));

const db = () => database.handle.db;
/** A search service over an engine of its own (told of its refreshes). */
const serviceWith = (options: SearchEngineOptions) => createSearchService(db(), createSearchEngine(db(), options));
const update = (id: number, set: Partial<typeof vacancies.$inferInsert>) =>
  db().update(vacancies).set(set).where(eq(vacancies.id, id));
const version = async () =>
  Number(
    ((await db().execute(sql`select v from search_version`)) as unknown as { rows: Array<{ v: string }> }).rows[0]?.v,
  );

describe('search index refresh after vacancy writes', () => {
  it('loads the whole index on the first search', async () => {
    refreshes();
    expect((await search()).total).toBe(7);
    expect(refreshes()).toEqual(['full']);
    await search('sort=salary');
    expect(refreshes()).toEqual([]);
  });

  it('shows a just-published vacancy in the very next search, patching the index', async () => {
    await update(world.ids.draft, { status: 'published', publishedAt: new Date() });
    const body = await search();
    expect(ids(body)[0]).toBe(world.ids.draft);
    expect(body.total).toBe(8);
    expect(refreshes()).toEqual(['incremental']);
  });

  it('follows an edit of the city', async () => {
    await update(world.ids.draft, { city: 'Тверь' });
    expect(ids(await search(`city=${encodeURIComponent('Тверь')}`))).toEqual([world.ids.draft]);
    expect(refreshes()).toEqual(['incremental']);
    expect(facet((await search()).facets.city)).toMatchObject({ Тверь: 1, Москва: 2 });
  });

  it('follows an edit of the salary (filter and salary order)', async () => {
    await update(world.ids.draft, { salaryFrom: 900_000, salaryTo: 1_000_000 });
    expect(ids(await search('sort=salary'))[0]).toBe(world.ids.draft);
    expect(ids(await search('salary_from=950000'))).toEqual([world.ids.draft]);
    expect(refreshes()).toEqual(['incremental']);
  });

  it('follows an edit of the category (filter and facet)', async () => {
    await update(world.ids.draft, { categoryId: world.categories.design.id });
    const body = await search('category=design');
    expect(ids(body).sort()).toEqual([world.ids.designer, world.ids.draft].sort());
    // The category facet counts without its own filter: the vacancy moved from IT (6 → 5) to design.
    expect(facet(body.facets.category)).toEqual({ it: 5, design: 2, logistics: 1 });
    expect(refreshes()).toEqual(['incremental']);
    const listed = ok<CategoriesResponse>(await app.inject({ method: 'GET', url: '/api/categories' }));
    expect(listed.items.find((category) => category.slug === 'design')?.count).toBe(2);
    expect(refreshes()).toEqual([]);
  });

  it('drops an unpublished vacancy from the very next search', async () => {
    await update(world.ids.draft, { status: 'archived' });
    const body = await search();
    expect(ids(body)).not.toContain(world.ids.draft);
    expect(body.total).toBe(7);
    expect(refreshes()).toEqual(['incremental']);
  });

  it('drops a deleted vacancy, and takes a new one, in the very next search', async () => {
    await db().delete(vacancies).where(eq(vacancies.id, world.ids.driver));
    const [added] = await db()
      .insert(vacancies)
      .values(vacancyRow(world.companies.acme.id, { title: 'Кладовщик', city: 'Казань', daysAgo: 0.1 }))
      .returning({ id: vacancies.id });
    const body = await search();
    expect(ids(body)).not.toContain(world.ids.driver);
    expect(ids(body)[0]).toBe(added?.id);
    expect(body.total).toBe(7);
    // Two versions (two statements), one refresh.
    expect(refreshes()).toEqual(['incremental']);
  });

  it('does not move the version when no searched column changed', async () => {
    const before = await version();
    await update(world.ids.frontend, { conditions: 'Free lunch', viewsCount: 10 });
    expect(await version()).toBe(before);
    await search();
    expect(refreshes()).toEqual([]);
  });

  it('reloads the whole index after a category write (the log says "everything")', async () => {
    await db().update(categories).set({ nameEn: 'Info tech' }).where(eq(categories.id, world.categories.it.id));
    const body = await search();
    expect(body.facets.category.find((bucket) => bucket.value === 'it')?.name_en).toBe('Info tech');
    expect(refreshes()).toEqual(['full']);
  });

  it('reloads the whole index when the change log no longer reaches back to the index version', async () => {
    await update(world.ids.onec, { city: 'Самара' });
    await update(world.ids.onec, { city: 'Уфа' });
    // As pruning would: the first of the two versions is gone.
    await db().execute(sql`delete from vacancy_search_changes where version = (select v - 1 from search_version)`);
    expect(ids(await search(`city=${encodeURIComponent('Уфа')}`))).toEqual([world.ids.onec]);
    expect(refreshes()).toEqual(['full']);
  });

  it('reloads the whole index when more vacancies changed than a patch takes', async () => {
    const seen: IndexRefresh[] = [];
    const repo = serviceWith({ incrementalMax: 1, incrementalMin: 1, onRefresh: (r) => seen.push(r) });
    await repo.search({}, 'date', 1, 20);
    await update(world.ids.onec, { experience: '6+' });
    expect((await repo.search({ experience: '6+' }, 'date', 1, 20)).items.map((item) => item.id)).toContain(
      world.ids.onec,
    );
    await update(world.ids.onec, { experience: 'none' });
    await update(world.ids.python, { experience: 'none' });
    expect((await repo.search({ experience: 'none' }, 'date', 1, 20)).items.map((item) => item.id).sort()).toEqual(
      [world.ids.onec, world.ids.python].sort(),
    );
    expect(seen.map((r) => [r.kind, r.changed])).toEqual([
      ['full', undefined],
      ['incremental', 1],
      ['full', undefined],
    ]);
  });

  it('shares one refresh between concurrent searches', async () => {
    const seen: IndexRefresh[] = [];
    const repo = serviceWith({ onRefresh: (r) => seen.push(r) });
    await repo.search({}, 'date', 1, 20);
    await update(world.ids.python, { schedule: 'office' });
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => repo.search({ schedule: 'office' }, 'date', 1, 20)),
    );
    for (const page of pages) expect(page.items.map((item) => item.id)).toContain(world.ids.python);
    expect(seen.map((r) => r.kind)).toEqual(['full', 'incremental']);
  });

  it('matches text on the documents of exactly the published vacancies, following every write (migration 0017)', async () => {
    const found = async (q: string) => ids(await search(`q=${encodeURIComponent(q)}&literal=true`));
    const { frontend } = world.ids;
    const [{ title } = { title: '' }] = await db()
      .select({ title: vacancies.title })
      .from(vacancies)
      .where(eq(vacancies.id, frontend));
    await update(frontend, { title: 'Кондитер' });
    expect(await found('кондитер')).toEqual([frontend]);
    expect(await found('frontend')).not.toContain(frontend);
    await update(frontend, { status: 'archived' });
    expect(await found('кондитер')).toEqual([]);
    await update(frontend, { status: 'published', title });
    expect(await found('кондитер')).toEqual([]);
    expect(await found('frontend')).toContain(frontend);
    // Each published vacancy has its vector as its document, and nothing else has one.
    const [mismatch] = (
      (await db().execute(
        sql`select count(*)::int as n from (select id, search_vector from vacancies where status = 'published') v
              full join vacancy_search_documents d on d.vacancy_id = v.id
            where v.id is null or d.vacancy_id is null or d.document <> v.search_vector`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(mismatch?.n).toBe(0);
  });
});

describe("the engine's caches", () => {
  /** The statements `run` sends. */
  const statementsOf = async (run: () => Promise<unknown>): Promise<number> => {
    queries.length = 0;
    await run();
    const sent = queries.length;
    queries.length = 0;
    return sent;
  };
  const idsOf = (current: EngineIndex, rows: Int32Array) => Array.from(rows, (row) => current.ids[row]);

  it("keeps a query's text matches per search version, and finds them anew once a write moved it", async () => {
    const engine = createSearchEngine(db());
    let current = await engine.current();
    const plan = textPlan('kettlebell', await engine.vocabularyOf(current));
    expect(idsOf(current, await engine.matchesOf(current, plan))).toEqual([]);
    expect(await statementsOf(() => engine.matchesOf(current, plan))).toBe(0);
    await update(world.ids.frontend, { description: 'Kettlebell training included.' });
    current = await engine.current();
    expect(idsOf(current, await engine.matchesOf(current, plan))).toEqual([world.ids.frontend]);
    expect(await statementsOf(() => engine.matchesOf(current, plan))).toBe(0);
    await update(world.ids.frontend, { description: 'Разрабатываем личный кабинет на React и TypeScript.' });
  });

  it('forgets the oldest query past its size', async () => {
    const engine = createSearchEngine(db(), { summaryCacheSize: 1 });
    const current = await engine.current();
    const [go, python] = ['go', 'python'].map((q) => textPlan(q, undefined)) as [TextPlan, TextPlan];
    const found = idsOf(current, await engine.matchesOf(current, go));
    await engine.matchesOf(current, python);
    // As the next requests would: plans of their own (a plan's printed query is read once per plan).
    expect(await statementsOf(() => engine.matchesOf(current, textPlan('python', undefined)))).toBe(0);
    expect(await statementsOf(() => engine.matchesOf(current, textPlan('go', undefined)))).toBeGreaterThan(0);
    expect(idsOf(current, await engine.matchesOf(current, go))).toEqual(found);
  });

  it('keeps a list per search version for its time to live', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    const engine = createSearchEngine(db());
    let current = await engine.current();
    expect(await engine.byVersion(current, 'list', compute)).toBe(1);
    expect(await engine.byVersion(current, 'list', compute)).toBe(1);
    await update(world.ids.frontend, { city: 'Тула' });
    current = await engine.current();
    expect(await engine.byVersion(current, 'list', compute)).toBe(2);
    const fleeting = createSearchEngine(db(), { summaryTtlMs: 0 });
    current = await fleeting.current();
    await fleeting.byVersion(current, 'list', compute);
    expect(await fleeting.byVersion(current, 'list', compute)).toBe(4);
    await update(world.ids.frontend, { city: 'Москва' });
  });
});

// PGlite has one connection, and drizzle holds it for a whole transaction: no reader can run while
// a writer's transaction is open, so the window these tests look at does not exist there.
describe.skipIf(!onPostgres)('search version and open write transactions (PostgreSQL: two connections)', () => {
  const connect = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return client;
  };

  it('does not cache a stale index under the version of a transaction that has not committed', async () => {
    const writer = await connect();
    try {
      await search();
      refreshes();
      const before = await version();
      await writer.query('begin');
      await writer.query(`update vacancies set status = 'published', published_at = now() where id = $1`, [
        world.ids.archived,
      ]);
      // The writer's version is not visible yet: the reader keeps the index it has.
      expect(await version()).toBe(before);
      expect(ids(await search())).not.toContain(world.ids.archived);
      expect(refreshes()).toEqual([]);
      await writer.query('commit');
      // The commit makes the new version visible, and the very next search has the vacancy.
      expect(await version()).toBe(before + 1);
      expect(ids(await search())[0]).toBe(world.ids.archived);
      expect(refreshes()).toEqual(['incremental']);
    } finally {
      await writer.end();
    }
  });

  it('orders the versions of concurrent writers by commit', async () => {
    const [first, second] = [await connect(), await connect()];
    try {
      await search();
      refreshes();
      const before = await version();
      await first.query('begin');
      await first.query(`update vacancies set city = 'Омск' where id = $1`, [world.ids.fullstack]);
      await second.query('begin');
      const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      // Waits on the version row until the first writer commits.
      const blocked = second.query(`update vacancies set city = 'Омск' where id = $1`, [world.ids.goBackend]);
      // Until PostgreSQL shows it waiting for the first writer's lock (no fixed sleep).
      await expect
        .poll(
          async () =>
            (
              await (database.handle.raw as pg.Pool).query<{ wait_event_type: string | null }>(
                'select wait_event_type from pg_stat_activity where pid = $1',
                [secondPid],
              )
            ).rows[0]?.wait_event_type,
        )
        .toBe('Lock');
      expect(ids(await search(`city=${encodeURIComponent('Омск')}`))).toEqual([]);
      await first.query('commit');
      await blocked;
      expect(await version()).toBe(before + 1);
      expect(ids(await search(`city=${encodeURIComponent('Омск')}`))).toEqual([world.ids.fullstack]);
      await second.query('commit');
      expect(ids(await search(`city=${encodeURIComponent('Омск')}`)).sort()).toEqual(
        [world.ids.fullstack, world.ids.goBackend].sort(),
      );
      const log = (
        await first.query<{ version: string; vacancy_id: number }>(
          'select version, vacancy_id from vacancy_search_changes where version > $1 order by version',
          [before],
        )
      ).rows.map((row) => [Number(row.version) - before, row.vacancy_id]);
      expect(log).toEqual([
        [1, world.ids.fullstack],
        [2, world.ids.goBackend],
      ]);
      expect(refreshes()).toEqual(['incremental', 'incremental']);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});
