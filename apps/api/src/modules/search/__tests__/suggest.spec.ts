import { useTestApp } from '../../../__tests__/support/harness';
import { ok } from '../../../__tests__/support/chat-helpers';
import { seedSearchWorld } from './search-fixtures';

const ctx = useTestApp();

beforeAll(async () => {
  await seedSearchWorld(ctx.database.handle);
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });
type Items = { items: Array<{ id: number; title: string }> };

describe('GET /vacancies/suggest', () => {
  it('suggests published titles by prefix and by similar words, never drafts', async () => {
    const body = ok<{ items: Array<{ title: string; count: number }> }>(
      await get(`/vacancies/suggest?q=${encodeURIComponent('разраб')}`),
    );
    expect(body.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Frontend-разработчик (React)', 'Разработчик 1С (стажёр)']),
    );
    expect(body.items.map((item) => item.title)).not.toContain('Frontend-разработчик (Vue)');
    expect(body.items[0]?.count).toBe(1);
  });

  it('suggests despite a typo', async () => {
    const body = ok<{ items: Array<{ title: string }> }>(await get('/vacancies/suggest?q=developr'));
    expect(body.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Python developer', 'Senior Backend Developer (Go)']),
    );
  });

  it('needs a query and caps the limit', async () => {
    expect((await get('/vacancies/suggest')).statusCode).toBe(400);
    const tooMany = await get('/vacancies/suggest?q=dev&limit=11');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].field).toBe('query.limit');
    const limited = ok<Items>(await get('/vacancies/suggest?q=dev&limit=1'));
    expect(limited.items).toHaveLength(1);
  });
});
