#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, performance category) on the built seeker app: `/`, `/vacancies` and a
 * vacancy page. Builds the API and the seeker app when a build is missing (or with --build), starts
 * the built API on a fresh embedded data folder with the demo data and `vite preview` of the seeker
 * app on their own ports (so an e2e run on 3000/4200 is not disturbed), then runs Lighthouse with
 * Debian's Chromium and prints the score and the key metrics per page, with the load average.
 *
 * Usage: npm run bench:lighthouse [-- --build] [--runs 1] [--chrome /usr/bin/chromium] [--json out.json]
 *   [--reports dir] (each page's full Lighthouse result as JSON, to see the opportunities)
 *   [--traces dir] (each page's trace as Lighthouse recorded it, for DevTools' Performance panel or
 *   tools/bench/lighthouse-tasks.mjs, which lists the main thread's long tasks by CPU time)
 *   [--cpu-profile] (with --traces: V8's sampling profiler in the trace too, naming the functions
 *   inside each task; it adds overhead, so figures measured with it are not comparable)
 *   [--dist dir] (another build of the seeker app, e.g. an earlier commit's, to compare; the API
 *   build stays dist/apps/api; given more than once, the builds are served side by side, each on
 *   its own port, against the same API, and each run measures them in turn, so that they are
 *   compared in the same minutes: `--dist before --dist after`)
 *   [--cpu-time] (each load audited a second time from its trace with the main thread's tasks
 *   shrunk to their CPU time, tools/bench/lighthouse-cpu-trace.mjs: what the simulation would give
 *   without the neighbours' share of the CPU; printed as a second row, `cpu`, per load)
 *   [--lcp-path] (with --traces: beside each trace, `<trace>.lcp.txt`, the simulation's nodes of the
 *   largest paint's estimate, requests and main-thread tasks, by simulated end time: what the
 *   largest paint waited for; from the CPU-time trace with --cpu-time)
 *   [--renice=-10] (run Chromium at that niceness; the `=` is needed, the value starting with a dash:
 *   on a machine shared with other work, the simulated throttling still scales the observed CPU
 *   time, so neighbours' load lowers the score; say so next to any figure measured this way)
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { cpuTimeTrace } from './lighthouse-cpu-trace.mjs';
import { median } from './stats.mjs';

const { values: flags } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
    json: { type: 'string' },
    reports: { type: 'string' },
    traces: { type: 'string' },
    'cpu-profile': { type: 'boolean', default: false },
    'cpu-time': { type: 'boolean', default: false },
    'lcp-path': { type: 'boolean', default: false },
    renice: { type: 'string' },
    dist: { type: 'string', multiple: true },
    'api-port': { type: 'string', default: '3900' },
    'web-port': { type: 'string', default: '4900' },
  },
});
const root = new URL('../..', import.meta.url).pathname;
const apiPort = Number(flags['api-port']);
const webPort = Number(flags['web-port']);
const apiBase = `http://localhost:${apiPort}/api`;
const runs = Math.max(1, Number(flags.runs) || 1);
const apiBundle = join(root, 'dist/apps/api/main.mjs');
const seekerDists = flags.dist?.length ? flags.dist.map((dir) => resolve(dir)) : [join(root, 'dist/apps/seeker')];
// Each build on its own port (webPort, webPort + 1, …); named by its folder when there are several.
const builds = seekerDists.map((dist, index) => {
  const port = webPort + index;
  return { dist, label: seekerDists.length > 1 ? `[${index + 1}] ` : '', port, webBase: `http://localhost:${port}` };
});
const work = join(root, 'tmp/lighthouse');

const children = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// 300 s: on a loaded machine the API's demo data alone took more than 120 s to seed.
const waitFor = async (url, what, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
};

// 1. Builds (the production bundles are what Lighthouse must see).
if (flags.build || !existsSync(apiBundle) || builds.some((build) => !existsSync(join(build.dist, 'index.html')))) {
  console.log('Building api and seeker…');
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'seeker'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// 2. The seeker builds, copied so their runtime configuration can name this run's API.
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
builds.forEach((build, index) => {
  build.webDir = join(work, index === 0 ? 'seeker' : `seeker-${index + 1}`);
  cpSync(build.dist, build.webDir, { recursive: true });
  writeFileSync(join(build.webDir, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: apiBase }));
});

// 3. The built API on a fresh embedded data folder with the demo data, allowing these origins.
const api = spawn(process.execPath, [apiBundle], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    // As e2e starts it: demo data is never seeded in production mode.
    NODE_ENV: 'test',
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    PORT: String(apiPort),
    HOST: 'localhost',
    APP_ORIGINS: builds.map((build) => build.webBase).join(','),
  },
});
children.push(api);

