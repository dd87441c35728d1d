/**
 * `npm run bench:salaries`: `GET /salaries` on generated vacancies on PostgreSQL (issue 28: p95 ≤
 * 20 ms at 1,000,000). Generates the data set into its own database (the dataset generator's bulk
 * path; `--reuse` keeps it as <pg-database>_<vacancies>), runs the job's full refresh of the
 * salary statistics (timed), starts the API in this process on a port and sends `--requests`
 * requests one at a time over HTTP, a mix of every kind of key the page asks for (category × city,
 * category alone, city alone, with and without experience, and keys with too few vacancies), then
 * times an incremental refresh after one vacancy's salary changes. Prints p50/p95/p99, the
 * machine and the command. Not part of `npm test`: figures depend on the machine.
 */
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateDataset } from '@jobs/server-dataset';
import { openDatabase, runMigrations } from '@jobs/server-db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the bench runs the API in its own process (no build)
import { buildApp } from '../../apps/api/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { loadConfig } from '../../apps/api/src/config';
import { percentile } from './stats.mjs';

const { values: flags } = parseArgs({
  options: {
    vacancies: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '100' },
    'pg-url': {
      type: 'string',
      default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'pg-database': { type: 'string', default: 'bench_salaries' },
    seed: { type: 'string', default: '42' },
    reuse: { type: 'boolean', default: false },
    port: { type: 'string', default: '3118' },
  },
});
const VACANCIES = Number(flags.vacancies);
const REQUESTS = Number(flags.requests);
const WARMUP = Number(flags.warmup);
const PORT = Number(flags.port);
const TARGET_P95_MS = 20;
const database = flags.reuse
  ? `${flags['pg-database']}_${VACANCIES}`
  : `${flags['pg-database']}_${randomBytes(4).toString('hex')}`;

const adminUrl = flags['pg-url'] as string;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
if (!exists) await admin.query(`create database "${database}"`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${database}`;

const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
await runMigrations(handle);
const [{ count } = { count: 0 }] = (
  (await handle.db.execute(sql`select count(*)::int as count from vacancies`)) as unknown as {
    rows: Array<{ count: number }>;
  }
).rows;
if (Number(count) === 0) {
  const started = performance.now();
  let last = 0;
  await generateDataset(handle.db, {
    vacancies: VACANCIES,
    seed: Number(flags.seed),
    onProgress: (done, total, phase) => {
      if (done - last >= total / 10 || done === total) {
        last = done;
        process.stdout.write(`  ${phase} ${Math.round((done / total) * 100)}%\n`);
      }
    },
  });
  console.log(`generated ${VACANCIES} vacancies in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await handle.db.execute(sql`analyze`);
}

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'false',
    JOBS_POLL_INTERVAL_MS: '0',
    PORT: String(PORT),
  }),
  database: handle,
});
await app.ready();
await app.listen({ port: PORT, host: '127.0.0.1' });

// The job's first run: every key at once (the data set marked them all).
let started = performance.now();
const full = await app.salaries.refresh();
const fullMs = performance.now() - started;

type Key = { category_id: number; city: string; experience: string; n: number };
const keys = (
  (await handle.db.execute(
    sql`select category_id, city, experience, n from salary_stats order by random() limit 5000`,
  )) as unknown as { rows: Key[] }
).rows;
const queryOf = (key: Key) => {
  const params = new URLSearchParams();
  if (key.category_id !== 0) params.set('category_id', String(key.category_id));
  if (key.city !== '') params.set('city', key.city);
  if (key.experience !== '') params.set('experience', key.experience);
  return `/api/salaries?${params}`;
};
const samples: number[] = [];
let nulls = 0;
let errors = 0;
for (let i = 0; i < WARMUP + REQUESTS; i++) {
  const key = keys[i % keys.length] as Key;
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}${queryOf(key)}`);
  const body = await response.text();
  const ms = performance.now() - t0;
  if (response.status !== 200) errors++;
  if (i >= WARMUP) {
    samples.push(ms);
    if (body === 'null') nulls++;
  }
}

// One vacancy's salary changes: the next run recomputes the 8 keys it touches.
await handle.db.execute(
  sql`update vacancies set salary_from = salary_from + 1000 where id = (select min(id) from vacancies where status = 'published' and salary_from is not null and country = 'RU')`,
);
started = performance.now();
const incremental = await app.salaries.refresh();
const incrementalMs = performance.now() - started;
await handle.db.execute(
  sql`update vacancies set salary_from = salary_from - 1000 where id = (select min(id) from vacancies where status = 'published' and salary_from is not null and country = 'RU')`,
);
await app.salaries.refresh();

samples.sort((a, b) => a - b);
const p95 = percentile(samples, 95);
const [{ stored } = { stored: 0 }] = (
  (await handle.db.execute(sql`select count(*)::int as stored from salary_stats`)) as unknown as {
    rows: Array<{ stored: number }>;
  }
).rows;
console.log(`\nGET /salaries on PostgreSQL, ${VACANCIES.toLocaleString('en')} vacancies (${stored} keys stored)`);
console.log(`  machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
console.log(`  command: npm run bench:salaries -- ${process.argv.slice(2).join(' ')}`);
console.log(
  `  ${samples.length} requests (${nulls} answered null: under 10 vacancies), errors ${errors}: p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms (target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
);
console.log(
  `  the job's first run here (${full.kind}, ${full.keys} keys): ${fullMs.toFixed(0)} ms; after one edit (${incremental.kind}, ${incremental.keys} keys): ${incrementalMs.toFixed(0)} ms`,
);

await app.close();
if (!flags.reuse) {
  const dropper = new pg.Client({ connectionString: adminUrl });
  await dropper.connect();
  await dropper.query(`drop database if exists "${database}" with (force)`);
  await dropper.end();
}
