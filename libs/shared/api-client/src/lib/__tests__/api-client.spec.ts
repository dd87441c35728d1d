import { defineRoute, healthRoute, idParamsSchema, meRoute, okSchema } from '@jobs/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { ApiError, createApiClient } from '../../index';
import {
  API_BASE,
  aUser,
  bearerOf,
  clearAllCookies,
  errorResponse,
  handle,
  server,
  setAccessCookie,
  useMswServer,
} from './test-server';

const historyRoute = defineRoute({
  method: 'GET',
  path: '/chat/:id/history',
  summary: 'test',
  tags: ['test'],
  auth: ['seeker'],
  params: idParamsSchema,
  query: z.object({ older_than_id: z.coerce.number().optional(), limit: z.coerce.number().optional() }),
  response: z.object({ message: z.array(z.object({ id: z.number(), text: z.string() })), has_more: z.boolean() }),
});

const sendRoute = defineRoute({
  method: 'POST',
  path: '/chat/:id/send',
  summary: 'test',
  tags: ['test'],
  auth: ['seeker'],
  params: idParamsSchema,
  body: z.object({ message: z.string(), vacancy_id: z.number() }),
  response: z.object({ id: z.number(), text: z.string(), createdAt: z.string(), chat_id: z.number() }),
});

const deleteRoute = defineRoute({
  method: 'DELETE',
  path: '/employer/vacancies/:id',
  summary: 'test',
  tags: ['test'],
  auth: ['employer'],
  params: idParamsSchema,
  response: z.undefined(),
});

const client = (audience: 'seeker' | 'employer' | 'editor' = 'seeker') =>
  createApiClient({ audience, baseUrl: API_BASE, retryDelayMs: 0 });

describe('createApiClient: requests', () => {
  useMswServer();
  afterEach(clearAllCookies);

  it('sends the call to the configured base with the bearer from the audience cookie when signed in', async () => {
    setAccessCookie('seeker', 'seeker-token');
    setAccessCookie('employer', 'employer-token');
    let seen: { url: string; bearer?: string } | undefined;
    server.use(
      handle(meRoute, ({ request }) => {
        seen = { url: request.url, bearer: bearerOf(request) };
        return HttpResponse.json(aUser());
      }),
    );
    await expect(client('seeker').call(meRoute)).resolves.toEqual(aUser());
    expect(seen).toEqual({ url: `${API_BASE}/users/default/me`, bearer: 'seeker-token' });
    await client('employer').call(meRoute);
    expect(seen?.bearer).toBe('employer-token');
  });

  it('sends no authorization header when the audience has no cookie', async () => {
    setAccessCookie('employer', 'employer-token');
    let authorization: string | null = 'unset';
    server.use(
      handle(healthRoute, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await client('seeker').call(healthRoute);
    expect(authorization).toBeNull();
  });

  it('sends the interface language as Accept-Language, read on every call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      handle(healthRoute, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    let locale = 'ru';
    const api = createApiClient({ audience: 'seeker', baseUrl: API_BASE, locale: () => locale });
    await api.call(healthRoute);
    locale = 'en';
    await api.call(healthRoute);
    expect(seen).toEqual(['ru', 'en']);
  });

  it('reads the base url on every call when it is a function', async () => {
    let base = 'http://one.test/api/';
    const seen: string[] = [];
    server.use(
      http.get(
        'http://one.test/api/health',
        ({ request }) => (seen.push(request.url), HttpResponse.json({ status: 'ok' })),
      ),
      http.get(
        'http://two.test/api/health',
        ({ request }) => (seen.push(request.url), HttpResponse.json({ status: 'ok' })),
      ),
    );
    const api = createApiClient({ audience: 'seeker', baseUrl: () => base });
    await api.call(healthRoute);
    base = 'http://two.test/api';
    await api.call(healthRoute);
    expect(seen).toEqual(['http://one.test/api/health', 'http://two.test/api/health']);
  });

  it('fills path params and sends the query without undefined values when both are given', async () => {
    let url: URL | undefined;
    server.use(
      handle(historyRoute, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ message: [{ id: 3, text: 'hi' }], has_more: false });
      }),
    );
    const result = await client().call(historyRoute, {
      params: { id: 7 },
      query: { older_than_id: 12, limit: undefined },
    });
    expect(url?.pathname).toBe('/api/chat/7/history');
    expect(url?.search).toBe('?older_than_id=12');
    expect(result.has_more).toBe(false);
  });

  it('sends a JSON body with a JSON content type when the body is a plain object', async () => {
    let received: { contentType: string | null; body: unknown } | undefined;
    server.use(
      handle(sendRoute, async ({ request }) => {
        received = { contentType: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 1, text: 'hello', createdAt: '2026-01-01T00:00:00.000Z', chat_id: 5 });
      }),
    );
    const sent = await client().call(sendRoute, { params: { id: 5 }, body: { message: 'hello', vacancy_id: 0 } });
    expect(received?.contentType).toMatch(/^application\/json/);
    expect(received?.body).toEqual({ message: 'hello', vacancy_id: 0 });
    expect(sent.chat_id).toBe(5);
  });

  it('sends no content type when there is no body', async () => {
    let contentType: string | null = 'unset';
    server.use(
      handle(meRoute, ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json(aUser());
      }),
    );
    await client().call(meRoute);
    expect(contentType).toBeNull();
  });
});

