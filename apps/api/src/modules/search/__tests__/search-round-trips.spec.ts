import { useTestApp } from '../../../__tests__/support/harness';
import { createSearchEngine } from '../search-engine';
import { createSearchService } from '../search.service';
import { seedSearchWorld, type SearchWorld } from './search-fixtures';

// How many statements a public read sends to the database. A request reads the engine's index
// once (the search version: one row) and works on that index throughout; a search then reads its
// page's summaries. The words' text matches are the engine's (cached per query and version): a
// request that finds them cached sends nothing else.
const ctx = useTestApp();
let world: SearchWorld;

beforeAll(async () => {
  world = await seedSearchWorld(ctx.database.handle);
  ctx.queries.statements = [];
  // The engine's index is loaded once, by the first request.
  await get('/vacancies');
});

/** What a statement is, by its SQL. */
const kindOf = (statement: string): string => {
  if (/from search_version/.test(statement)) return 'version';
  if (/co\.name as company_name/.test(statement)) return 'summaries';
  if (/from categories/.test(statement)) return 'categories';
  if (/word_similarity/.test(statement)) return 'suggestions';
  return 'other';
};

/** The statements one call sends, by kind, in order. */
const statementsOf = async (call: () => Promise<unknown>): Promise<string[]> => {
  ctx.queries.reset();
  await call();
  return (ctx.queries.statements ?? []).map(kindOf);
};

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total?: number; items: unknown[] };
}

const twice = async (url: string) => [await statementsOf(() => get(url)), await statementsOf(() => get(url))];

describe('database round trips of the public reads', () => {
  it('a search without words: the version, then the page (the category resolved from the index)', async () => {
    // Before the split: 2, and 3 with a category (its id was read from the table).
    expect(await statementsOf(() => get('/vacancies'))).toEqual(['version', 'summaries']);
    expect(await statementsOf(() => get('/vacancies?category=it&schedule=remote&sort=salary'))).toEqual([
      'version',
      'summaries',
    ]);
    expect(await statementsOf(() => get('/vacancies?category=it&page=2&per_page=2'))).toEqual(['version', 'summaries']);
  });

  it('a search with words: the version once; the matches once per query and version; then two round trips', async () => {
    // Before the split: 3 once the words were known, 4 with a category (the version was read twice).
    for (const [url, warm] of [
      ['/vacancies?q=developer', ['version', 'summaries']],
      ['/vacancies?q=developr', ['version', 'summaries']],
      ['/vacancies?q=developer&category=it&sort=date', ['version', 'summaries']],
      // Filtered matches in relevance order: the engine ranks the filtered candidates in SQL each time.
      [`/vacancies?q=${encodeURIComponent('developer москва')}`, ['version', 'other', 'summaries']],
    ] as const) {
      const [first, again] = await twice(url);
      expect(first?.filter((kind) => kind === 'version')).toEqual(['version']);
      expect(first?.filter((kind) => kind === 'summaries')).toEqual(['summaries']);
      expect(first).not.toContain('categories');
      expect(again).toEqual(warm);
    }
  });

  it('suggestions and similar vacancies: the version and one statement; then the version only', async () => {
    // Before the split: 3, then 1 (the version was read twice).
    expect(await twice('/vacancies/suggest?q=dev')).toEqual([['version', 'suggestions'], ['version']]);
    expect(await twice(`/vacancies/${world.ids.frontend}/similar`)).toEqual([['version', 'summaries'], ['version']]);
    expect(await statementsOf(() => get('/categories'))).toEqual(['version']);
  });

  it("matches a published vacancy against saved searches' queries: the version and one statement for every query's words", async () => {
    // Before: each distinct query's words read the version, and each saved search read the version
    // again, then that search's words in a statement of their own.
    const service = createSearchService(ctx.database.handle.db, createSearchEngine(ctx.database.handle.db));
    const queries = [
      'q=developer',
      'q=react&city=Москва',
      'q=python&remote=true',
      'q=react&schedule=office',
      'category=it',
      'category=design',
      'category=gone',
      'q=python&page=2',
    ];
    await service.matchingQueries(queries, world.ids.frontend);
    const found = new Set<string>();
    expect(
      await statementsOf(async () => {
        for (const query of await service.matchingQueries(queries, world.ids.frontend)) found.add(query);
      }),
    ).toEqual(['version', 'other']);
    // The same as the search says: the queries whose results list the vacancy.
    const listed: string[] = [];
    for (const query of queries) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vacancies?${query}&per_page=50` });
      const items = response.statusCode === 200 ? (response.json() as { items: Array<{ id: number }> }).items : [];
      if (items.some((item) => item.id === world.ids.frontend)) listed.push(query);
    }
    expect([...found].sort()).toEqual(listed.sort());
    expect(listed).toEqual(expect.arrayContaining(['category=it', 'q=react&city=Москва']));
    expect(listed).not.toContain('q=react&schedule=office');
  });
});
