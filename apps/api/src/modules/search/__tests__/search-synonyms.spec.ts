import type { VacancySearchResponse } from '@jobs/contracts';
import { companies, vacancies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { ok } from '../../../__tests__/support/chat-helpers';
import { withSynonyms } from '../search-synonyms';
import { vacancyRow } from './search-fixtures';

describe('withSynonyms', () => {
  it('replaces technology names typed in Cyrillic, in any case form, and keeps the other words', () => {
    expect(withSynonyms('реакт разработчик')).toBe('react разработчик');
    expect(withSynonyms('Разработчик на Питоне')).toBe('Разработчик на python');
    expect(withSynonyms('джава')).toBe('java');
    expect(withSynonyms('джаваскрипт')).toBe('javascript');
    expect(withSynonyms('тестировщик')).toBe('qa');
    expect(withSynonyms('бэкенд голанг')).toBe('backend go');
    expect(withSynonyms('нода')).toBe('node.js');
  });

  it('answers the query itself when nothing is replaced, and leaves exact searches alone', () => {
    expect(withSynonyms('бухгалтер')).toBe('бухгалтер');
    expect(withSynonyms('"реакт разработчик"')).toBe('"реакт разработчик"');
    expect(withSynonyms('разработчик -реакт')).toBe('разработчик -реакт');
  });
});

describe('GET /vacancies with synonyms', () => {
  const ctx = useTestApp();
  const search = async (q: string): Promise<string[]> =>
    ok<VacancySearchResponse>(
      await ctx.app.inject({ method: 'GET', url: `/api/vacancies?q=${encodeURIComponent(q)}` }),
    ).items.map((item) => item.title);

  beforeAll(async () => {
    const db = ctx.database.handle.db;
    const [company] = await db
      .insert(companies)
      .values({ name: 'Initech', description: 'We build things.' })
      .returning();
    const id = company?.id ?? 0;
    await db
      .insert(vacancies)
      .values([
        vacancyRow(id, { title: 'Frontend-разработчик (React)', skills: ['React', 'TypeScript'] }),
        vacancyRow(id, { title: 'Python developer', skills: ['Python', 'Django'], language: 'en' }),
        vacancyRow(id, { title: 'QA-инженер', description: 'Ручное и автоматизированное тестирование.' }),
        vacancyRow(id, { title: 'Бухгалтер', description: 'Ведение учёта.' }),
      ]);
  });

  it('finds React for «реакт», Python for «питон» and the QA engineer for «тестировщик»', async () => {
    expect(await search('реакт')).toEqual(['Frontend-разработчик (React)']);
    expect(await search('реакт разработчик')).toEqual(['Frontend-разработчик (React)']);
    expect(await search('питон')).toEqual(['Python developer']);
    expect(await search('тестировщик')).toEqual(['QA-инженер']);
  });

  it('suggests the React vacancy as «реакт» is typed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vacancies/suggest?q=${encodeURIComponent('реакт')}`,
    });
    const titles = ok<{ items: Array<{ title: string }> }>(response).items.map((item) => item.title);
    expect(titles).toEqual(['Frontend-разработчик (React)']);
  });
});
