import { openDatabase, type DatabaseHandle } from '@jobs/server-db';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { bearer } from './support/auth-helpers';
import { api, employer, ok, openCompanyChat, say, seeker, type Party } from './support/chat-helpers';
import { createTestDatabase, onPostgres, testConfig, useTestApp, type TestDatabase } from './support/harness';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const expectUnavailable = (response: LightMyRequestResponse, what: string) => {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
  expect(response.json().error, what).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
  expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
};

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** What drivers throw when the database is down, restarting, stalled or out of connections. */
const OUTAGES: Record<string, () => Error> = {
  refused: () => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  reset: () => withCode('read ECONNRESET', 'ECONNRESET'),
  terminated: () => new Error('Connection terminated unexpectedly'),
  'pool timeout': () => new Error('timeout exceeded when trying to connect'),
  'connect timeout': () => new Error('Connection terminated due to connection timeout'),
  'query timeout': () => new Error('Query read timeout'),
  'admin shutdown (57P01), wrapped by drizzle': () =>
    new DrizzleQueryError('select 1', [], withCode('terminating connection due to administrator command', '57P01')),
  'statement timeout (57014)': () => withCode('canceling statement due to statement timeout', '57014'),
  'starting up (57P03)': () => withCode('the database system is starting up', '57P03'),
  'too many connections (53300)': () => withCode('sorry, too many clients already', '53300'),
  'connection failure (08006)': () => withCode('connection failure', '08006'),
};

describe('database outage errors answer 503 UNAVAILABLE with Retry-After', () => {
  const ctx = useTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/__test/outage/:kind', async (request) => {
          const make = OUTAGES[(request.params as { kind: string }).kind];
          throw make ? make() : new Error('no such outage');
        });
        app.get('/api/__test/not-an-outage', async () => {
          throw new DrizzleQueryError('insert into t values ($1)', [1], withCode('duplicate key', '23505'));
        });
      },
    },
  );

  it.each(Object.keys(OUTAGES))('%s', async (kind) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/__test/outage/${encodeURIComponent(kind)}` });
    expectUnavailable(response, kind);
  });

  it('leaves other database errors a 500 without Retry-After', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/__test/not-an-outage' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

/**
 * A real outage of PostgreSQL, through a TCP proxy in front of the test database (the shared
 * server itself is never touched): refused connections, then a stall, each answered 503 with
 * Retry-After in bounded time, and the API recovers by itself when the database is back.
 */
describe.skipIf(!onPostgres)('a PostgreSQL outage (through a proxy)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let ann: Party;
  let chatId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const config = testConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      // Every call reads the database: no session or history page answered from memory.
      SESSION_CACHE_TTL_SECONDS: '0',
      HISTORY_PAGE_CACHE_TTL_MS: '0',
    });
    handle = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 4,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
    app = await buildApp({ config, database: handle });
    await app.ready();
    ann = await seeker(app);
    chatId = await openCompanyChat(api(app), ann, (await employer(app)).companyId);
  });
  afterAll(async () => {
    proxy?.setMode('pass');
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** The answer, or 'no answer' when it takes far longer than any configured timeout. */
  const answered = async (call: Promise<LightMyRequestResponse>) =>
    Promise.race([call, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 20_000))]);

  const calls = () => ({
    send: api(app).send(ann, chatId, say('while the database is away')),
    history: api(app).history(ann, chatId),
    me: app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(ann.token) }),
    health: app.inject({ method: 'GET', url: '/api/health' }),
  });

  for (const mode of ['refuse', 'stall'] as const) {
    it(`answers sends, reads, authenticated routes and health with 503 + Retry-After (${mode}), then recovers`, async () => {
      proxy.setMode(mode);
      for (const [what, call] of Object.entries(calls())) {
        const response = await answered(call);
        expect(response, `${what} (${mode})`).not.toBe('no answer');
        if (response !== 'no answer') expectUnavailable(response, `${what} (${mode})`);
      }
      proxy.setMode('pass');
      // Back without restarting the API: the pool makes new connections.
      let sent: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 20 && sent?.statusCode !== 200; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
        sent = await api(app).send(ann, chatId, say(`after the ${mode}`));
      }
      expect(ok<{ text: string }>(present(sent)).text).toBe(`after the ${mode}`);
      expect(ok(await api(app).history(ann, chatId)).message).toBeDefined();
    });
  }
});

const present = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('no response');
  return value;
};
