import { vacancies } from '@jobs/server-db';
import { eq, inArray, sql } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { createSearchEngine, inSample, SAMPLE_EVERY, type SearchEngineOptions } from '../search-engine';
import { estimatedAtLeast, roundedDown } from '../../../lib/rounded-down';
import { createSearchService, facetTerms } from '../search.service';
import type { SearchFilters } from '../search.index';
import { matchingIds, matchingIdsWith, sampledIds } from '../search-engine.repository';
import { textPlan } from '../search.sql';
import { decodeIds, idsOfRows, rowsOfIds } from '../text-match';
import { seedSearchWorld, vacancyRow, type SearchWorld } from './search-fixtures';

// Broad queries (issue 29): past `estimateAbove` the sample of the documents (migration 0039)
// gives the total and the facets, and the page is found by testing rows in its order. The pages
// must be the ones the whole match set gives; here every query is "broad" (estimateAbove 1), and
// every document is in the sample (the test fills the sample table with all of them).
const ctx = useTestApp();
let world: SearchWorld;

beforeAll(async () => {
  world = await seedSearchWorld(ctx.database.handle);
  await ctx.database.handle.db.execute(
    sql`insert into vacancy_search_sample (vacancy_id, document)
        select vacancy_id, document from vacancy_search_documents on conflict (vacancy_id) do nothing`,
  );
});

const services = (
  estimateAbove: number,
  rankCandidates?: number,
  pageWay?: SearchEngineOptions['pageWay'],
  postingsPerVisit?: number,
) => {
  const db = ctx.database.handle.db;
  const engine = createSearchEngine(db, {
    sampled: () => true,
    ...(rankCandidates === undefined ? {} : { rankCandidates }),
    ...(pageWay === undefined ? {} : { pageWay }),
    // Windows of a day or two in this small world: one sampled match is enough to place one.
    windowMinSampled: 1,
  });
  return createSearchService(db, engine, { estimateAbove, ...(postingsPerVisit ? { postingsPerVisit } : {}) });
};

const cases: Array<[string, SearchFilters]> = [
  ['developer', {}],
  ['разработчик', {}],
  ['react', {}],
  ['developer', { city: 'Москва' }],
  ['developer', { experience: '3-6' }],
  ['developer', { schedule: 'remote', salary_from: 100_000 }],
  ['engineer', {}],
];

