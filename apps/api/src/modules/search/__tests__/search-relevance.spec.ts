import { categories, vacancies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { insertCompany, relevanceTitles, vacancyRow } from './search-fixtures';

const ctx = useTestApp();
const search = (q: string) => relevanceTitles(ctx.app, q);

beforeAll(async () => {
  const db = ctx.database.handle.db;
  await db.delete(categories); // the standard set of migration 0013 has an 'it' too
  const [it] = await db.insert(categories).values({ slug: 'it', nameRu: 'ИТ', nameEn: 'IT' }).returning();
  const companyId = await insertCompany(ctx.database.handle);
  const row = (title: string, description: string, daysAgo: number) =>
    vacancyRow(companyId, { title, description, daysAgo, categoryId: it?.id ?? null, language: 'en' });
  await db.insert(vacancies).values([
    row(
      'iOS Developer',
      'We are hiring to build our mobile banking application in Swift and SwiftUI, with tests, code review and a friendly team of twelve engineers.',
      3,
    ),
    row(
      'Backend Developer',
      'Our backend team builds the services behind the shop: Go, PostgreSQL, Kafka, observability and on-call duty shared fairly across the team of engineers.',
      2,
    ),
    // The stem of "developer" («develop») in the title and three times in a short text: full-text
    // ranking alone puts it first (0.54 against 0.35 and 0.33), and it is the newest.
    row('Business Development Manager', 'Development of new markets, partnership development, development plans.', 1),
    // Two more matches (the word in the text only), so the search stays in full-text mode (fuzzy
    // mode, for fewer than five matches, adds the title's similarity anyway).
    row('QA Engineer', 'You test what each developer builds.', 5),
    row('Technical Writer', 'You document the APIs with a developer at your side.', 5),
    row('Бухгалтер', 'Ведение учёта.', 1),
  ]);
});

describe('GET /vacancies: relevance', () => {
  it('ranks the word as typed (titles first, then texts) above titles with only a word of its stem', async () => {
    const found = await search('developer');
    expect(found).toHaveLength(5);
    expect(found.slice(0, 2).sort()).toEqual(['Backend Developer', 'iOS Developer']);
    expect(found.at(-1)).toBe('Business Development Manager');
  });

  it('finds a title despite a typo ("devloper"), the same-stem title below the texts with the word', async () => {
    const found = await search('devloper');
    expect(found.slice(0, 2).sort()).toEqual(['Backend Developer', 'iOS Developer']);
    expect(found.at(-1)).toBe('Business Development Manager');
    expect(await search('бухгалтр')).toEqual(['Бухгалтер']);
  });
});
