// A database of its own for one e2e run on a PostgreSQL server (TEST_DATABASE_URL's): created with a
// random name, dropped when the run stops. Used by start-api.mjs (CI's e2e) and start-prod.mjs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates `<prefix><random>` on `server`; `url` reaches it, `drop()` removes it (and says so if it cannot). */
export const createScratchDatabase = async (server, prefix) => {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    host: url.host,
    drop: () =>
      admin(`drop database if exists "${name}" with (force)`).catch((error) =>
        console.error(`e2e: could not drop ${name}: ${error.message}`),
      ),
  };
};
