import { healthRoute, searchRoutes } from '@jobs/contracts';
import { HttpResponse } from 'msw';
import { createApiClient, EARLY_REQUESTS_KEY } from '../../index';
import { API_BASE, clearAllCookies, errorResponse, handle, server, setAccessCookie, useMswServer } from './test-server';

const holder = globalThis as { [EARLY_REQUESTS_KEY]?: Record<string, Promise<Response>> };
const early = (url: string, response: Promise<Response>) => {
  holder[EARLY_REQUESTS_KEY] = { ...holder[EARLY_REQUESTS_KEY], [url]: response };
};
const client = () => createApiClient({ audience: 'seeker', baseUrl: API_BASE, retryDelayMs: 0 });

describe('createApiClient: requests the page started early', () => {
  useMswServer();
  afterEach(() => {
    clearAllCookies();
    delete holder[EARLY_REQUESTS_KEY];
  });

  /** Counts the client's own requests to the route. */
  const countRequests = () => {
    const hits = { count: 0 };
    server.use(handle(healthRoute, () => (hits.count++, HttpResponse.json({ status: 'ok' }))));
    return hits;
  };

  it('takes the answer to the same URL once, checked against the contract', async () => {
    const hits = countRequests();
    early(`${API_BASE}/health`, Promise.resolve(HttpResponse.json({ status: 'ok' })));
    await expect(client().call(healthRoute)).resolves.toEqual({ status: 'ok' });
    expect(hits.count).toBe(0);
    await client().call(healthRoute);
    expect(hits.count).toBe(1);

    early(`${API_BASE}/health`, Promise.resolve(HttpResponse.json({ status: 42 })));
    await expect(client().call(healthRoute)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('asks itself when the early request failed or was not answered with a 2xx', async () => {
    const hits = countRequests();
    early(`${API_BASE}/health`, Promise.reject(new TypeError('Failed to fetch')));
    await expect(client().call(healthRoute)).resolves.toEqual({ status: 'ok' });
    early(`${API_BASE}/health`, Promise.resolve(errorResponse(503, 'UNAVAILABLE', 'busy')));
    await expect(client().call(healthRoute)).resolves.toEqual({ status: 'ok' });
    expect(hits.count).toBe(2);
  });

  it('leaves it alone when signed in (the early request carried no token)', async () => {
    const hits = countRequests();
    setAccessCookie('seeker', 'seeker-token');
    early(`${API_BASE}/health`, Promise.resolve(HttpResponse.json({ status: 'early' })));
    await expect(client().call(healthRoute)).resolves.toEqual({ status: 'ok' });
    expect(hits.count).toBe(1);
  });

  it('matches the query string too, in the order the input gives it', async () => {
    // Not a whole search answer (the call then fails the contract): what counts is where it came from.
    const body = { items: [], total: 0, page: 1, per_page: 20 };
    let asked = '';
    server.use(handle(searchRoutes.search, ({ request }) => ((asked = request.url), HttpResponse.json(body))));
    early(`${API_BASE}/vacancies?sort=relevance&page=1&per_page=20`, Promise.resolve(HttpResponse.json(body)));
    const query = { sort: 'relevance', page: 1, per_page: 20 } as const;
    // Another query string is another request: asked for itself.
    await client()
      .call(searchRoutes.search, { query: { ...query, page: 2 } })
      .catch(() => undefined);
    expect(asked).toContain('page=2');
    asked = '';
    await client()
      .call(searchRoutes.search, { query })
      .catch(() => undefined);
    expect(asked).toBe('');
    expect(holder[EARLY_REQUESTS_KEY]).toEqual({});
  });
});
