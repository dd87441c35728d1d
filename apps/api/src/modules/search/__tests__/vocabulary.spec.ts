import { vacancies } from '@jobs/server-db';
import { createTestDatabase, type TestDatabase } from '../../../__tests__/support/harness';
import { createSearchEngine } from '../search-engine';
import { seedSearchWorld, vacancyRow, type SearchWorld } from './search-fixtures';

let database: TestDatabase;
let world: SearchWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await seedSearchWorld(database.handle);
});

afterAll(async () => {
  await database?.drop();
});

describe('typo vocabulary', () => {
  it('has the skills read before while the skills are read again, and the new ones after', async () => {
    const engine = createSearchEngine(database.handle.db, { vocabularyTtlMs: 0 });
    const vocabulary = async () => engine.vocabularyOf(await engine.indexAt(await engine.version()));
    expect((await vocabulary()).counts.has('typescript')).toBe(true);
    await database.handle.db
      .insert(vacancies)
      .values(vacancyRow(world.companies.acme.id, { title: 'Elixir developer', skills: ['Phoenix'] }));
    // The version moved: the skills are read again, and this search does not wait for them.
    const stale = await vocabulary();
    expect(stale.counts.has('elixir')).toBe(true);
    expect(stale.counts.has('phoenix')).toBe(false);
    let fresh = stale;
    for (let i = 0; i < 50 && !fresh.counts.has('phoenix'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      fresh = await vocabulary();
    }
    expect(fresh.counts.has('phoenix')).toBe(true);
  });
});
