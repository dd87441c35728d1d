import { Writable } from 'node:stream';
import { defineRoute, idParamsSchema } from '@jobs/contracts';
import { pino } from 'pino';
import { z } from 'zod';
import { buildApp } from '../app';
import { registerRoute } from '../lib/register-route';
import { PASSWORD, refresh, refreshCookieOf, registerSeeker, uniqueEmail } from './support/auth-helpers';
import { useTestApp } from './support/harness';

const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  }),
);

const brokenRoute = defineRoute({
  method: 'GET',
  path: '/api/__test/broken-response',
  summary: 'answers with a body its schema refuses',
  tags: ['test'],
  auth: 'public',
  response: z.object({ ok: z.literal(true) }),
});
const paramsRoute = defineRoute({
  method: 'GET',
  path: '/api/__test/items/:id',
  summary: 'params and query validation',
  tags: ['test'],
  auth: 'public',
  params: idParamsSchema,
  query: z.object({ page: z.coerce.number().int().min(1).optional() }),
  response: z.object({ id: z.number() }),
});

const ctx = useTestApp(
  // Request lines as in production (LOG_REQUESTS is off by default outside production).
  { BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
  {
    logger,
    beforeReady: (app) => {
      app.get('/api/__test/boom', async () => {
        throw new Error('connection to db at 10.0.0.5 failed: password=hunter2');
      });
      registerRoute(app, brokenRoute, async () => ({ ok: false }) as unknown as { ok: true });
      registerRoute(app, paramsRoute, async (request) => ({ id: request.params.id }));
    },
  },
);

const expectEnvelope = (body: Record<string, unknown>, code: string) => {
  expect(body).toEqual({
    error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }),
  });
  expect(JSON.stringify(body)).not.toMatch(/stack|at .+\.(ts|js):\d+/);
};

describe('system routes', () => {
  it('answers {"status":"ok"} on /api/health when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the envelope on /api/health when the database does not answer', async () => {
    const down = await buildApp({
      config: { ...ctx.config, LOG_LEVEL: 'silent' },
      database: { ...ctx.database.handle, ping: () => Promise.reject(new Error('down')) },
      closeDatabase: false,
    });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expectEnvelope(response.json(), 'UNAVAILABLE');
    } finally {
      await down.close();
    }
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/employer/auth/register',
      '/api/editor/auth/login',
      '/api/users/default/me',
      '/api/employer/me',
      '/api/chat/list',
      '/api/chat/{id}/history',
      '/api/chat/{id}/send',
      '/api/chat/notifies',
      '/api/chat/notifies/read',
      '/api/companies/{id}/chat',
      '/api/admin/chats',
      '/api/admin/chats/{id}/history',
      '/api/admin/chats/{id}/send',
      '/api/vacancies/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const register = doc.paths['/api/auth/register'].post;
    expect(register.responses['201']).toBeDefined();
    expect(register.requestBody.content['application/json'].schema.required).toEqual(['email', 'password', 'name']);
    expect(doc.paths['/api/users/default/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    const notifies = doc.paths['/api/chat/notifies'].get.parameters;
    expect(notifies).toEqual([expect.objectContaining({ name: 'user_opened_site', in: 'query', required: true })]);
  });

  it('renders the docs page with a static CSP that allows no inline script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('error envelope', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expectEnvelope(response.json(), 'NOT_FOUND');
    expect(response.json().error.message).toBe('Not found: GET /api/no/such/route');
  });

  it('answers malformed JSON with a 400 naming body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.json(), 'VALIDATION_FAILED');
    expect(response.json().error.details).toEqual([
      { field: 'body', code: 'invalid_json', message: 'Body is not valid JSON' },
    ]);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expectEnvelope(response.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('answers a body that is not JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@b.co',
      });
      expect(response.statusCode, type).toBe(415);
      expectEnvelope(response.json(), 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('prefixes params and query fields in validation details', async () => {
    const badParams = await ctx.app.inject({ method: 'GET', url: '/api/__test/items/abc' });
    expect(badParams.statusCode).toBe(400);
    expect(badParams.json().error.details).toEqual([
      expect.objectContaining({ field: 'params.id', code: expect.any(String), message: expect.any(String) }),
    ]);
    const badQuery = await ctx.app.inject({ method: 'GET', url: '/api/__test/items/3?page=0' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.details).toEqual([
      expect.objectContaining({
        field: 'query.page',
        code: 'too_small',
        params: expect.objectContaining({ minimum: 1 }),
      }),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/__test/items/3?page=2' })).json()).toEqual({ id: 3 });
  });

  it('masks an unexpected error as a 500 and logs it with the request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/__test/boom',
      headers: { 'x-request-id': 'trace-boom-1' },
    });
    expect(response.statusCode).toBe(500);
    expectEnvelope(response.json(), 'INTERNAL');
    expect(response.json().error).toEqual({
      code: 'INTERNAL',
      message: 'Internal server error',
      requestId: 'trace-boom-1',
    });
    expect(response.body).not.toContain('hunter2');
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.err?.message?.includes('hunter2'));
    expect(logged).toMatchObject({ level: 50, requestId: 'trace-boom-1' });
  });

  it('validates responses: a body its schema refuses becomes a masked 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/__test/broken-response' });
    expect(response.statusCode).toBe(500);
    expectEnvelope(response.json(), 'INTERNAL');
  });
});

describe('request ids and logs', () => {
  it('returns a generated request id in the header and the error body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json().error.requestId).toBe(id);
  });

  it('keeps a sane incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123_DEF.4' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123_DEF.4');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n{"level":60}' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id on every request log line and never logs passwords, tokens or cookies', async () => {
    logLines.length = 0;
    const seeker = await registerSeeker(ctx.app, uniqueEmail('logs'));
    const refreshed = await refresh(ctx.app, 'seeker', seeker.refresh);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/users/default/me',
      headers: { authorization: `Bearer ${seeker.token}` },
    });
    const text = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of [
      PASSWORD,
      seeker.token,
      seeker.refresh,
      refreshCookieOf(refreshed, 'auth_refresh_token')?.value ?? '-',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/auth_refresh_token|authorization|cookie/i);
    const entries = logLines.map((line) => JSON.parse(line));
    // One line per request (register, refresh, me), each with its request id.
    expect(entries.filter((entry) => entry.msg === 'request')).toHaveLength(3);
    for (const entry of entries) {
      if (entry.msg === 'request' || entry.req || entry.res) expect(entry.requestId).toEqual(expect.any(String));
    }
  });
});

describe('security headers and CORS', () => {
  it('sends CSP, nosniff, frame and referrer policies and no HSTS outside production', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const prod = await buildApp({
      config: { ...ctx.config, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      database: ctx.database.handle,
      closeDatabase: false,
    });
    try {
      const response = await prod.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await prod.close();
    }
  });

  it('echoes an allowed origin with credentials', async () => {
    for (const origin of ['http://localhost:4200', 'http://localhost:4300', 'http://localhost:4400']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:4300', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4300');
  });

  it('gives another origin no CORS headers at all', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const corsHeaders = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
    expect(corsHeaders).toEqual([]);
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
