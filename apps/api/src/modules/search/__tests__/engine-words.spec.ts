import { vacancies } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../__tests__/support/harness';
import { createSearchEngine } from '../search-engine';
import { textCondition, textPlan } from '../search.sql';
import { seedSearchWorld, vacancyRow, type SearchWorld } from './search-fixtures';

// The search engine's words on a database: its text matches and its typo vocabulary.
let database: TestDatabase;
let world: SearchWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await seedSearchWorld(database.handle);
});

afterAll(async () => {
  await database?.drop();
});

// The engine's matches (documents table, term cache) against the full-text condition on the
// vacancies themselves, for queries of every shape, before and after writes.
describe('text matches against the full-text condition', () => {
  const QUERIES = [
    'разработчик',
    'разработчики',
    'developer',
    'разрабочик',
    'frontend разраб',
    'react typescript',
    'react python',
    'python -data',
    '"личный кабинет"',
    'водитель-экспедитор',
    'go',
    'node.js',
    'и',
  ];

  it('finds exactly the published vacancies the condition does', async () => {
    const db = database.handle.db;
    let engine = createSearchEngine(db);
    const check = async () => {
      const current = await engine.current();
      const vocabulary = await engine.vocabularyOf(current);
      for (const q of QUERIES) {
        const plan = textPlan(q, vocabulary);
        // With the typos' corrections, and the words as typed only ("did you mean").
        for (const withCorrections of [true, false]) {
          const found = await engine.matchesOf(current, plan, withCorrections);
          const expected = (
            (await db.execute(
              sql`select v.id from vacancies v
                  where v.status = 'published' and ${textCondition(plan, withCorrections)} order by v.id`,
            )) as unknown as { rows: Array<{ id: number }> }
          ).rows.map((row) => Number(row.id));
          expect({ q, withCorrections, ids: Array.from(found, (row) => current.ids[row]) }).toEqual({
            q,
            withCorrections,
            ids: expected,
          });
        }
      }
    };
    await check();
    await db.update(vacancies).set({ title: 'Backend-разработчик' }).where(eq(vacancies.id, world.ids.driver));
    await db.update(vacancies).set({ status: 'archived' }).where(eq(vacancies.id, world.ids.frontend));
    await db
      .update(vacancies)
      .set({ description: 'Data pipelines in Python, a React front.' })
      .where(eq(vacancies.id, world.ids.python));
    await db
      .insert(vacancies)
      .values(vacancyRow(world.companies.globex.id, { title: 'React developer', description: 'Data and React.' }));
    // Patched from the changed vacancies' documents.
    await check();
    // Read afresh: an edited document's row has moved in the table, so the ids come out of order.
    engine = createSearchEngine(db);
    await check();
  });
});

describe('typo vocabulary', () => {
  it('has the skills read before while the skills are read again, and the new ones after', async () => {
    const engine = createSearchEngine(database.handle.db, { vocabularyTtlMs: 0 });
    const vocabulary = async () => engine.vocabularyOf(await engine.current());
    expect((await vocabulary()).counts.has('python')).toBe(true);
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
