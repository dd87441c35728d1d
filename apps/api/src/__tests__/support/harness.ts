import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, runMigrations, type DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import type { MailMessage, Mailer } from '../../modules/email/mailer';

/** Set to run every API suite on a real PostgreSQL server: one fresh database per test file. */
const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];
export const onPostgres = Boolean(TEST_DATABASE_URL);

export type TestDatabase = {
  handle: DatabaseHandle;
  /** The URL of the per-file PostgreSQL database (undefined on PGlite). */
  url?: string;
  drop: () => Promise<void>;
};

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The templates the run's globalSetup (support/global-setup.ts) prepared once: `migrated` (the
 * migrations) and `booted` (the migrations, then an app started and stopped: pg-boss's schema,
 * queues and schedules). PGlite: dumps of the data folder; PostgreSQL: template databases.
 */
export type TemplateKind = 'migrated' | 'booted';
export type TestTemplates =
  | { kind: 'pglite'; files: Record<TemplateKind, string> }
  | { kind: 'postgres'; databases: Record<TemplateKind, string> };

const templates = (): TestTemplates | undefined => {
  // Undefined when a file runs without the globalSetup (another vitest configuration).
  const provided = inject('apiTestTemplates');
  return provided?.kind === (TEST_DATABASE_URL ? 'postgres' : 'pglite') ? provided : undefined;
};

/** PGlite dumps read once per worker (files share the modules: `isolate: false`), never written to. */
const dumps = new Map<string, ArrayBuffer>();
const dumpOf = (file: string): ArrayBuffer => {
  let dump = dumps.get(file);
  if (!dump) {
    const bytes = readFileSync(file);
    dumps.set(file, (dump = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  }
  return dump;
};

/**
 * The tests' embedded databases are small: 16 MB of shared buffers instead of PGlite's 128 MB, which
 * it zeroes at every start (0.7 s of CPU of the 1.9 s a start from a dump took). The planner does
 * not weigh shared_buffers (effective_cache_size stays as it is), so plans do not change.
 */
export const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set. A copy of the run's template (`migrated` by default; `booted` has pg-boss's schema too),
 * so the migrations do not run again per file.
 */
export const createTestDatabase = async (
  onQuery?: (sql: string) => void,
  { template = 'migrated' }: { template?: TemplateKind } = {},
): Promise<TestDatabase> => {
  const prepared = templates();
  if (!TEST_DATABASE_URL) {
    if (prepared?.kind === 'pglite') {
      const handle = await openDatabase({
        kind: 'pglite',
        onQuery,
        loadDataDir: dumpOf(prepared.files[template]),
        settings: TEST_PGLITE_SETTINGS,
      });
      return { handle, drop: async () => undefined };
    }
    const handle = await openDatabase({ kind: 'pglite', onQuery, settings: TEST_PGLITE_SETTINGS });
    await runMigrations(handle);
    return { handle, drop: async () => undefined };
  }
  const name = `jobs_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const source = prepared?.kind === 'postgres' ? prepared.databases[template] : undefined;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}${source ? ` TEMPLATE ${quoteIdent(source)}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5, onQuery });
  if (!source) await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
};

export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

/** Test configuration: a cheap password hash, generous rate limits, silent logs; `env` overrides. */
export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_DATA: 'false',
    PASSWORD_HASH_LOG_N: '10',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_DELAY_MS: '0',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS: '100000',
    RATE_LIMIT_VERIFY_RESEND_PER_USER: '100000',
    CHAT_SEND_PER_SENDER_PER_MINUTE: '100000',
    CHAT_SEND_PER_CHAT_PER_MINUTE: '100000',
    PASSWORD_FORGOT_MIN_RESPONSE_MS: '0',
    // Tests run due jobs themselves (app.jobQueue.runDue()), and pg-boss's maintenance
    // (app.jobQueue.maintain()) when they need it.
    JOBS_POLL_INTERVAL_MS: '0',
    JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
    ...env,
  });

/** Records what the app would send by SMTP (tests read the e-mails here). */
export type MailRecorder = Mailer & { sent: MailMessage[]; failNext: number };

export const createMailRecorder = (): MailRecorder => {
  const recorder: MailRecorder = {
    sent: [],
    failNext: 0,
    send: async (message) => {
      if (recorder.failNext > 0) {
        recorder.failNext--;
        throw new Error('SMTP server unavailable (test)');
      }
      recorder.sent.push(message);
    },
    close: () => undefined,
  };
  return recorder;
};

export type TestContext = {
  /** The e-mails the app sent (through its outbox and the job queue). */
  mail: MailRecorder;
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  /**
   * Queries drizzle ran since the last `reset()`; their SQL too, in `statements`, once a test set
   * it to an array (recording is off by default).
   */
  queries: { count: number; statements?: string[]; reset: () => void };
};

/**
 * One app on one fresh database for the whole test file (opening PGlite takes seconds). Call at
 * the top of a file; the returned object is filled in `beforeAll`.
 */
export const useTestApp = (
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger; beforeReady?: (app: FastifyInstance) => void } = {},
): TestContext => {
  const queries: TestContext['queries'] = {
    count: 0,
    reset() {
      this.count = 0;
      if (this.statements) this.statements = [];
    },
  };
  const ctx = { queries, mail: createMailRecorder() } as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase(
      (statement) => {
        queries.count++;
        queries.statements?.push(statement);
      },
      { template: 'booted' },
    );
    ctx.config = testConfig(env);
    ctx.app = await buildApp({
      config: ctx.config,
      database: ctx.database.handle,
      logger: options.logger,
      mailer: ctx.mail,
    });
    options.beforeReady?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.drop();
  });
  return ctx;
};

/**
 * A second API instance on the test file's PostgreSQL database (several instances need PostgreSQL),
 * for what instances tell each other over LISTEN/NOTIFY. Call inside a `describe.skipIf(!onPostgres)`
 * after `useTestApp`; the getter answers once `beforeAll` has run.
 */
export const useOtherInstance = (ctx: TestContext): (() => FastifyInstance) => {
  let other: FastifyInstance | undefined;
  beforeAll(async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('expected a PostgreSQL test database');
    other = await buildApp({
      config: ctx.config,
      database: await openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });
  return () => {
    if (!other) throw new Error('the other instance starts in beforeAll');
    return other;
  };
};

/** Redis for the tests of shared counters (CI's machine runs one at 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] || 'redis://127.0.0.1:6379';

/** A Redis key prefix of this test file's own: files running at once never share a counter. */
export const testRedisPrefix = (name: string) => `jobs-test:${name}:${process.pid}:${randomBytes(6).toString('hex')}:`;

/** Deletes the keys a test file left under its prefix. */
export const dropRedisKeys = async (prefix: string): Promise<void> => {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
};

/**
 * Another API instance on the test file's database, on either kind: on PostgreSQL its own pool
 * (as a second process would have), on PGlite the same embedded database (one process may hold it:
 * two apps then stand for two instances sharing one database), with the file's configuration
 * unless `config` is given. Close it inside a test to simulate an instance that comes and goes.
 */
export const startInstance = async (ctx: TestContext, config: AppConfig = ctx.config): Promise<FastifyInstance> => {
  const app = ctx.database.url
    ? await buildApp({ config, database: await openDatabase({ kind: 'postgres', url: ctx.database.url, poolSize: 3 }) })
    : await buildApp({ config, database: ctx.database.handle, closeDatabase: false });
  await app.ready();
  return app;
};
