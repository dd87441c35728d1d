// `nx run api:test-pg`: the API suites again, each test file on a fresh database of the
// PostgreSQL server TEST_DATABASE_URL names (CI: postgres://postgres@127.0.0.1:5432/test).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('api:test-pg skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(0);
}
// Two files at a time: each file has its own database, and a file's time is partly PostgreSQL's (another
// process), so two workers keep both cores busy where vitest's default on two cores (one worker) leaves one
// idle; in CI the step runs beside the Playwright suite (tools/test.mjs) and takes the cores it leaves.
// `--maxWorkers=N` after the target overrides.
const args = process.argv.slice(2);
const workers = args.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=2'];
const result = spawnSync('npx', ['vitest', 'run', ...workers, ...args], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