describe('broad queries: estimated totals, the same pages', () => {
  it('keeps the sample rule of migration 0039: every 64th id, kept by a trigger', async () => {
    expect(SAMPLE_EVERY).toBe(64);
    expect([0, 1, 63, 64, 65, 128].map(inSample)).toEqual([true, false, false, true, false, true]);
    const db = ctx.database.handle.db;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    // Vacancies 6400 (sampled) and 6401 (not), published: the sampled one's document is in the
    // sample; changed, the sample follows; unpublished, it leaves.
    const companyId = world.companies.acme.id;
    await db.insert(vacancies).values([
      { ...vacancyRow(companyId, { title: 'Sampled welder' }), id: 6400 },
      { ...vacancyRow(companyId, { title: 'Unsampled welder' }), id: 6401 },
    ]);
    const sampleOf = async (id: number) =>
      (await rows(sql`select document::text as document from vacancy_search_sample where vacancy_id = ${id}`))[0]?.[
        'document'
      ];
    expect(await sampleOf(6400)).toContain('welder');
    expect(await sampleOf(6401)).toBeUndefined();
    await db.update(vacancies).set({ title: 'Sampled plumber' }).where(eq(vacancies.id, 6400));
    expect(await sampleOf(6400)).toContain('plumber');
    await db.update(vacancies).set({ status: 'archived' }).where(eq(vacancies.id, 6400));
    expect(await sampleOf(6400)).toBeUndefined();
    await db.delete(vacancies).where(inArray(vacancies.id, [6400, 6401]));
    const sampled = await rows(sql`select vacancy_id from vacancy_search_sample where vacancy_id % 64 = 0`);
    const documents = await rows(sql`select vacancy_id from vacancy_search_documents where vacancy_id % 64 = 0`);
    expect(sampled.map((row) => Number(row['vacancy_id'])).sort()).toEqual(
      documents.map((row) => Number(row['vacancy_id'])).sort(),
    );
  });

  it('keeps the sampled documents in memory, matching as the sample table does, after edits too', async () => {
    const db = ctx.database.handle.db;
    const engine = createSearchEngine(db, { sampled: () => true });
    const queries = [
      'developer',
      'разработчик',
      'разраб',
      'devloper',
      'react developer',
      'developer -react',
      '"senior developer"',
      'инженер OR engineer',
    ];
    const same = async () => {
      const current = await engine.current();
      expect(current.sample).toBeDefined();
      const vocabulary = await engine.vocabularyOf(current);
      for (const q of queries) {
        const plan = textPlan(q, vocabulary);
        const memory = Array.from(await engine.sampleOf(current, plan)).sort((a, b) => a - b);
        const table = Array.from(rowsOfIds(current, decodeIds(await sampledIds(db, plan)))).sort((a, b) => a - b);
        expect(memory, q).toEqual(table);
      }
    };
    await same();
    // Edited, unpublished and new documents: the sample follows the index's version.
    const companyId = world.companies.acme.id;
    await db.insert(vacancies).values({ ...vacancyRow(companyId, { title: 'Sampled React developer' }), id: 6600 });
    const [first] = await db.select().from(vacancies).where(eq(vacancies.status, 'published')).limit(1);
    await db
      .update(vacancies)
      .set({ title: 'Senior developer of engines' })
      .where(eq(vacancies.id, first?.id ?? 0));
    await same();
    await db.update(vacancies).set({ status: 'archived' }).where(eq(vacancies.id, 6600));
    await same();
    await db.delete(vacancies).where(eq(vacancies.id, 6600));
    await db
      .update(vacancies)
      .set({ title: first?.title ?? '' })
      .where(eq(vacancies.id, first?.id ?? 0));
    await same();
  });

  it('rounds an estimate down to two significant digits', () => {
    expect([0, 7, 99, 100, 12_345, 560_751, 1_000_000].map(roundedDown)).toEqual([
      0, 7, 99, 100, 12_000, 560_000, 1_000_000,
    ]);
  });

  it('says what a sampled count is at least: two standard errors below it, none when all is sampled', () => {
    // 2,100 sampled of every 64th: 134,400 scaled, at least 128,580 (2,100 − 2·√(2,100·63/64)).
    expect(estimatedAtLeast(2_100, 64)).toBe(120_000);
    expect(estimatedAtLeast(100, 64)).toBe(5_100);
    expect(estimatedAtLeast(31, 64)).toBe(1_200);
    expect(estimatedAtLeast(57, 1)).toBe(57);
    expect(estimatedAtLeast(0, 64)).toBe(0);
    // 3,000 matches, each in the sample by a chance of 1 in 64: the bound is at most 3,000 about 97.5 % of the time.
    let below = 0;
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 400; trial++) {
      let sampled = 0;
      for (let i = 0; i < 3_000; i++) if (random() < 1 / 64) sampled++;
      if (estimatedAtLeast(sampled, 64) <= 3_000) below++;
    }
    expect(below).toBeGreaterThanOrEqual(380);
  });

  it.each(cases)("«%s» %j: each order and each way gives the whole match set's page", async (q, filters) => {
    // Ranking only the best candidate (rankCandidates 1) or the default 300: each against its own;
    // each bucket's matches found by walking its rows, by windows of the newest days, or the cheaper.
    for (const [rankCandidates, pageWay] of [
      [undefined, 'cheaper'],
      [1, 'cheaper'],
      [undefined, 'walk'],
      [1, 'walk'],
      [undefined, 'window'],
      [1, 'window'],
    ] as const) {
      // Fresh engines for each page: the whole match set's ranking, once computed for a larger
      // page, is kept and reused for a smaller one (more candidates ranked than rankCandidates).
      const estimated = services(1, rankCandidates, pageWay);
      for (const sort of ['relevance', 'date', 'salary'] as const) {
        for (const [page, perPage] of [
          [1, 20],
          [1, 1],
          [2, 1],
          [3, 2],
        ] as const) {
          const exact = services(Number.POSITIVE_INFINITY, rankCandidates);
          const a = await exact.search({ ...filters, q }, sort, page, perPage);
          const b = await estimated.search({ ...filters, q }, sort, page, perPage);
          expect(a.totalRelation).toBe('eq');
          expect(
            b.items.map((item) => item.id),
            `${pageWay} ${sort} ${page}/${perPage}`,
          ).toEqual(a.items.map((item) => item.id));
        }
      }
    }
  });

  it('reads a window of the newest days when it visits fewer rows, the same page', async () => {
    // One candidate to rank: the relevance page wants one match of its best bucket, not 300.
    const exact = services(Number.POSITIVE_INFINITY, 1);
    const windowed = services(1, 1, 'window');
    for (const sort of ['date', 'relevance'] as const) {
      const a = await exact.search({ q: 'developer' }, sort, 1, 1);
      ctx.queries.statements = [];
      const b = await windowed.search({ q: 'developer' }, sort, 1, 1);
      const statements = ctx.queries.statements;
      ctx.queries.statements = undefined;
      expect(b.items.map((item) => item.id)).toEqual(a.items.map((item) => item.id));
      // No filter is a term: the days of the window are what the words are intersected with.
      expect(statements.some((statement) => statement.includes('vacancy_search_ids_with('))).toBe(true);
    }
  });

  it('marks an estimate and scales the sample (every test vacancy is sampled: the exact counts)', async () => {
    const exact = await services(Number.POSITIVE_INFINITY).search({ q: 'developer' }, 'relevance', 1, 20);
    const estimated = await services(1).search({ q: 'developer' }, 'relevance', 1, 20);
    expect(exact.total).toBeGreaterThan(0);
    expect(estimated).toMatchObject({ total: exact.total, totalIsExact: false, totalRelation: 'gte' });
    expect(estimated.facets).toEqual(exact.facets);
  });

  it('does not read a broad word’s postings for a filter that passes few rows', async () => {
    const exact = services(Number.POSITIVE_INFINITY);
    const full = await exact.search({ q: 'developer' }, 'date', 1, 20);
    // A posting read as dear as a row's visit: the handful of rows in Москва (or here, all the
    // word's few matches) are read rather than intersected in the index.
    const selective = services(Math.max(2, full.total), undefined, undefined, 1);
    const filters: SearchFilters = { q: 'developer', city: 'Москва' };
    ctx.queries.statements = [];
    const b = await selective.search(filters, 'relevance', 1, 20);
    const statements = ctx.queries.statements;
    ctx.queries.statements = undefined;
    const a = await exact.search(filters, 'relevance', 1, 20);
    expect(b.items.map((item) => item.id)).toEqual(a.items.map((item) => item.id));
    expect(b).toMatchObject({ total: a.total, totalRelation: 'eq' });
    expect(statements.some((statement) => statement.includes('vacancy_search_ids_with('))).toBe(false);
  });

  it('tests only the rows a selective filter passes, with the exact total and page', async () => {
    const exact = services(Number.POSITIVE_INFINITY);
    const full = await exact.search({ q: 'developer' }, 'date', 1, 20);
    // The words are "broad" (at least 2 matches), the words in Moscow not.
    const selective = services(Math.max(2, full.total));
    const filters: SearchFilters = { q: 'developer', city: 'Москва' };
    const a = await exact.search(filters, 'relevance', 1, 20);
    const b = await selective.search(filters, 'relevance', 1, 20);
    expect(b.items.map((item) => item.id)).toEqual(a.items.map((item) => item.id));
    expect(b).toMatchObject({ total: a.total, totalRelation: 'eq' });
    // The facets the filters do not narrow are counted exactly.
    expect(b.facets.experience).toEqual(a.facets.experience);
    expect(b.facets.category).toEqual(a.facets.category);
  });

  it('keeps each document’s filter values as terms (migration 0044), following its vacancy', async () => {
    const db = ctx.database.handle.db;
    const companyId = world.companies.acme.id;
    const facetsOf = async (id: number) =>
      (
        (await db.execute(sql`select facets from vacancy_search_documents where vacancy_id = ${id}`)) as unknown as {
          rows: Array<{ facets: string[] }>;
        }
      ).rows[0]?.facets;
    await db.insert(vacancies).values({
      ...vacancyRow(companyId, { title: 'Faceted welder', city: 'Казань', experience: '1-3', schedule: 'shift' }),
      id: 6500,
    });
    const [row] = await db.select().from(vacancies).where(eq(vacancies.id, 6500));
    expect((await facetsOf(6500))?.sort()).toEqual(
      [
        `c:Казань`,
        `k:${row?.categoryId}`,
        'x:1-3',
        `e:${row?.employment}`,
        's:shift',
        `d:${row?.publishedAt?.toISOString().slice(0, 10)}`,
      ]
        .filter((term) => term !== 'k:null' && term !== 'd:undefined')
        .sort(),
    );
    await db.update(vacancies).set({ city: 'Москва', schedule: 'remote' }).where(eq(vacancies.id, 6500));
    expect(await facetsOf(6500)).toEqual(expect.arrayContaining(['c:Москва', 's:remote']));
    expect(await facetsOf(6500)).not.toContain('c:Казань');
    // Published (again) on another day: the day's term follows.
    await db
      .update(vacancies)
      .set({ publishedAt: new Date('2026-01-02T23:30:00Z') })
      .where(eq(vacancies.id, 6500));
    expect(await facetsOf(6500)).toEqual(expect.arrayContaining(['d:2026-01-02']));
    await db.delete(vacancies).where(eq(vacancies.id, 6500));
    expect(await facetsOf(6500)).toBeUndefined();
  });

  it('names a prefix’s lexemes (migration 0047) for an intersection with filters or words, following new documents', async () => {
    const db = ctx.database.handle.db;
    const lexemesLike = async (prefix: string) =>
      (
        (await db.execute(
          sql`select distinct lexeme from vacancy_search_lexemes where starts_with(lexeme, ${prefix}) order by 1`,
        )) as unknown as { rows: Array<{ lexeme: string }> }
      ).rows.map((row) => row.lexeme);
    const companyId = world.companies.acme.id;
    await db.insert(vacancies).values({
      ...vacancyRow(companyId, { title: 'Zyzzyvologist welder', city: 'Казань', description: 'Glassblowing too.' }),
      id: 6600,
    });
    expect(await lexemesLike('zyzzyv')).toEqual(['zyzzyvologist']);
    // Changed, the new word's lexeme is kept too (the old one stays: it names nothing then).
    await db.update(vacancies).set({ title: 'Qwertyphile welder' }).where(eq(vacancies.id, 6600));
    expect(await lexemesLike('qwertyph')).toEqual(['qwertyphil']);
    const engine = createSearchEngine(db, { sampled: () => true });
    const current = await engine.current();
    const vocabulary = await engine.vocabularyOf(current);
    const named: string[] = [];
    for (const [q, city, found] of [
      ['qwertyph', 'Казань', [6600]],
      ['zyzzyvolo', 'Казань', []],
      ['glassbl', 'Казань', [6600]],
      ['glassbl', 'Москва', []],
      ['develop', 'Berlin', undefined],
      ['разраб', 'Москва', undefined],
    ] as const) {
      const plan = textPlan(q, vocabulary);
      const terms = { every: [`c:${city}`], any: [] };
      ctx.queries.statements = [];
      const matches = idsOfRows(current, await engine.matchesWith(current, plan, terms)).sort((a, b) => a - b);
      if (ctx.queries.statements.some((statement) => statement.includes('vacancy_search_lexemes'))) named.push(q);
      ctx.queries.statements = undefined;
      // Against the plan read by the database itself: each prefix one bitmap.
      const whole = Array.from(decodeIds(await matchingIdsWith(db, { plan, withCorrections: true }, terms))).sort(
        (a, b) => a - b,
      );
      expect(matches, q).toEqual(whole);
      if (found) expect(matches, q).toEqual(found);
      else expect(matches.length, q).toBeGreaterThan(0);
    }
    // A word the titles complete («qwertyph»: «qwertyphile») is those words, not a prefix to name.
    expect(named).toEqual(['zyzzyvolo', 'glassbl']);
    // Several words: the prefix is named for the words' own intersection in the index too.
    for (const [q, found] of [
      ['welder glassbl', [6600]],
      ['qwertyphile glassbl', [6600]],
      ['zyzzyvologist glassbl', []],
    ] as const) {
      const plan = textPlan(q, vocabulary);
      const matches = idsOfRows(current, await engine.matchesOf(current, plan)).sort((a, b) => a - b);
      const whole = Array.from(decodeIds(await matchingIds(db, { plan, withCorrections: true }))).sort((a, b) => a - b);
      expect(matches, q).toEqual(whole);
      expect(matches, q).toEqual(found);
    }
    await db.delete(vacancies).where(eq(vacancies.id, 6600));
  });

  it('takes the last word as typed for a prefix, not its stem: «учиться» is not «учет»', async () => {
    const db = ctx.database.handle.db;
    const companyId = world.companies.acme.id;
    await db.insert(vacancies).values([
      { ...vacancyRow(companyId, { title: 'Кладовщик', description: 'Ведём учет товаров.' }), id: 6700 },
      { ...vacancyRow(companyId, { title: 'Курьер', description: 'Готовы учиться новому. Theme park.' }), id: 6701 },
    ]);
    const search = services(Number.POSITIVE_INFINITY);
    const ids = async (q: string) =>
      (await search.search({ q }, 'relevance', 1, 50)).items.map((item) => item.id).filter((id) => id >= 6700);
    // «учиться» stems to «уч»: its forms match, «учет» (which starts with «уч») does not.
    expect(await ids('учиться')).toEqual([6701]);
    expect(await ids('учится')).toEqual([6701]);
    expect(await ids('учет')).toEqual([6700]);
    // A word being typed still finds the words it starts.
    expect(await ids('товар')).toEqual([6700]);
    expect(await ids('нов')).toEqual([6701]);
    // A stop word being typed last is no prefix: dropped, as the word is ("the" is not "theme").
    expect(await ids('the')).toEqual([]);
    expect(await ids('кладовщик для')).toEqual([6700]);
    expect(await ids('курьер the')).toEqual([6701]);
    await db.delete(vacancies).where(inArray(vacancies.id, [6700, 6701]));
  });

  it('names as terms only the filters that are one value of a document, and the days of a window', () => {
    const none = { every: [], any: [] };
    expect(facetTerms({ city: 'Москва', experience: '3-6', salary_from: 100_000 })).toEqual({
      every: ['c:Москва', 'x:3-6'],
      any: [],
    });
    expect(facetTerms({ city: 'Москва', remote: true })).toEqual(none);
    expect(facetTerms({ remote: true })).toEqual({ every: ['s:remote'], any: [] });
    expect(facetTerms({ remote: false })).toEqual(none);
    expect(facetTerms({ category: 4, schedule: 'remote', remote: true })).toEqual({
      every: ['k:4', 's:remote'],
      any: [],
    });
    // Posted within 3 days, at 10:00 UTC on 30 November: the window starts at 10:00 on the 27th.
    expect(facetTerms({ posted_within_days: 3 }, Date.parse('2026-11-30T10:00:00Z'))).toEqual({
      every: [],
      any: ['d:2026-11-27', 'd:2026-11-28', 'd:2026-11-29', 'd:2026-11-30'],
    });
  });

  it.each<[string, SearchFilters]>([
    ['developer', { city: 'Москва' }],
    ['developer', { city: 'Москва', experience: '3-6' }],
    ['developer', { schedule: 'remote', salary_from: 100_000 }],
    ['developer', { remote: true }],
    ['разработчик', { city: 'Москва', posted_within_days: 30 }],
    ['developer', { posted_within_days: 7 }],
  ])(
    '«%s» %j, selective: the words and the filters’ terms intersected in the index, the exact page',
    async (q, filters) => {
      const exact = services(Number.POSITIVE_INFINITY);
      const full = await exact.search({ q }, 'date', 1, 20);
      // The words' postings weigh nothing here: the intersection is always the cheaper way.
      const selective = services(Math.max(2, full.total), undefined, undefined, Number.POSITIVE_INFINITY);
      for (const sort of ['relevance', 'date'] as const) {
        const a = await exact.search({ ...filters, q }, sort, 1, 20);
        ctx.queries.statements = [];
        const b = await selective.search({ ...filters, q }, sort, 1, 20);
        const statements = ctx.queries.statements;
        ctx.queries.statements = undefined;
        expect(a.total).toBeLessThan(full.total);
        expect(b.items.map((item) => item.id)).toEqual(a.items.map((item) => item.id));
        expect(b).toMatchObject({ total: a.total, totalRelation: 'eq' });
        expect(statements.some((statement) => statement.includes('vacancy_search_ids_with('))).toBe(true);
      }
    },
  );
});
