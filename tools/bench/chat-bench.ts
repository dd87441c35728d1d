/**
 * `npm run bench:chat`: the chat API under load, on the embedded database and on PostgreSQL.
 * Prints requests/s and p50/p99 for a history page of 30, a send, an empty notification poll,
 * and a bare Fastify route measured in the same run, next to the targets; and, during the
 * sends, the live delivery latency: send → the recipient's event stream (GET /api/events); the
 * send's throughput (as fast as stored); and the empty poll through nginx at a fixed offered rate.
 * The poll and the bare route are measured in alternating short rounds (both servers up the whole
 * time), so that load from elsewhere on the machine hits both alike: the ratio is given per round
 * and as the median, with the CPU time each server spent per request (from /proc, Linux), which
 * other load disturbs far less than requests/s.
 * Not part of `npm test`: figures depend on the machine; tests must not.
 */
import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createParser } from 'eventsource-parser';
import { NGINX_PATH } from '../ensure-nginx.mjs';
import { writeServeConfig } from '../serve/nginx-config.mjs';
import { describeFailures, openLoop, type OpenLoopResult } from './open-loop';
import { cpuMicros, median, percentile } from './stats.mjs';

const root = new URL('../..', import.meta.url).pathname;
const HELP = `npm run bench:chat -- [options]

  --duration <s>      seconds of each rated scenario (history, send)          [10]
  --rounds <n>        alternating rounds of bare route / empty poll           [7]
  --round <s>         seconds of each side of a round                         [3]
  --only <db>         embedded | postgres                                     [both]
  --poll-only         skip the history and send scenarios
  --build             bundle the current source into tmp/bench-api first (leaves dist/ alone)
  --bundle <path>     the API bundle to start          [dist/apps/api/main.mjs, built when missing]
  --no-nginx          skip the empty poll through nginx (deploy/nginx, ports 3117-3119)
  --push              configure push (OneSignal, answered by a stub in this process): every
                      send then also queues the recipient's push job
  --nginx-rate <n>    the rate offered to the poll through nginx, per second  [10000]
  --pg-url <url>      PostgreSQL server to create the bench database on
                      [BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test]
  --help`;
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '7' },
    round: { type: 'string', default: '3' },
    'pg-url': {
      type: 'string',
      default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    only: { type: 'string' },
    'poll-only': { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    bundle: { type: 'string' },
    'no-nginx': { type: 'boolean', default: false },
    push: { type: 'boolean', default: false },
    'nginx-rate': { type: 'string', default: '10000' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}
const DURATION = Number(flags.duration);
const ROUNDS = Math.max(1, Number(flags.rounds));
const ROUND_SECONDS = Math.max(1, Number(flags.round));
const API_PORT = 3107;
const BARE_PORT = 3108;
const ORIGIN = 'http://localhost:4200';
/** nginx's three app ports for the poll through it (not the shared fixed ones of npm run serve). */
const NGINX_PORTS = [3117, 3118, 3119];
const NGINX_POLL_RATE = Math.max(1, Number(flags['nginx-rate']));

type Row = {
  database: string;
  scenario: string;
  rate: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
  /** What the failed requests answered (status and body), grouped. */
  details?: string[];
  target: string;
  ok: boolean | null;
  /**
   * The API process's CPU time (user + system, /proc) per answered request over the scenario, µs:
   * what the request costs the server, which load from elsewhere disturbs far less than latency.
   */
  cpu?: number | null;
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

const recordOpen = (
  database: string,
  scenario: string,
  rate: string,
  result: OpenLoopResult,
  target: string,
  ok: boolean | null,
  cpu: number | null = null,
) => {
  rows.push({
    cpu,
    database,
    scenario,
    rate,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors + result.non2xx,
    statuses:
      result.non2xx + result.errors > 0
        ? [result.non2xx > 0 ? `non-2xx×${result.non2xx}` : '', result.errors > 0 ? `network×${result.errors}` : '']
            .filter(Boolean)
            .join(', ')
        : '',
    details: describeFailures(result.failures),
    target,
    ok,
  });
};

type Bare = { child: ChildProcess; url: string };
type Side = {
  rps: number;
  /** The server process's CPU time per answered request, µs. */
  cpuPerRequest: number | null;
  /** This process's (autocannon's) CPU time per answered request, µs. */
  clientCpuPerRequest: number;
  errors: number;
  p50: number;
  p99: number;
};
type Round = { bare: Side; poll: Side };
const roundsByDatabase: Array<{ database: string; rounds: Round[] }> = [];

/** One side of a round: autocannon at full speed, with the server's CPU time over the run. */
const measure = async (server: ChildProcess, options: autocannon.Options, seconds: number): Promise<Side> => {
  const before = cpuMicros(server.pid);
  const clientBefore = process.cpuUsage();
  const result = await run({ ...options, duration: seconds });
  const client = process.cpuUsage(clientBefore);
  const after = cpuMicros(server.pid);
  const answered = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    cpuPerRequest: before !== null && after !== null ? (after - before) / answered : null,
    clientCpuPerRequest: (client.user + client.system) / answered,
    errors: result.errors + result.non2xx + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
};

/** The median of the sides' server CPU per request, or null when /proc gave none. */
const medianCpu = (sides: Side[]): number | null => {
  const known = sides.map((side) => side.cpuPerRequest).filter((cpu): cpu is number => cpu !== null);
  return known.length > 0 ? median(known) : null;
};

/**
 * The empty poll against the bare route, in alternating rounds (bare first in odd rounds, the poll
 * first in even ones) after a short warm-up of both, so drifting load from elsewhere falls on both.
 */
const pollRounds = async (database: string, server: ChildProcess, bare: Bare, poll: autocannon.Options) => {
  const bareOptions: autocannon.Options = { url: bare.url, connections: poll.connections };
  await measure(bare.child, bareOptions, 1);
  await measure(server, poll, 1);
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    if (i % 2 === 0) {
      const bareSide = await measure(bare.child, bareOptions, ROUND_SECONDS);
      rounds.push({ bare: bareSide, poll: await measure(server, poll, ROUND_SECONDS) });
    } else {
      const pollSide = await measure(server, poll, ROUND_SECONDS);
      rounds.push({ bare: await measure(bare.child, bareOptions, ROUND_SECONDS), poll: pollSide });
    }
  }
  roundsByDatabase.push({ database, rounds });
  const ratio = median(rounds.map((r) => r.poll.rps / r.bare.rps));
  const errors = rounds.reduce((sum, r) => sum + r.poll.errors, 0);
  const pollMedian = median(rounds.map((r) => r.poll.rps));
  rows.push(
    {
      database,
      scenario: 'bare Fastify route (median of rounds)',
      rate: 'max',
      rps: Math.round(median(rounds.map((r) => r.bare.rps))),
      p50: median(rounds.map((r) => r.bare.p50)),
      p99: median(rounds.map((r) => r.bare.p99)),
      errors: rounds.reduce((sum, r) => sum + r.bare.errors, 0),
      statuses: '',
      cpu: medianCpu(rounds.map((r) => r.bare)),
      target: 'baseline',
      ok: null,
    },
    {
      database,
      scenario: 'empty notification poll (median of rounds)',
      rate: 'max',
      rps: Math.round(pollMedian),
      p50: median(rounds.map((r) => r.poll.p50)),
      p99: median(rounds.map((r) => r.poll.p99)),
      errors,
      statuses: errors > 0 ? `errors×${errors}` : '',
      cpu: medianCpu(rounds.map((r) => r.poll)),
      target: `≥ ½ bare route (median ratio ${(ratio * 100).toFixed(1)} %)`,
      ok: ratio >= 0.5 && errors === 0,
    },
  );
};

/** OneSignal's "Create message" as the API calls it (--push): every push is accepted. */
const startPushStub = async (): Promise<{ server: Server; url: string; received: () => number }> => {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `bench-${received}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, received: () => received };
};

const benchDatabase = async (database: 'embedded' | 'postgres', bundle: string, bare: Bare) => {
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
  const push = flags.push ? await startPushStub() : undefined;
  const server = start([bundle], {
    ...(push ? { ONESIGNAL_APP_ID: 'bench-app', ONESIGNAL_API_KEY: 'bench-key', ONESIGNAL_API_URL: push.url } : {}),
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
    // The rated sends come from one seeker into one chat, far above a person's allowance.
    CHAT_SEND_PER_SENDER_PER_MINUTE: '1000000',
    CHAT_SEND_PER_CHAT_PER_MINUTE: '1000000',
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
    for (let i = 0; i < (flags['poll-only'] ? 0 : 150); i += 1) {
      await call('POST', `/chat/${chat.id}/send`, seeker.token, {
        message: `Question ${i} about the role`,
        vacancy_id: 0,
      });
      await call('POST', `/chat/${chat.id}/send`, employer.token, {
        message: `Answer ${i}: happy to tell you more`,
        vacancy_id: 0,
      });
    }
    if (!flags['poll-only']) await ratedScenarios(database, server, base, chat.id, seeker.token, employer.token, stamp);
    await pollRounds(database, server, bare, {
      url: `${base}/chat/notifies?user_opened_site=${Date.now()}`,
      headers: { authorization: `Bearer ${idle.token}` },
      connections: 50,
    });
    if (!flags['no-nginx'])
      await pollThroughNginx(database, `/chat/notifies?user_opened_site=${Date.now()}`, idle.token);
  } finally {
    await stop(server);
    if (push) {
      console.log(`Push notifications the stub received on ${database}: ${push.received()}.`);
      push.server.close();
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = '';
  }
};

/** The server's CPU time per answered request while `answered` requests ran from `before` (µs). */
const cpuSince = (server: ChildProcess, before: number | null, answered: number): number | null => {
  const after = cpuMicros(server.pid);
  return before === null || after === null ? null : (after - before) / Math.max(1, answered);
};

const ratedScenarios = async (
  database: 'embedded' | 'postgres',
  server: ChildProcess,
  base: string,
  chatId: number,
  token: string,
  recipientToken: string,
  stamp: number,
) => {
  {
    const historyRate = database === 'embedded' ? 300 : 1000;
    const historyTarget = database === 'embedded' ? 20 : 50;
    // Rated scenarios: an open-loop generator (requests evenly spaced, latency from when each was
    // due); see open-loop.ts for why not autocannon's overallRate.
    let cpuBefore = cpuMicros(server.pid);
    const history = await openLoop({
      url: `${base}/chat/${chatId}/history?limit=30`,
      headers: { authorization: `Bearer ${token}` },
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
      cpuSince(server, cpuBefore, history.sent),
    );

    let n = 0;
    // The recipient (the company's employer) keeps an event stream open: each message's
    // notification carries its text, which carries the time the send was due.
    const delivery = await watchDelivery(base, recipientToken);
    cpuBefore = cpuMicros(server.pid);
    // A fresh client_message_id per request: every send stores a message.
    const send = await openLoop({
      url: `${base}/chat/${chatId}/send`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: () =>
        JSON.stringify({
          message: `Load message ${(n += 1)} sent@${Date.now()}`,
          vacancy_id: 0,
          client_message_id: `bench${stamp}x${n}`,
        }),
      rate: 200,
      durationSeconds: DURATION,
      connections: 64,
    });
    recordOpen(
      database,
      'send',
      '200/s',
      send,
      'p99 ≤ 50 ms',
      send.p99 <= 50 && send.non2xx + send.errors === 0,
      cpuSince(server, cpuBefore, send.sent),
    );
    // Late events: a moment for the last ones.
    await sleep(2000);
    const latencies = delivery.stop().sort((a, b) => a - b);
    const missing = send.sent - latencies.length;
    rows.push({
      database,
      scenario: 'delivery: send → recipient event stream',
      rate: '200/s',
      rps: Math.round(latencies.length / DURATION),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: Math.max(0, missing),
      statuses: missing > 0 ? `not delivered×${missing}` : '',
      target: 'p99 ≤ 1000 ms',
      ok: percentile(latencies, 99) <= 1000 && missing <= 0,
    });

    // Sends as fast as the server stores them (closed loop, 16 connections): the send path's
    // throughput, each message with its notification and both sides' live events.
    let m = 0;
    cpuBefore = cpuMicros(server.pid);
    const sendMax = await run({
      url: `${base}/chat/${chatId}/send`,
      connections: 16,
      requests: [
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              message: `Max message ${(m += 1)}`,
              vacancy_id: 0,
              client_message_id: `benchmax${stamp}x${m}`,
            }),
          }),
        },
      ],
    });
    const sendErrors = sendMax.errors + sendMax.non2xx + sendMax.timeouts;
    rows.push({
      cpu: cpuSince(server, cpuBefore, sendMax.requests.total),
      database,
      scenario: 'send, as fast as stored (16 connections)',
      rate: 'max',
      rps: Math.round(sendMax.requests.average),
      p50: sendMax.latency.p50,
      p99: sendMax.latency.p99,
      errors: sendErrors,
      statuses: sendErrors > 0 ? `errors×${sendErrors}` : '',
      // autocannon counts statuses, not bodies: which ones failed.
      details: Object.entries(
        (sendMax as Result & { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
      )
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${code} ×${count}`),
      target: 'msg/s (no target)',
      ok: null,
    });
  }
};

