import { companies, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { ok } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { relevanceTitles, vacancyRow } from './search-fixtures';

const ctx = useTestApp();
const search = (q: string) => relevanceTitles(ctx.app, q);
type Suggestion = { title: string; count: number; company_id?: number };
const suggest = async (q: string) =>
  ok<{ items: Suggestion[] }>(
    await ctx.app.inject({ method: 'GET', url: `/api/vacancies/suggest?q=${encodeURIComponent(q)}` }),
  ).items;

let acme = 0;
let globex = 0;

beforeAll(async () => {
  const db = ctx.database.handle.db;
  const made = await db
    .insert(companies)
    .values([
      { name: 'Acme Logistics', description: 'Warehouses.' },
      { name: 'Globex', description: 'We build things.' },
    ])
    .returning({ id: companies.id });
  acme = made[0]?.id ?? 0;
  globex = made[1]?.id ?? 0;
  await db
    .insert(vacancies)
    .values([
      vacancyRow(acme, { title: 'Диспетчер склада', skills: ['WMS'] }),
      vacancyRow(acme, { title: 'Водитель погрузчика' }),
      vacancyRow(acme, { title: 'Кладовщик (черновик)', status: 'draft' }),
      vacancyRow(globex, { title: 'Backend developer', description: 'Our logistics platform.' }),
    ]);
});

describe('searching a company’s name', () => {
  it('finds its published vacancies by the name, a word of it, or the name with a job word', async () => {
    expect((await search('Acme')).sort()).toEqual(['Водитель погрузчика', 'Диспетчер склада']);
    expect((await search('Acme Logistics')).sort()).toEqual(['Водитель погрузчика', 'Диспетчер склада']);
    expect(await search('acme диспетчер')).toEqual(['Диспетчер склада']);
    // Another company's text that has one of the words is found by that word, not the whole name.
    expect((await search('logistics')).sort()).toEqual([
      'Backend developer',
      'Водитель погрузчика',
      'Диспетчер склада',
    ]);
    // A company's name is a word of the index: no "did you mean" for it.
    const body = ok<{ did_you_mean?: string }>(
      await ctx.app.inject({ method: 'GET', url: `/api/vacancies?q=${encodeURIComponent('Acme Logistics')}` }),
    );
    expect(body.did_you_mean).toBeUndefined();
  });

  it('follows a renamed company (the new name finds its vacancies, the old one no longer does)', async () => {
    await ctx.database.handle.db.update(companies).set({ name: 'Globex Freight' }).where(eq(companies.id, globex));
    expect(await search('freight')).toEqual(['Backend developer']);
    await ctx.database.handle.db.update(companies).set({ name: 'Globex' }).where(eq(companies.id, globex));
    expect(await search('freight')).toEqual([]);
  });

  it('suggests the company first, with its id and published vacancies, then titles', async () => {
    const items = await suggest('Acm');
    expect(items[0]).toEqual({ title: 'Acme Logistics', count: 2, company_id: acme });
    const titles = await suggest('Диспетч');
    expect(titles.every((item) => item.company_id === undefined)).toBe(true);
    expect(titles.map((item) => item.title)).toContain('Диспетчер склада');
  });
});
