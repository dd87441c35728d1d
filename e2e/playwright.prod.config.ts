import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from './src/support/browser-use';
import { PROD_SEEKER_URL } from './src/support/prod-urls';

const CI = Boolean(process.env['CI']);
const root = new URL('..', import.meta.url).pathname;

/**
 * The production shape: `npm run serve` (nginx in front of two API instances on a fresh PostgreSQL
 * database and Redis) with the built apps, driven through nginx. Needs TEST_DATABASE_URL and a
 * build (`npm run build`); tools/test.mjs runs it after the main e2e when TEST_DATABASE_URL is set.
 * Its specs live in e2e/src/prod (the main configuration's projects never match them). Serial:
 * a test may stop an API instance.
 */
export default defineConfig({
  testDir: './src/prod',
  outputDir: '../test-results/e2e-prod',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Flakes fail loudly: the tests that passed only on their retry are listed at the end (and in
  // test-results/e2e-prod-retried.json, which tools/test.mjs lists again at the end of the run).
  reporter: [
    ['list'],
    ['./src/support/retry-reporter.ts', { file: `${root}test-results/e2e-prod-retried.json` }],
    ...(CI ? ([['html', { open: 'never', outputFolder: '../playwright-report-prod' }]] as const) : []),
  ],
  use: {
    baseURL: PROD_SEEKER_URL,
    ...BROWSER_USE,
  },
  projects: [{ name: 'prod', testMatch: /e2e\/src\/prod\/.*\.spec\.ts$/ }],
  webServer: {
    command: 'node e2e/src/support/start-prod.mjs',
    cwd: root,
    // Ready through nginx: nginx is up and an instance answers.
    url: `${PROD_SEEKER_URL}/api/health/ready`,
    // Never someone else's server on these ports: this run's database is the fresh one.
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    // serve stops nginx and the instances, then the launcher drops the database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
