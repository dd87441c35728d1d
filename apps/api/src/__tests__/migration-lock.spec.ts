import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase, findMigrationsDir } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];

/**
 * Several instances starting at once on an empty PostgreSQL database (a deploy, `npm run serve`):
 * the migrations run once, under an advisory lock, and every instance starts. (The embedded
 * database has one process by construction.)
 */
describe.skipIf(!TEST_DATABASE_URL)('migrations with several instances (PostgreSQL)', () => {
  const name = `jobs_test_miglock_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('migrate once while the instances wait for each other', async () => {
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const config = { DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent', DATABASE_POOL_SIZE: 2 };
    const handles = await Promise.all([1, 2, 3, 4].map(() => connectDatabase(config)));
    try {
      const journal = JSON.parse(readFileSync(join(findMigrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const result = await handles[0]?.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(journal.entries.length);
      for (const handle of handles) await handle.ping();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
