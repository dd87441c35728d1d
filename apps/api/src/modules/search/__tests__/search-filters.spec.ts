import { SEARCH_FILTER_KEYS, SEARCH_FILTERS, type VacancySearchResponse } from '@jobs/contracts';
import { ok } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { createSearchEngine } from '../search-engine';
import { createSearchService } from '../search.service';
import { seedSearchWorld } from './search-fixtures';

// Table-driven over the contracts' SEARCH_FILTERS: each filter's example is a query parameter of
// GET /vacancies, the index applies it (by the filter's name: search.index.ts), its facet keeps
// counting without it, and a saved search with it matches a new vacancy as the search does.
const ctx = useTestApp();

beforeAll(async () => {
  await seedSearchWorld(ctx.database.handle);
});

const search = async (query: string): Promise<VacancySearchResponse> =>
  ok<VacancySearchResponse>(await ctx.app.inject({ method: 'GET', url: `/api/vacancies?per_page=50&${query}` }));

/** Each vacancy once per value of the facets every vacancy has a value of. */
const EVERY_VACANCY_FACETS = ['experience', 'employment', 'schedule'] as const;
const sum = (buckets: Array<{ count: number }>) => buckets.reduce((total, bucket) => total + bucket.count, 0);

describe('every filter of the table', () => {
  it.each(SEARCH_FILTER_KEYS)('%s narrows the search over the index and leaves its own facet whole', async (key) => {
    const all = await search('');
    const query = new URLSearchParams([[key, SEARCH_FILTERS[key].example]]).toString();
    const body = await search(query);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(all.total);
    expect(body.items).toHaveLength(body.total);
    const facet = SEARCH_FILTERS[key].facet;
    if (facet) expect(body.facets[facet]).toEqual(all.facets[facet]);
    for (const other of EVERY_VACANCY_FACETS) {
      if (other !== facet) expect(sum(body.facets[other])).toBe(body.total);
    }
  });

  it.each(SEARCH_FILTER_KEYS)(
    '%s in a saved search matches a vacancy exactly when the search lists it',
    async (key) => {
      const service = createSearchService(ctx.database.handle.db, createSearchEngine(ctx.database.handle.db));
      const query = new URLSearchParams([[key, SEARCH_FILTERS[key].example]]).toString();
      const listed = new Set((await search(query)).items.map((item) => item.id));
      for (const item of (await search('')).items) {
        expect(await service.matchingQueries([query], item.id), `${query}: vacancy ${item.id}`).toEqual(
          listed.has(item.id) ? new Set([query]) : new Set(),
        );
      }
    },
  );
});
