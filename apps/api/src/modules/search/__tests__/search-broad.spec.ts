import { vacancies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { createSearchEngine, inSample, SAMPLE_BLOCKS, SAMPLE_BLOCK_SHIFT } from '../search-engine';
import { createSearchService, roundedDown } from '../search.service';
import type { SearchFilters } from '../search.index';
import { seedSearchWorld } from './search-fixtures';

// Broad queries (issue 29): past `estimateAbove` the sample of the documents (migration 0039)
// gives the total and the facets, and the page is found by testing rows in its order. The pages
// must be the ones the whole match set gives; here every query is "broad" (estimateAbove 1).
const ctx = useTestApp();

beforeAll(async () => {
  await seedSearchWorld(ctx.database.handle);
});

const services = (estimateAbove: number, rankCandidates?: number) => {
  const db = ctx.database.handle.db;
  const engine = createSearchEngine(db, rankCandidates === undefined ? {} : { rankCandidates });
  return createSearchService(db, engine, { estimateAbove });
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
  it('keeps the sample rule of migration 0039', () => {
    expect([SAMPLE_BLOCK_SHIFT, SAMPLE_BLOCKS]).toEqual([6, 16]);
    expect([0, 63, 64, 1023, 1024, 1087, 1088].map(inSample)).toEqual([true, true, false, false, true, true, false]);
  });

  it('rounds an estimate down to two significant digits', () => {
    expect([0, 7, 99, 100, 12_345, 560_751, 1_000_000].map(roundedDown)).toEqual([
      0, 7, 99, 100, 12_000, 560_000, 1_000_000,
    ]);
  });

  it.each(cases)('«%s» %j: each order gives the whole match set\'s page', async (q, filters) => {
    // Ranking only the best candidate (rankCandidates 1) or the default 300: each against its own.
    for (const rankCandidates of [undefined, 1]) {
      // Fresh engines for each page: the whole match set's ranking, once computed for a larger
      // page, is kept and reused for a smaller one (more candidates ranked than rankCandidates).
      const estimated = services(1, rankCandidates);
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
          expect(b.items.map((item) => item.id), `${sort} ${page}/${perPage}`).toEqual(a.items.map((item) => item.id));
        }
      }
    }
  });

  it('marks an estimate and scales the sample (every test vacancy is sampled: the exact counts)', async () => {
    const rows = await ctx.database.handle.db.select({ id: vacancies.id }).from(vacancies);
    const allSampled = rows.every((row) => inSample(row.id));
    const exact = await services(Number.POSITIVE_INFINITY).search({ q: 'developer' }, 'relevance', 1, 20);
    const estimated = await services(1).search({ q: 'developer' }, 'relevance', 1, 20);
    expect(exact.total).toBeGreaterThan(0);
    // A fresh test database's ids start at 1: all in the first block, which is sampled.
    expect(allSampled).toBe(true);
    expect(estimated).toMatchObject({ total: exact.total, totalIsExact: false, totalRelation: 'gte' });
    expect(estimated.facets).toEqual(exact.facets);
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
});
