import { bearer } from './support/auth-helpers';
import { seeker, type Party } from './support/chat-helpers';
import { servedContractRoutes } from './support/contract-routes';
import { useTestApp } from './support/harness';

/**
 * Authentication comes before everything else on a protected route: an anonymous call, or one of
 * a role the route does not allow, learns nothing about the route's input rules (no 400 with field
 * details, no 415, no 413), whatever its params, query and body.
 */
const ctx = useTestApp();
let protectedRoutes: { method: string; url: string }[] = [];
beforeAll(() => {
  protectedRoutes = servedContractRoutes(ctx.app)
    .filter((route) => route.auth !== 'public')
    .map((route) => ({ method: route.method, url: `/api${route.path}` }));
});

/** The route's path with every parameter replaced by something no schema accepts. */
const garbled = (url: string) => url.replace(/:[A-Za-z_]+/g, 'not-an-id').replace(/\*$/, '..%2Fx');

const badCall = (method: string, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `${garbled(url)}?page=-1&limit=abc&older_than_id=x&q=${'x'.repeat(5000)}`,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"title": 1, "email": [], ' }),
  });

describe('authentication before validation', () => {
  it('registers protected routes (the list below is not empty)', () => {
    expect(protectedRoutes.length).toBeGreaterThan(30);
  });

  it('answers 401 to an anonymous call with bad params, query and body on every protected route', async () => {
    const wrong: string[] = [];
    for (const { method, url } of protectedRoutes) {
      const response = await badCall(method, url);
      if (response.statusCode !== 401 || response.json().error.details !== undefined) {
        wrong.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to an anonymous POST /api/employer/vacancies with an invalid body (the issue’s case)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/employer/vacancies', payload: { title: '' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to an anonymous upload that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(401);
  });

  describe('a role the route does not allow', () => {
    let ann: Party;
    beforeAll(async () => {
      ann = await seeker(ctx.app);
    });

    it('answers 403 without field details to a seeker on employer and editor routes with a bad body', async () => {
      const wrong: string[] = [];
      for (const url of ['/api/employer/vacancies', '/api/employer/company']) {
        for (const method of ['POST', 'PUT']) {
          if (!protectedRoutes.some((route) => route.method === method && route.url === url)) continue;
          const response = await badCall(method, url, bearer(ann.token));
          if (response.statusCode !== 403 || response.json().error.details !== undefined) {
            wrong.push(`${method} ${url}: ${response.statusCode}`);
          }
        }
      }
      const editorList = await badCall('GET', '/api/editor/vacancies', bearer(ann.token));
      if (editorList.statusCode !== 403) wrong.push(`GET /api/editor/vacancies: ${editorList.statusCode}`);
      expect(wrong).toEqual([]);
    });
  });
});
