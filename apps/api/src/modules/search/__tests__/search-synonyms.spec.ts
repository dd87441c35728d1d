import { vacancies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { ok } from '../../../__tests__/support/chat-helpers';
import { MAX_QUERY_VARIANTS, queryVariants } from '../../text/synonyms';
import { insertCompany, relevanceTitles, vacancyRow } from './search-fixtures';

const texts = (q: string) => queryVariants(q).map((variant) => variant.text);
const typed = (q: string) =>
  queryVariants(q)
    .filter((variant) => variant.typed)
    .map((variant) => variant.text);

describe('queryVariants', () => {
  it('spells technology names typed in Cyrillic as vacancies write them, in any case form', () => {
    expect(texts('реакт')).toEqual(['реакт', 'react']);
    expect(texts('Питоном')).toEqual(['Питоном', 'python']);
    expect(texts('джава')).toEqual(['джава', 'java']);
    expect(texts('джаваскрипт')).toEqual(['джаваскрипт', 'javascript']);
    expect(texts('нода')).toEqual(['нода', 'node.js']);
    expect(texts('бэкенд голанг')).toEqual(['бэкенд голанг', 'backend go']);
    // The name vacancies write is what was typed, in another spelling.
    expect(typed('реакт')).toEqual(['реакт', 'react']);
  });

  it('names a job in its other words, Russian and English, those saying what was typed first', () => {
    expect(texts('разработчиков')).toEqual(['разработчиков', 'разработчик', 'программист', 'developer', 'programmer']);
    expect(typed('разработчиков')).toEqual(['разработчиков', 'разработчик']);
    expect(texts('developers')).toEqual(['developers', 'developer', 'разработчик', 'программист', 'programmer']);
    expect(texts('тестировщик')).toEqual(['тестировщик', 'qa', 'tester']);
    expect(texts('реакт разработчик')).toEqual([
      'реакт разработчик',
      'react разработчик',
      'react программист',
      'react developer',
      'react programmer',
    ]);
    expect(queryVariants('менеджер инженер разработчик').length).toBeLessThanOrEqual(MAX_QUERY_VARIANTS);
  });

  it('has no variants for other words, quoted phrases and excluded words', () => {
    expect(texts('логистика')).toEqual(['логистика']);
    expect(texts('курьер')).toEqual(['курьер']);
    expect(texts('"реакт разработчик"')).toEqual(['"реакт разработчик"']);
    expect(texts('разработчик -реакт')).toEqual(['разработчик -реакт']);
  });
});

describe('GET /vacancies with other words of the same meaning', () => {
  const ctx = useTestApp();
  const search = (q: string) => relevanceTitles(ctx.app, q);

  beforeAll(async () => {
    const db = ctx.database.handle.db;
    const id = await insertCompany(ctx.database.handle);
    await db
      .insert(vacancies)
      .values([
        vacancyRow(id, { title: 'Frontend-разработчик (React)', skills: ['React', 'TypeScript'] }),
        vacancyRow(id, { title: 'Python Developer', skills: ['Python', 'Django'], language: 'en' }),
        vacancyRow(id, { title: 'QA-инженер', description: 'Ручное и автоматизированное тестирование.' }),
        vacancyRow(id, { title: 'Бухгалтер', description: 'Ведение учёта.' }),
        vacancyRow(id, { title: 'Accountant', description: 'Bookkeeping.', language: 'en' }),
      ]);
  });

  it('finds React for «реакт», Python for «питон» and the QA engineer for «тестировщик»', async () => {
    expect(await search('реакт')).toEqual(['Frontend-разработчик (React)']);
    expect(await search('питон')).toEqual(['Python Developer']);
    expect(await search('тестировщик')).toEqual(['QA-инженер']);
  });

  it('finds a job in both languages, the words as typed first', async () => {
    expect(await search('программист')).toEqual(
      expect.arrayContaining(['Frontend-разработчик (React)', 'Python Developer']),
    );
    expect(await search('developer')).toEqual(['Python Developer', 'Frontend-разработчик (React)']);
    expect(await search('бухгалтер')).toEqual(['Бухгалтер', 'Accountant']);
    expect(await search('accountant')).toEqual(['Accountant', 'Бухгалтер']);
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
