import { useTestApp } from '../../__tests__/support/harness';
import { api, employer, openCompanyChat, seeker } from '../../__tests__/support/chat-helpers';
import { findNul } from '../nul-guard';

const ctx = useTestApp();

const details = (body: string) =>
  (JSON.parse(body) as { error: { code: string; details?: Array<{ field: string }> } }).error;

describe('input holding NUL (U+0000), which PostgreSQL text cannot store', () => {
  it('finds the first string holding it, by its dotted path', () => {
    expect(findNul({ a: 'x', b: ['y', 'z\u0000'] }, 'body')).toBe('body.b.1');
    expect(findNul({ a: { b: 'ok' } }, 'body')).toBeUndefined();
    expect(findNul('plain', 'query.q')).toBeUndefined();
  });

  it('answers a search with NUL in the query string with a 400 naming the field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vacancies?q=dev%00%27' });
    expect(response.statusCode).toBe(400);
    expect(details(response.body)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'query.q' }] });
  });

  it('answers a JSON body with NUL with a 400 naming the field, and stores nothing', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const response = await api(ctx.app).send(ann, chatId, { message: 'hello\u0000world', vacancy_id: 0 });
    expect(response.statusCode).toBe(400);
    expect(details(response.body)).toMatchObject({ details: [{ field: 'body.message' }] });
    const history = await api(ctx.app).history(ann, chatId);
    expect((JSON.parse(history.body) as { message: unknown[] }).message).toEqual([]);
  });

  it('answers a path parameter with NUL with a 400, not a database error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/collections/similar%00' });
    expect(response.statusCode).toBe(400);
  });
});
