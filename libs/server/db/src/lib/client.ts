import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { PreparingPglite } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same drizzle API over either driver: queries never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves once the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** The raw PGlite instance or pg pool, for the few things drizzle does not cover (LISTEN/NOTIFY). */
  raw: PGlite | pg.Pool;
};

type CommonOptions = {
  /** Called with the SQL of every query drizzle runs (tests count queries with it). */
  onQuery?: (sql: string) => void;
};

export type DatabaseOptions =
  | ({
      kind: 'pglite';
      dataDir?: string /* undefined = in memory */;
      /**
       * In memory only: start from this dump of a data folder (PGlite's `dumpDataDir`, an uncompressed
       * tar) instead of an empty database. Tests load a migrated one per file: faster than an empty
       * one plus migrations. Given as bytes, they are read in place (PGlite copies them into its
       * files); a Blob is read through a stream each time, 0.4 s of CPU for the tests' 43 MB dump.
       */
      loadDataDir?: Blob | ArrayBuffer;
      /**
       * Server settings (`-c name=value` at start) on top of PGlite's own. Tests set a small
       * `shared_buffers`: PGlite's default 128 MB are zeroed at every start (0.7 s of CPU each).
       */
      settings?: Record<string, string>;
    } & CommonOptions)
  | ({
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a query waits for a connection (a new one, or a free one of the pool); unset: for ever. */
      connectTimeoutMs?: number;
      /**
       * The longest a statement may run: PostgreSQL cancels it (statement_timeout), and the driver
       * gives up on an answer a little later should the server itself hang. Unset: no limit.
       */
      statementTimeoutMs?: number;
    } & CommonOptions);

/** How much longer than the statement timeout the driver waits for any answer (a hung server). */
const QUERY_TIMEOUT_GRACE_MS = 1000;

const MIGRATIONS_JOURNAL = join('meta', '_journal.json');

/**
 * Finds the migrations folder: `../migrations` next to this file in the sources, `./migrations`
 * next to a bundle that inlined this file (the API build copies them there).
 */
export const findMigrationsDir = (from: string = dirname(fileURLToPath(import.meta.url))): string => {
  const candidates = [join(from, 'migrations'), join(from, '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, MIGRATIONS_JOURNAL)));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
};

const queryLogger = (onQuery?: (sql: string) => void): Logger | undefined =>
  onQuery ? { logQuery: (query) => onQuery(query) } : undefined;

/** Extensions the migrations create (`pg_trgm` for typo-tolerant search). */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

/**
 * A dump given as bytes, as the Blob PGlite's `loadDataDir` takes: PGlite only calls its
 * `arrayBuffer()` (and reads `type`, to know a gzipped one), and never writes to the bytes.
 */
const asTarBlob = (dump: Blob | ArrayBuffer): Blob =>
  dump instanceof ArrayBuffer
    ? ({ type: 'application/x-tar', size: dump.byteLength, arrayBuffer: async () => dump } as unknown as Blob)
    : dump;

/** Where the embedded database keeps its files and its lock, inside the data folder. */
export const pgliteDirs = (dataDir: string) => {
  const root = resolve(dataDir);
  return { root, data: join(root, 'pglite'), lock: join(root, 'pglite.lock') };
};

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  const logger = queryLogger(options.onQuery);
  if (options.kind === 'postgres') {
    const statementTimeout = options.statementTimeoutMs;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A dead server or network is noticed on idle connections too.
      keepAlive: true,
      // No JIT compilation: the API's statements are short, and compiling a plan cost more than it
      // saved (0.75 s of a 2.3 s résumé search over a million résumés, docs/benchmarks.md).
      options: '-c jit=off',
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(statementTimeout
        ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + QUERY_TIMEOUT_GRACE_MS }
        : {}),
    });
    // A dropped idle connection must not crash the process: the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      raw: pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const settings = Object.entries(options.settings ?? {});
  const started: PGliteOptions = settings.length
    ? {
        ...PGLITE_OPTIONS,
        startParams: [...PGlite.defaultStartParams, ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`])],
      }
    : PGLITE_OPTIONS;
  if (!options.dataDir) {
    const { loadDataDir } = options;
    const client = await tunePglite(
      await PGlite.create(loadDataDir ? { ...started, loadDataDir: asTarBlob(loadDataDir) } : started),
    );
    return pgliteHandle(client, logger, async () => client.close());
  }
  const dirs = pgliteDirs(options.dataDir);
  mkdirSync(dirs.data, { recursive: true });
  // PGlite allows one connection: refuse to open a folder another live process holds.
  const lock = acquireDataDirLock(dirs.lock);
  let client: PGlite;
  try {
    client = await tunePglite(await PGlite.create(dirs.data, started));
  } catch (error) {
    lock.release();
    throw error;
  }
  return pgliteHandle(client, logger, async () => {
    try {
      await client.close();
    } finally {
      lock.release();
    }
  });
};

/**
 * Planner costs for the embedded database. Its pages are in this process's memory or the OS page
 * cache: a random page read costs about what a sequential one does (the usual setting for SSDs and
 * cached databases is 1.1; PostgreSQL's default of 4 is for spinning disks). With the default and
 * stale statistics (no autovacuum here) a history page was planned as "read every message of the
 * table, then sort" instead of one backward range scan of (chat_id, id): 2.3 ms instead of 1.0 ms
 * per page of 30. The setting lasts for the session, and PGlite has exactly one.
 */
const tunePglite = async (client: PGlite): Promise<PGlite> => {
  await client.exec('set random_page_cost = 1.1');
  return client;
};

const pgliteHandle = (client: PGlite, logger: Logger | undefined, close: () => Promise<void>): DatabaseHandle => {
  let closed: Promise<void> | undefined;
  // Every data statement prepared once per database (`PreparingPglite`), not parsed and planned
  // at each call.
  const db = drizzlePglite(new PreparingPglite(client) as unknown as PGlite, {
    schema,
    casing: 'snake_case',
    logger,
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    raw: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => (closed ??= close()),
  };
};

export const runMigrations = async (handle: DatabaseHandle, migrationsFolder = findMigrationsDir()): Promise<void> => {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
};

/** The advisory lock key migrations hold on PostgreSQL (any fixed number; "jobs-mig" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6a6f62732d6d6967n.toString();

/** Opens the database the configuration names and brings its schema up to date. */
export const connectDatabase = async (
  config: {
    DATABASE_URL?: string;
    DATA_DIR: string;
    DATABASE_POOL_SIZE?: number;
    DATABASE_CONNECT_TIMEOUT_MS?: number;
    DATABASE_STATEMENT_TIMEOUT_MS?: number;
  },
  options: { migrationsFolder?: string } & CommonOptions = {},
): Promise<DatabaseHandle> => {
  if (config.DATABASE_URL) {
    // Migrations may run long (an index on a big table): on a connection of their own, without
    // the statement timeout the API's queries have.
    const migrator = await openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: 1,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    });
    // Several instances starting at once (a deploy, `npm run serve`) migrate one at a time: each
    // takes a session-level advisory lock on a connection of its own first, and the next finds
    // the migrations applied. The lock goes with the connection, should a migrator die.
    const lock = new pg.Client({
      connectionString: config.DATABASE_URL,
      connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
    });
    try {
      await lock.connect();
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await runMigrations(migrator, options.migrationsFolder);
    } finally {
      await migrator.close();
      await lock.end().catch(() => undefined);
    }
    return openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      onQuery: options.onQuery,
    });
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR, onQuery: options.onQuery });
  try {
    await runMigrations(handle, options.migrationsFolder);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
};
