/**
 * `npm run bench:chat`: the chat API under load, on the embedded database and on PostgreSQL.
 * Prints requests/s and p50/p99 for a history page of 30, a send, an empty notification poll,
 * and a bare Fastify route measured in the same run, next to the targets.
 * Not part of `npm test`: figures depend on the machine; tests must not.
 */
import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openLoop, type OpenLoopResult } from './open-loop';

const root = new URL('../..', import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'pg-url': {
      type: 'string',
      default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    only: { type: 'string' },
  },
});
const DURATION = Number(flags.duration);
const API_PORT = 3107;
const BARE_PORT = 3108;
const ORIGIN = 'http://localhost:4200';

type Row = {
  database: string;
  scenario: string;
  rate: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
  target: string;
  ok: boolean | null;
};
const rows: Row[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (url: string, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
};

const start = (args: string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

const api =
  (base: string) =>
  async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

const run = (options: autocannon.Options) =>
  new Promise<Result>((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });

const record = (
  database: string,
  scenario: string,
  rate: string,
  result: Result,
  target: string,
  ok: boolean | null,
) => {
  rows.push({
    database,
    scenario,
    rate,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
      .join(' '),
    target,
    ok,
  });
};

const recordOpen = (
  database: string,
  scenario: string,
  rate: string,
  result: OpenLoopResult,
  target: string,
  ok: boolean,
) => {
  rows.push({
    database,
    scenario,
    rate,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors + result.non2xx,
    statuses: result.non2xx > 0 ? `non-2xx×${result.non2xx}` : '',
    target,
    ok,
  });
};

const benchDatabase = async (database: 'embedded' | 'postgres') => {
  let dataDir = mkdtempSync(join(tmpdir(), 'jobs-bench-'));
  let databaseUrl = '';
  let dropDatabase = async () => undefined as unknown;
  if (database === 'postgres') {
    const admin = new pg.Client({ connectionString: flags['pg-url'] });
    try {
      await admin.connect();
    } catch {
      console.log(`PostgreSQL at ${flags['pg-url']} does not answer: skipping it.`);
      rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    const name = `jobs_bench_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(flags['pg-url'] as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const server = start(['dist/apps/api/main.mjs'], {
    NODE_ENV: 'production',
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  });
  const base = `http://127.0.0.1:${API_PORT}/api`;
  try {
    await waitFor(`${base}/health`);
    const call = api(base);
    const stamp = Date.now();
    const password = `bench password ${stamp}`;
    const seeker = await call<{ token: string }>('POST', '/auth/register', undefined, {
      email: `s${stamp}@bench.test`,
      password,
      name: 'Bench Seeker',
    });
    const idle = await call<{ token: string }>('POST', '/auth/register', undefined, {
      email: `i${stamp}@bench.test`,
      password,
      name: 'Idle Seeker',
    });
    const employer = await call<{ token: string; user: { company_id: number } }>(
      'POST',
      '/employer/auth/register',
      undefined,
      {
        email: `e${stamp}@bench.test`,
        password,
        name: 'Bench Employer',
        company_name: `Bench Company ${stamp}`,
      },
    );
    const chat = await call<{ id: number }>('POST', `/companies/${employer.user.company_id}/chat`, seeker.token, {});
    // A history worth paging: 300 messages from both sides.
    for (let i = 0; i < 150; i += 1) {
      await call('POST', `/chat/${chat.id}/send`, seeker.token, {
        message: `Question ${i} about the role`,
        vacancy_id: 0,
      });
      await call('POST', `/chat/${chat.id}/send`, employer.token, {
        message: `Answer ${i}: happy to tell you more`,
        vacancy_id: 0,
      });
    }
    const historyRate = database === 'embedded' ? 300 : 1000;
    const historyTarget = database === 'embedded' ? 20 : 50;
    // Rated scenarios: an open-loop generator (requests evenly spaced, latency from when each was
    // due); see open-loop.ts for why not autocannon's overallRate.
    const history = await openLoop({
      url: `${base}/chat/${chat.id}/history?limit=30`,
      headers: { authorization: `Bearer ${seeker.token}` },
      rate: historyRate,
      durationSeconds: DURATION,
      connections: 64,
    });
    recordOpen(
      database,
      'history page of 30',
      `${historyRate}/s`,
      history,
      `p99 ≤ ${historyTarget} ms`,
      history.p99 <= historyTarget && history.non2xx + history.errors === 0,
    );

    let n = 0;
    // A fresh client_message_id per request: every send stores a message.
    const send = await openLoop({
      url: `${base}/chat/${chat.id}/send`,
      method: 'POST',
      headers: { authorization: `Bearer ${seeker.token}`, 'content-type': 'application/json' },
      body: () =>
        JSON.stringify({ message: `Load message ${(n += 1)}`, vacancy_id: 0, client_message_id: `bench${stamp}x${n}` }),
      rate: 200,
      durationSeconds: DURATION,
      connections: 64,
    });
    recordOpen(database, 'send', '200/s', send, 'p99 ≤ 50 ms', send.p99 <= 50 && send.non2xx + send.errors === 0);

    const poll = await run({
      url: `${base}/chat/notifies?user_opened_site=${Date.now()}`,
      headers: { authorization: `Bearer ${idle.token}` },
      connections: 50,
    });
    record(database, 'empty notification poll', 'max', poll, '≥ ½ bare route', null);
  } finally {
    await stop(server);
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = '';
  }
};

const benchBare = async () => {
  const bare = start(['tools/bench/bare-server.mjs'], { PORT: String(BARE_PORT) });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/api/health`);
    const result = await run({ url: `http://127.0.0.1:${BARE_PORT}/api/chat/notifies`, connections: 50 });
    record('-', 'bare Fastify route', 'max', result, 'baseline', null);
    return result.requests.average;
  } finally {
    await stop(bare);
  }
};

const main = async () => {
  if (!existsSync(join(root, 'dist/apps/api/main.mjs'))) {
    console.log('Building the API first (npx nx run api:build)...');
    const build = spawn('npx', ['nx', 'run', 'api:build'], { cwd: root, stdio: 'inherit' });
    await new Promise((resolve) => build.once('exit', resolve));
  }
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${DURATION}s per scenario.\n`,
  );
  const bareRps = await benchBare();
  for (const database of ['embedded', 'postgres'] as const) {
    if (flags.only && flags.only !== database) continue;
    console.log(`Benchmarking on ${database}...`);
    await benchDatabase(database);
  }
  for (const row of rows) {
    if (row.scenario === 'empty notification poll') row.ok = row.rps >= bareRps / 2 && row.errors === 0;
  }
  console.log('\n| database | scenario | offered | req/s | p50 ms | p99 ms | errors | target | met |');
  const failures = rows.filter((r) => r.statuses);
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.scenario} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.target} | ${r.ok === null ? '' : r.ok ? 'yes' : 'NO'} |`,
    );
  }
  for (const r of failures) console.log(`${r.database} ${r.scenario}: non-2xx answers ${r.statuses}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
