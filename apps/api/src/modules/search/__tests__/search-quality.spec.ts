import type { VacancySearchResponse } from '@jobs/contracts';
import { categories, vacancies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { ok } from '../../../__tests__/support/chat-helpers';
import { insertCompany, relevanceTitles, vacancyRow } from './search-fixtures';

const ctx = useTestApp();
const search = (q: string) => relevanceTitles(ctx.app, q);
const searchBody = async (q: string) =>
  ok<VacancySearchResponse>(
    await ctx.app.inject({ method: 'GET', url: `/api/vacancies?sort=relevance&q=${encodeURIComponent(q)}` }),
  );
const suggest = async (q: string) =>
  ok<{ items: Array<{ title: string }> }>(
    await ctx.app.inject({ method: 'GET', url: `/api/vacancies/suggest?q=${encodeURIComponent(q)}` }),
  ).items.map((item) => item.title);

beforeAll(async () => {
  const db = ctx.database.handle.db;
  await db.delete(categories); // the standard set of migration 0013 has an 'it' too
  const [it] = await db.insert(categories).values({ slug: 'it', nameRu: 'ИТ', nameEn: 'IT' }).returning();
  const companyId = await insertCompany(ctx.database.handle);
  const row = (title: string, description: string, daysAgo: number, skills: string[] = []) =>
    vacancyRow(companyId, { title, description, daysAgo, skills, categoryId: it?.id ?? null });
  await db.insert(vacancies).values([
    row('Директор по продажам', 'Руководство отделом продаж.', 2),
    row('JavaScript-разработчик', 'Пишем интерфейсы.', 3, ['JavaScript', 'HTML']),
    row('Python Developer', 'Data pipelines.', 3, ['Python', 'Django']),
    row('Java Developer', 'Spring services.', 4, ['Java', 'Spring']),
    row('Разработчик C++', 'Высоконагруженные системы.', 5, ['C++', 'Linux']),
    row('Водитель категории C', 'Грузоперевозки по городу, категория C.', 1),
    row('C# Developer', 'Desktop applications.', 5, ['C#']),
    row('Backend Developer', 'Our services run on ASP.NET Core.', 6, ['.NET', 'SQL']),
    row('Программист 1С', 'Доработка конфигураций 1С:Бухгалтерия.', 6, ['1С']),
    row('Frontend-разработчик', 'Интерфейсы на React.', 7, ['React']),
    row('Разработчик мобильных приложений', 'Flutter.', 7),
    row('Accountant', 'Monthly closing and reports.', 9),
    row('Finance Assistant', 'You help the accountant with invoices.', 8),
    // A word of the same stem in the title ("account") and often in a short text, and the newest.
    row('Key Account Manager', 'Key accounts, account plans, account growth, account reviews.', 0.5),
    row('Диспетчер склада', 'Учёт отгрузок.', 10),
    row('Диспетчер такси', 'Приём заказов.', 10),
  ]);
});

describe('GET /vacancies: typos by word length', () => {
  it('finds a word with two adjacent letters swapped (one typo from 5 letters)', async () => {
    expect(await search('диерктор')).toEqual(['Директор по продажам']);
    expect(await search('pyhton')).toEqual(['Python Developer']);
  });

  it('allows two typos from 9 letters, none under 5 and one from 5 to 8', async () => {
    // «разработчик» without two of its letters (11 letters: two typos).
    expect(await search('рзработчк')).toContain('Frontend-разработчик');
    // Two swaps of adjacent letters are two typos.
    expect(await search('разарботчки')).toContain('Frontend-разработчик');
    // Four letters: no typo allowed ("java" itself is found).
    expect(await search('jvaa')).toEqual([]);
    expect(await search('java')).toContain('Java Developer');
    // Six letters with two typos: too many.
    expect(await search('phtyno')).toEqual([]);
  });

  it('offers "did you mean" when the words as typed find little and the correction much more', async () => {
    const body = await searchBody('разрабочик');
    expect(body.did_you_mean).toBe('разработчик');
    expect(body.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Frontend-разработчик', 'JavaScript-разработчик', 'Разработчик C++']),
    );
    // A query spelt right has none.
    expect((await searchBody('разработчик')).did_you_mean).toBeUndefined();
  });

  it('offers "did you mean" with a filter that is a term of the documents (the typed words counted in the index)', async () => {
    const city = (await searchBody('разрабочик')).items[0]?.city;
    expect(city).toBeTruthy();
    const body = ok<VacancySearchResponse>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vacancies?sort=relevance&q=${encodeURIComponent('разрабочик')}&city=${encodeURIComponent(city ?? '')}`,
      }),
    );
    expect(body.did_you_mean).toBe('разработчик');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.city === city)).toBe(true);
  });

  it('offers only a whole word of the index for a typo in the last word, never the start of one', async () => {
    const body = await searchBody('диспетчр');
    expect(body.did_you_mean).toBe('диспетчер');
    expect(body.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Диспетчер склада', 'Диспетчер такси']),
    );
  });
});

describe('GET /vacancies: the last word as a prefix', () => {
  it('finds the completions of the last word as typed so far', async () => {
    expect(await search('javascrip')).toEqual(['JavaScript-разработчик']);
    expect(await search('директ')).toEqual(['Директор по продажам']);
    // Only the last word: an earlier one is a whole word.
    expect(await search('директ продажам')).toEqual([]);
  });

  it('suggests titles with every word, the last one as a prefix', async () => {
    expect((await suggest('приложений разраб'))[0]).toBe('Разработчик мобильных приложений');
    // An earlier word with a typo (a swap) is the known word.
    expect((await suggest('прилоежний разраб'))[0]).toBe('Разработчик мобильных приложений');
    expect(await suggest('javascrip')).toContain('JavaScript-разработчик');
  });
});

describe('GET /vacancies: C++, C#, .NET, 1С and Node.js are words', () => {
  it('does not take the letter C of a driving licence category for C++ or C#', async () => {
    expect(await search('C++')).toEqual(['Разработчик C++']);
    expect(await search('C#')).toEqual(['C# Developer']);
    expect(await search('категории C')).toEqual(['Водитель категории C']);
  });

  it('finds .NET (also in ASP.NET) and 1С in either alphabet', async () => {
    expect(await search('.NET')).toEqual(['Backend Developer']);
    expect(await search('1С')).toEqual(['Программист 1С']);
    expect(await search('1C')).toEqual(['Программист 1С']);
  });
});

describe('GET /vacancies: a word of the same stem ranks below the word as typed', () => {
  it('puts "Key Account Manager" below the vacancies that say "accountant"', async () => {
    const found = await search('accountant');
    expect(found.slice(0, 2)).toEqual(['Accountant', 'Finance Assistant']);
    // Below a vacancy found through another name of the job too («1С:Бухгалтерия»: бухгалтер).
    expect(found.at(-1)).toBe('Key Account Manager');
  });
});

describe('GET /vacancies: a city, a salary and remote work named in the words', () => {
  it('makes «москва бухгалтер 100000» the city, the words and the salary', async () => {
    const db = ctx.database.handle.db;
    const companyId = await insertCompany(ctx.database.handle);
    await db.insert(vacancies).values([
      vacancyRow(companyId, { title: 'Бухгалтер на участок', salaryFrom: 120_000, city: 'Москва' }),
      vacancyRow(companyId, { title: 'Бухгалтер-кассир', salaryFrom: 60_000, city: 'Москва' }),
      vacancyRow(companyId, { title: 'Бухгалтер по зарплате', salaryFrom: 150_000, city: 'Казань' }),
      vacancyRow(companyId, {
        title: 'Удалённый бухгалтер',
        salaryFrom: 110_000,
        city: 'Казань',
        schedule: 'remote',
      }),
    ]);
    const body = await searchBody('москва бухгалтер 100000');
    expect(body.interpreted).toEqual({ q: 'бухгалтер', city: 'Москва', salary_from: 100_000, currency: 'RUB' });
    expect(body.items.map((item) => item.title)).toEqual(['Бухгалтер на участок']);

    const remote = await searchBody('бухгалтер удалённо');
    expect(remote.interpreted).toEqual({ q: 'бухгалтер', remote: true });
    expect(remote.items.map((item) => item.title)).toEqual(['Удалённый бухгалтер']);

    // Searched literally: the words as they are (no vacancy says «100000»), nothing interpreted.
    const literal = ok<VacancySearchResponse>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vacancies?literal=true&q=${encodeURIComponent('москва бухгалтер 100000')}`,
      }),
    );
    expect(literal.interpreted).toBeUndefined();
    expect(literal.items).toEqual([]);
    // A filter set in the request wins over the words.
    const explicit = ok<VacancySearchResponse>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vacancies?city=${encodeURIComponent('Казань')}&q=${encodeURIComponent('москва бухгалтер 100000')}`,
      }),
    );
    expect(explicit.interpreted).toEqual({ q: 'москва бухгалтер', salary_from: 100_000, currency: 'RUB' });
  });
});
