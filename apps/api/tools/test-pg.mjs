// `nx run api:test-pg`: the API suites again, each test file on a fresh database of the
// PostgreSQL server TEST_DATABASE_URL names (CI: postgres://postgres@127.0.0.1:5432/test).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('api:test-pg skipped: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