/**
 * The empty poll through nginx (the production shape, deploy/nginx as `npm run serve` renders it,
 * on ports of its own) at a fixed offered rate, open loop: what a reader behind nginx gets.
 */
const pollThroughNginx = async (database: string, pollPath: string, token: string) => {
  if (!existsSync(NGINX_PATH)) {
    console.log(`nginx is missing at ${NGINX_PATH} (node tools/ensure-nginx.mjs installs it): no poll through nginx.`);
    return;
  }
  const runDir = mkdtempSync(join(tmpdir(), 'jobs-bench-nginx-'));
  chmodSync(runDir, 0o755);
  const conf = writeServeConfig({
    runDir,
    distDir: join(root, 'dist', 'apps'),
    apiPorts: [API_PORT],
    appPorts: NGINX_PORTS,
    user: process.getuid?.() === 0 ? 'nobody nogroup' : undefined,
  });
  const nginx = spawn(NGINX_PATH, ['-c', conf, '-p', runDir, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${NGINX_PORTS[0]}/api${pollPath}`;
    await waitFor(`http://127.0.0.1:${NGINX_PORTS[0]}/api/health/live`, 15_000);
    const headers = { authorization: `Bearer ${token}` };
    // Warm-up, then the offered rate.
    await openLoop({ url, headers, rate: 1000, durationSeconds: 1, connections: 64 });
    const poll = await openLoop({ url, headers, rate: NGINX_POLL_RATE, durationSeconds: DURATION, connections: 128 });
    recordOpen(
      database,
      'empty poll through nginx',
      `${NGINX_POLL_RATE.toLocaleString('en-US')}/s`,
      poll,
      'p99 (figure)',
      poll.non2xx + poll.errors === 0 ? null : false,
    );
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => (nginx.exitCode !== null ? resolve(undefined) : nginx.once('exit', resolve)));
    rmSync(runDir, { recursive: true, force: true });
  }
};

