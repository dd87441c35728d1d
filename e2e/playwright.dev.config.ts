import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from './src/support/browser-use';
import { ADMIN_URL, SEEKER_URL } from './src/support/urls';

const CI = Boolean(process.env['CI']);
const root = new URL('..', import.meta.url).pathname;

/**
 * The development shape: what `npm start` runs (the API from its sources, the three Vite development
 * servers with React's StrictMode, MailDev) on a fresh embedded database. A smoke journey per app
 * (sign in, open and submit a dialog, send a message) catches what only the development build does
 * (StrictMode mounts every component twice: issue 30 item 0). Its specs live in e2e/src/dev (the
 * main configuration's projects never match them); tools/test.mjs runs it after the main e2e.
 */
export default defineConfig({
  testDir: './src/dev',
  outputDir: '../test-results/e2e-dev',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // The development servers compile each module on its first request.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  // Flakes fail loudly: the tests that passed only on their retry are listed (tools/test.mjs too).
  reporter: [
    ['list'],
    ['./src/support/retry-reporter.ts', { file: `${root}test-results/e2e-dev-retried.json` }],
    ...(CI ? ([['html', { open: 'never', outputFolder: '../playwright-report-dev' }]] as const) : []),
  ],
  use: {
    ...BROWSER_USE,
    navigationTimeout: 60_000,
  },
  projects: [{ name: 'dev', testMatch: /e2e\/src\/dev\/.*\.spec\.ts$/, use: { baseURL: SEEKER_URL } }],
  webServer: {
    command: 'node e2e/src/support/start-dev.mjs',
    cwd: root,
    // start.mjs starts the apps once the API is healthy; the editors' app is the last of them.
    url: `${ADMIN_URL}/edit-vacancies-list/login`,
    // Never someone else's servers: this run's database is the fresh one.
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
