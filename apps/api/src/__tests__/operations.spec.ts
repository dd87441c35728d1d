import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loggerOptions } from '../lib/logger';
import { isPrivateAddress } from '../plugins/metrics';
import { testConfig, useTestApp } from './support/harness';
import { SAVED_SEARCH_MATCH_JOB } from '../modules/lists/saved-search-alerts';

/**
 * What an operator runs the API with: liveness and readiness (draining, database), Prometheus
 * metrics and who may read them, and one log line per request in production.
 */
const ctx = useTestApp(
  {},
  {
    beforeReady: (app) => {
      app.get('/api/__test/boom', async () => {
        throw new Error('boom');
      });
    },
  },
);

/**
 * Other instances on the file's database, closed after each test (without closing the database):
 * on PostgreSQL each holds a connection of the file's small pool for its LISTEN.
 */
const extra: FastifyInstance[] = [];
const another = async (
  env: Record<string, string>,
  options: { logger?: FastifyBaseLogger; ping?: () => Promise<void> } = {},
): Promise<FastifyInstance> => {
  const handle = ctx.database.handle;
  const app = await buildApp({
    config: testConfig(env),
    database: options.ping ? { ...handle, ping: options.ping } : handle,
    logger: options.logger,
    closeDatabase: false,
  });
  extra.push(app);
  await app.ready();
  return app;
};
afterEach(async () => {
  for (const app of extra.splice(0)) await app.close();
});

const TOKEN = 'metrics-token-0123456789abcdef';

describe('health', () => {
  it('answers liveness and readiness while serving, and the compatible /health', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 200,
        body: { status: 'ok' },
      });
    }
  });

  it('is not ready while draining, though still alive', async () => {
    const app = await another({});
    app.lifecycle.startDraining();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('UNAVAILABLE');
    expect(ready.headers['retry-after']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('is not ready while the database does not answer, and liveness does not ask it', async () => {
    const app = await another({}, { ping: () => Promise.reject(new Error('connection refused')) });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('stops being ready once the server begins to close', async () => {
    const app = await another({});
    expect(app.lifecycle.draining).toBe(false);
    await app.close();
    expect(app.lifecycle.draining).toBe(true);
  });
});

describe('metrics', () => {
  const scrape = (app: FastifyInstance, remoteAddress: string, authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress,
      headers: authorization ? { authorization } : {},
    });

  it('counts requests per route and status, times them, and counts 5xx', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    await ctx.app.inject({ method: 'GET', url: '/api/__test/boom' });
    await ctx.app.inject({ method: 'GET', url: '/api/no/such/route/12345' });
    const response = await scrape(ctx.app, '127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/health\/live",status_code="200"\} ([2-9]|\d\d+)$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live"\} ([2-9]|\d\d+)$/m,
    );
    expect(text).toMatch(/^http_server_errors_total\{method="GET",route="\/api\/__test\/boom"\} 1$/m);
    // Unknown paths share one label: a scanner cannot blow up the series count.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} \d+$/m);
    expect(text).not.toContain('/api/no/such/route');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^jobs_queue_depth\{state="due"\} \d+$/m);
    expect(text).toMatch(/^jobs_queue_depth\{state="failed"\} \d+$/m);
    // No live stream is open in this test.
    expect(text).toMatch(/^live_open_streams 0$/m);
    if (ctx.database.handle.kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    }
  });

  it('reports the job queue as it is', async () => {
    const before = await ctx.app.jobQueue.counts();
    // Due now, and due in an hour (not counted yet).
    await ctx.app.jobQueue.enqueue(SAVED_SEARCH_MATCH_JOB, { vacancy_id: 0 });
    await ctx.app.jobQueue.enqueue(
      SAVED_SEARCH_MATCH_JOB,
      { vacancy_id: 0 },
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    const after = await ctx.app.jobQueue.counts();
    expect(after).toEqual({ ...before, due: before.due + 1 });
    const text = (await scrape(ctx.app, '127.0.0.1')).body;
    expect(text).toContain(`jobs_queue_depth{state="due"} ${after.due}`);
  });

  it('without METRICS_TOKEN answers loopback and private networks only', async () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:10.0.0.1']) {
      expect({ address, status: (await scrape(ctx.app, address)).statusCode }).toEqual({ address, status: 200 });
    }
    for (const address of ['203.0.113.5', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:203.0.113.5']) {
      const response = await scrape(ctx.app, address);
      expect({ address, status: response.statusCode }).toEqual({ address, status: 404 });
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('with METRICS_TOKEN answers only that bearer token, from any address', async () => {
    const app = await another({ METRICS_TOKEN: TOKEN });
    expect((await scrape(app, '127.0.0.1')).statusCode).toBe(404);
    expect((await scrape(app, '127.0.0.1', `Bearer ${TOKEN}x`)).statusCode).toBe(404);
    expect((await scrape(app, '203.0.113.5', `Basic ${TOKEN}`)).statusCode).toBe(404);
    const allowed = await scrape(app, '203.0.113.5', `Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/api/metrics');
    expect(Object.keys(document.paths)).toContain('/api/health/ready');
  });

  it('knows private addresses', () => {
    expect(isPrivateAddress('127.0.0.2')).toBe(true);
    expect(isPrivateAddress('fd12:3456::1')).toBe(true);
    expect(isPrivateAddress('172.15.255.255')).toBe(false);
    expect(isPrivateAddress('192.169.0.1')).toBe(false);
    expect(isPrivateAddress(undefined)).toBe(false);
    expect(isPrivateAddress('not an address')).toBe(false);
  });
});

describe('request logs', () => {
  const capture = () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino(
      loggerOptions(loadConfig({ LOG_LEVEL: 'info' })),
      new Writable({
        write(chunk, _encoding, callback) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          callback();
        },
      }),
    );
    return { lines, logger };
  };

  it('writes one line per request in production (LOG_REQUESTS on)', async () => {
    const { lines, logger } = capture();
    const app = await another({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' }, { logger });
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/health/live?probe=1',
      headers: { authorization: 'Bearer secret-token' },
    });
    const requestLines = lines.filter((line) => line['msg'] === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      url: '/api/health/live?probe=1',
      route: '/api/health/live',
      status: 200,
      level: 30,
    });
    expect(typeof requestLines[0]?.['ms']).toBe('number');
    expect(typeof requestLines[0]?.['requestId']).toBe('string');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(lines.filter((line) => /incoming request|request completed/.test(String(line['msg'])))).toEqual([]);
  });

  it('writes none by default outside production', async () => {
    const { lines, logger } = capture();
    const app = await another({ LOG_LEVEL: 'info' }, { logger });
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/vacancies' });
    expect(lines).toEqual([]);
  });
});