/**
 * A user's live event stream (GET /api/events, read as the apps read it): the latency of every
 * `notification` event whose text says when its send was due (`sent@<ms>`), until `stop`.
 */
const watchDelivery = async (base: string, token: string) => {
  const controller = new AbortController();
  const latencies: number[] = [];
  const response = await fetch(`${base}/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, origin: ORIGIN },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`GET /events: ${response.status}`);
  const parser = createParser({
    onEvent: (event) => {
      if (event.event !== 'notification') return;
      const sentAt = /sent@(\d+)/.exec(event.data)?.[1];
      if (sentAt) latencies.push(Date.now() - Number(sentAt));
    },
  });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // stopped
    }
  })();
  return {
    stop: () => {
      controller.abort();
      return latencies;
    },
  };
};

const startBare = async (): Promise<Bare> => {
  const child = start(['tools/bench/bare-server.mjs'], { PORT: String(BARE_PORT) });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/api/health`);
  return { child, url: `http://127.0.0.1:${BARE_PORT}/api/chat/notifies` };
};

/** The API bundle to start: --bundle, a fresh one of the current source (--build), or dist's. */
const apiBundle = async (): Promise<string> => {
  if (flags.bundle) return flags.bundle;
  if (flags.build) {
    // The API's own build, into another folder: dist/ may be in use (e2e starts it).
    const outDir = join(root, 'tmp', 'bench-api');
    const { buildApi } = (await import(pathToFileURL(join(root, 'apps/api/tools/build.mjs')).href)) as {
      buildApi: (outDir: string, options?: { sourcemap?: boolean; logLevel?: string }) => Promise<void>;
    };
    await buildApi(outDir, { sourcemap: false, logLevel: 'warning' });
    console.log(`Bundled the current source into ${relative(root, outDir)}.`);
    return join(outDir, 'main.mjs');
  }
  const dist = join(root, 'dist/apps/api/main.mjs');
  if (!existsSync(dist)) {
    console.log('Building the API first (npx nx run api:build)...');
    const build = spawn('npx', ['nx', 'run', 'api:build'], { cwd: root, stdio: 'inherit' });
    await new Promise((resolve) => build.once('exit', resolve));
  }
  return dist;
};