// 4. `vite preview` of each copy (the production server would add caching and compression).
builds.forEach((build) => {
  const preview = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--config',
      join(root, 'apps/seeker/vite.config.mts'),
      '--outDir',
      build.webDir,
      '--port',
      String(build.port),
      '--strictPort',
      '--host',
      'localhost',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(preview);
});

await waitFor(`${apiBase}/health`, 'The API');
for (const build of builds) await waitFor(`${build.webBase}/`, 'vite preview');

// A published vacancy for the vacancy page.
const search = await (await waitFor(`${apiBase}/vacancies?per_page=1`, 'The vacancy search')).json();
const firstVacancy = (search.items ?? search.data ?? [])[0];
if (!firstVacancy) throw new Error('The demo data has no published vacancy');
// Each page of each build in turn, so that two builds' loads of a page are minutes apart at most.
const pages = ['/', '/vacancies', `/vacancies/${firstVacancy.id}`].flatMap((path) =>
  builds.map((build) => ({ name: `${build.label}${path}`, url: `${build.webBase}${path}` })),
);

// 5. Lighthouse, mobile preset (its default: Moto G Power, simulated slow 4G, 4x CPU), performance only.
const chrome = await chromeLauncher.launch({
  chromePath: flags.chrome,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
if (flags.renice) {
  // The renderers Chromium starts from now on inherit the browser process's niceness.
  const reniced = spawnSync('renice', ['-n', flags.renice, '-p', String(chrome.pid)], { encoding: 'utf8' });
  if (reniced.status !== 0) console.warn(`renice failed: ${reniced.stderr.trim()}`);
}
const metric = (lhr, id) => lhr.audits[id]?.numericValue;
const results = [];
try {
  // One unmeasured load first (of each build): the API's first queries and the preview servers warm up.
  for (const build of builds) {
    await lighthouse(`${build.webBase}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const load = loadavg()[0];
      const lighthouseFlags = {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(flags['cpu-profile'] ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      };
      // As lighthouse() does (gather, then audit), keeping the artifacts for a second audit.
      const gathered = await navigationGather(undefined, page.url, { flags: lighthouseFlags });
      const { lhr, artifacts } = await Runner.audit(gathered.artifacts, gathered.runnerOptions);
      const cpuTrace = flags['cpu-time'] ? cpuTimeTrace(artifacts.Trace) : undefined;
      const cpuLhr = cpuTrace
        ? (
            await Runner.audit(
              { ...artifacts, Trace: cpuTrace },
              { resolvedConfig: gathered.runnerOptions.resolvedConfig, computedCache: new Map() },
            )
          ).lhr
        : undefined;
      const file = `${run}-${page.name.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`;
      if (flags.traces) {
        mkdirSync(flags.traces, { recursive: true });
        writeFileSync(join(flags.traces, file), JSON.stringify(artifacts.Trace));
      }
      if (flags.traces && flags['lcp-path']) {
        const lcp = await LanternLargestContentfulPaint.request(
          {
            trace: cpuTrace ?? artifacts.Trace,
            devtoolsLog: artifacts.DevtoolsLog,
            gatherContext: artifacts.GatherContext,
            settings: gathered.runnerOptions.resolvedConfig.settings,
            URL: artifacts.URL,
            SourceMaps: artifacts.SourceMaps,
            simulator: null,
          },
          { computedCache: new Map() },
        );
        const lines = [`LCP ${Math.round(lcp.timing)} ms (simulated, the mean of the two estimates)`];
        for (const [label, estimate] of [
          ['optimistic', lcp.optimisticEstimate],
          ['pessimistic', lcp.pessimisticEstimate],
        ]) {
          lines.push(`\n${label}: ${Math.round(estimate.timeInMs)} ms`);
          const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
          for (const [node, timing] of rows) {
            const what =
              node.type === 'network'
                ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.transferSize} B`
                : `CPU task ${(node.duration / 1000).toFixed(1)} ms observed${node.didPerformLayout() ? ', layout' : ''}`;
            lines.push(
              `${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
            );
          }
        }
        mkdirSync(flags.traces, { recursive: true });
        writeFileSync(join(flags.traces, `${file}.lcp.txt`), `${lines.join('\n')}\n`);
      }
      if (flags.reports) {
        mkdirSync(flags.reports, { recursive: true });
        writeFileSync(join(flags.reports, file), JSON.stringify(lhr));
      }
      results.push({
        run,
        page: page.name,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: metric(lhr, 'first-contentful-paint'),
        lcpMs: metric(lhr, 'largest-contentful-paint'),
        tbtMs: metric(lhr, 'total-blocking-time'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        siMs: metric(lhr, 'speed-index'),
        load1m: load,
        warnings: lhr.runWarnings,
      });
      if (cpuLhr) {
        results.push({
          run,
          page: `${page.name} cpu`,
          cpu: true,
          score: Math.round((cpuLhr.categories.performance.score ?? 0) * 100),
          fcpMs: metric(cpuLhr, 'first-contentful-paint'),
          lcpMs: metric(cpuLhr, 'largest-contentful-paint'),
          tbtMs: metric(cpuLhr, 'total-blocking-time'),
          cls: metric(cpuLhr, 'cumulative-layout-shift'),
          siMs: metric(cpuLhr, 'speed-index'),
          load1m: load,
        });
      }
    }
  }
} finally {
  await chrome.kill();
  stopAll();
}

const ms = (value) => (value === undefined ? '–' : `${(value / 1000).toFixed(2)} s`);
for (const build of builds) if (build.label) console.log(`${build.label}${build.dist}`);
console.log(
  `Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version} mobile preset, performance; Chromium ${flags.chrome}${flags.renice ? ` at nice ${flags.renice}` : ''}; ${runs} run(s)`,
);
console.log('run  page                               score    FCP      LCP      TBT       CLS      SI     load(1m)');
for (const r of results) {
  console.log(
    [
      String(r.run).padEnd(4),
      r.page.padEnd(34),
      String(r.score).padStart(5),
      ms(r.fcpMs).padStart(8),
      ms(r.lcpMs).padStart(8),
      `${Math.round(r.tbtMs ?? 0)} ms`.padStart(8),
      (r.cls ?? 0).toFixed(3).padStart(8),
      ms(r.siMs).padStart(8),
      r.load1m.toFixed(2).padStart(8),
    ].join(' '),
  );
  for (const warning of r.warnings ?? []) console.log(`     warning: ${warning}`);
}
if (runs > 1) {
  // The median of each figure over the runs, per page (each figure on its own: not one run's).
  console.log('median over the runs:');
  // Each page's rows, and with --cpu-time its `cpu` rows, in the order they were measured.
  for (const name of new Set(results.map((r) => r.page))) {
    const mine = results.filter((r) => r.page === name);
    // A figure no run has stays undefined (printed as –).
    const pick = (key) => {
      const values = mine.map((r) => r[key]).filter((value) => value !== undefined);
      return values.length > 0 ? median(values) : undefined;
    };
    console.log(
      [
        'med ',
        name.padEnd(34),
        String(Math.round(pick('score'))).padStart(5),
        ms(pick('fcpMs')).padStart(8),
        ms(pick('lcpMs')).padStart(8),
        `${Math.round(pick('tbtMs') ?? 0)} ms`.padStart(8),
        (pick('cls') ?? 0).toFixed(3).padStart(8),
        ms(pick('siMs')).padStart(8),
        pick('load1m').toFixed(2).padStart(8),
      ].join(' '),
    );
  }
}
console.log(
  `load average now: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
if (flags.json) writeFileSync(flags.json, JSON.stringify(results, null, 2));
const below = results.filter((r) => !r.cpu && r.score < 95);
process.exitCode = below.length === 0 ? 0 : 1;