describe('createApiClient: responses', () => {
  useMswServer();
  afterEach(clearAllCookies);

  it('parses the answer with the route schema when it succeeds', async () => {
    const withDefault = defineRoute({
      ...meRoute,
      response: z.object({ id: z.number(), extra: z.string().default('x') }),
    });
    server.use(handle(withDefault, () => HttpResponse.json({ id: 4 })));
    await expect(client().call(withDefault)).resolves.toEqual({ id: 4, extra: 'x' });
  });

  it('resolves an empty 204 when the schema accepts no body', async () => {
    server.use(handle(deleteRoute, () => new HttpResponse(null, { status: 204 })));
    await expect(client().call(deleteRoute, { params: { id: 2 } })).resolves.toBeUndefined();
  });

  it('rejects with INTERNAL when a success body does not match the schema', async () => {
    server.use(handle(meRoute, () => HttpResponse.json({ id: 'not a number' })));
    const error = await client()
      .call(meRoute)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INTERNAL', message: 'Unexpected response from the server' });
  });

  it('rejects with INTERNAL when a success body is not JSON', async () => {
    server.use(handle(meRoute, () => HttpResponse.text('<html>')));
    await expect(client().call(meRoute)).rejects.toMatchObject({ status: 200, code: 'INTERNAL' });
  });

  it('parses the error envelope into an ApiError when the API answers an error', async () => {
    server.use(
      handle(sendRoute, () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Invalid input', [
          { field: 'body.vacancy_id', code: 'vacancy_not_published', message: 'No such published vacancy' },
        ]),
      ),
    );
    const error = await client()
      .call(sendRoute, { params: { id: 1 }, body: { message: 'x', vacancy_id: 99 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      requestId: 'req-1',
    });
    expect(apiError.fieldErrors()).toEqual({
      vacancy_id: { field: 'body.vacancy_id', code: 'vacancy_not_published', message: 'No such published vacancy' },
    });
  });

  it('derives the code from the status when an error body is not the envelope', async () => {
    server.use(handle(meRoute, () => HttpResponse.text('Forbidden by proxy', { status: 403 })));
    await expect(client().call(meRoute)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    server.use(handle(healthRoute, () => HttpResponse.json({ message: 'nope' }, { status: 404 })));
    await expect(client().call(healthRoute)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('rejects with status 0 and UNAVAILABLE when the network fails', async () => {
    server.use(handle(healthRoute, () => HttpResponse.error()));
    const error = await client()
      .call(healthRoute)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'UNAVAILABLE' });
  });

  it('rethrows the abort error when the caller cancels', async () => {
    server.use(handle(healthRoute, async () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = client().call(healthRoute, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses a custom fetch when one is given', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ ok: true }));
    const logout = defineRoute({ ...meRoute, method: 'POST', path: '/anything', response: okSchema });
    const api = createApiClient({ audience: 'seeker', baseUrl: API_BASE, fetch: fetchSpy });
    await expect(api.call(logout)).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
