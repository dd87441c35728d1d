import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** The migrations folder: next to this file in the sources, copied next to the bundle in builds. */
export const MIGRATIONS_DIR =
  process.env['JOBS_MIGRATIONS_DIR'] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A dropped idle connection must not crash the process: the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
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
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    raw: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
};

export const runMigrations = async (handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> => {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
};

/** Opens the database the configuration names and brings its schema up to date. */
export const connectDatabase = async (config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATABASE_POOL_SIZE?: number;
}): Promise<DatabaseHandle> => {
  const handle = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  await runMigrations(handle);
  return handle;
};
