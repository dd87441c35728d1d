// The production-shaped platform for e2e/playwright.prod.config.ts: a fresh PostgreSQL database on
// TEST_DATABASE_URL's server (jobs_e2e_prod_<random>, dropped when this stops), the demo data set
// seeded into it by the built API once (in development mode, as `npm start` does), then
// `npm run serve` in production mode: nginx on 8080-8082 and two API instances on 3001-3002, on
// that database and the local Redis. SIGTERM/SIGINT stop serve, then the database is dropped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from './scratch-database.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const PROD_RUN_DIR = `${root}tmp/e2e-prod-run`;
const dataDir = `${root}tmp/e2e-prod-data`;
const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.error(
    'e2e prod: TEST_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test) is required.',
  );
  process.exit(1);
}
const database = await createScratchDatabase(server, 'jobs_e2e_prod_');
const { name, url: DATABASE_URL } = database;

let child;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  await database.drop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

/** Runs `command` until it exits (resolves with its code), or, with `until`, until a line matches (then stops it). */
const run = (args, env, until) =>
  new Promise((resolve) => {
    let matched = false;
    child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!matched && until?.test(chunk.toString())) {
        matched = true;
        child.kill('SIGTERM');
      }
    });
    child.on('exit', (code) => resolve(until ? (matched ? 0 : 1) : (code ?? 1)));
  });

rmSync(dataDir, { recursive: true, force: true });
rmSync(PROD_RUN_DIR, { recursive: true, force: true });
console.log(`e2e prod: database ${name}; seeding the demo data set...`);

const common = {
  DATABASE_URL,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  // Every test signs up from 127.0.0.1. Sign-ins keep the default allowance (20 a minute per
  // address): the tests sign in a few times, and one proves the 21st attempt is refused.
  RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
};
const seeded = await run(
  [`${root}dist/apps/api/main.mjs`],
  { ...common, NODE_ENV: 'development', DEMO_DATA: 'true', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
  /API ready at/,
);
if (stopping) process.exit(0);
if (seeded !== 0) {
  console.error('e2e prod: seeding failed');
  await stop(1);
}

const code = await run([`${root}tools/serve.mjs`], {
  ...common,
  NODE_ENV: 'production',
  API_INSTANCES: '2',
  SERVE_RUN_DIR: PROD_RUN_DIR,
  // A killed instance stays down long enough for a test to see the other one answer alone.
  SERVE_RESTART_DELAY_MS: '20000',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  LOG_LEVEL: 'warn',
});
await stop(code ?? 1);