const fixed = (value: number | null, digits = 1) => (value === null ? 'n/a' : value.toFixed(digits));
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

const main = async () => {
  const bundle = await apiBundle();
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `${DURATION}s per rated scenario, ${ROUNDS} rounds of ${ROUND_SECONDS}s + ${ROUND_SECONDS}s for poll vs bare.\n`,
  );
  const bare = await startBare();
  try {
    for (const database of ['embedded', 'postgres'] as const) {
      if (flags.only && flags.only !== database) continue;
      console.log(`Benchmarking on ${database}...`);
      await benchDatabase(database, bundle, bare);
    }
  } finally {
    await stop(bare.child);
  }
  console.log(
    '\n| database | scenario | offered | req/s | p50 ms | p99 ms | errors | target | met | server CPU µs/req |',
  );
  const failures = rows.filter((r) => r.statuses);
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.scenario} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.target} | ${r.ok === null ? '' : r.ok ? 'yes' : 'NO'} | ${r.cpu === undefined ? '' : fixed(r.cpu, 0)} |`,
    );
  }
  for (const r of failures) {
    console.log(`${r.database} ${r.scenario}: failed requests ${r.statuses}`);
    for (const line of r.details ?? []) console.log(`  ${line}`);
  }
  for (const { database, rounds } of roundsByDatabase) {
    console.log(
      `\nEmpty poll vs bare route on ${database}, round by round. CPU µs/req: the server process's user + system ` +
        `time per answered request (/proc), and the load generator's (this process, autocannon), which shares the machine.`,
    );
    console.log(
      '| round | bare req/s | poll req/s | poll / bare | bare CPU µs/req | poll CPU µs/req | bare / poll CPU | client CPU µs/req bare / poll |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const cpuRatio = (bare: Side, poll: Side) =>
      bare.cpuPerRequest !== null && poll.cpuPerRequest ? bare.cpuPerRequest / poll.cpuPerRequest : null;
    const line = (label: string, bare: Side, poll: Side, ratio: number, cpu: number | null) => {
      console.log(
        `| ${label} | ${Math.round(bare.rps)} | ${Math.round(poll.rps)} | ${percent(ratio)} | ` +
          `${fixed(bare.cpuPerRequest)} | ${fixed(poll.cpuPerRequest)} | ${cpu === null ? 'n/a' : percent(cpu)} | ` +
          `${fixed(bare.clientCpuPerRequest)} / ${fixed(poll.clientCpuPerRequest)} |`,
      );
    };
    rounds.forEach((r, i) => line(String(i + 1), r.bare, r.poll, r.poll.rps / r.bare.rps, cpuRatio(r.bare, r.poll)));
    const mid = (side: 'bare' | 'poll'): Side => {
      const cpu = rounds.map((r) => r[side].cpuPerRequest).filter((v): v is number => v !== null);
      return {
        rps: median(rounds.map((r) => r[side].rps)),
        cpuPerRequest: cpu.length ? median(cpu) : null,
        clientCpuPerRequest: median(rounds.map((r) => r[side].clientCpuPerRequest)),
        errors: 0,
        p50: 0,
        p99: 0,
      };
    };
    // Each column's median over the rounds; the ratios' too (not the ratios of the medians).
    const cpuRatios = rounds.map((r) => cpuRatio(r.bare, r.poll)).filter((v): v is number => v !== null);
    line(
      'median',
      mid('bare'),
      mid('poll'),
      median(rounds.map((r) => r.poll.rps / r.bare.rps)),
      cpuRatios.length ? median(cpuRatios) : null,
    );
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
