import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from './src/support/browser-use';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from './src/support/chromium';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from './src/support/urls';

const CI = Boolean(process.env['CI']);
const THIRD_PARTY = /e2e\/src\/journeys\/third-party\.spec\.ts$/;
const root = new URL('..', import.meta.url).pathname;

const preview = (app: string, url: string) => ({
  // `vite preview` straight away (not through nx) so no process is left behind.
  command: `npx vite preview --config apps/${app}/vite.config.mts --port ${new URL(url).port} --strictPort`,
  cwd: root,
  url,
  reuseExistingServer: !CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './src',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // Two cores: two workers keep the machine responsive enough for the servers.
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Flakes fail loudly: the tests that passed only on their retry are listed at the end (and in
  // test-results/e2e-retried.json, which tools/test.mjs lists again at the end of the run).
  reporter: [
    ['list'],
    ['./src/support/retry-reporter.ts', { file: `${root}test-results/e2e-retried.json` }],
    ...(CI ? ([['html', { open: 'never', outputFolder: '../playwright-report' }]] as const) : []),
  ],
  use: {
    ...BROWSER_USE,
  },
  projects: [
    { name: 'seeker', testMatch: /e2e\/src\/seeker\/.*\.spec\.ts$/, use: { baseURL: SEEKER_URL } },
    { name: 'employer', testMatch: /e2e\/src\/employer\/.*\.spec\.ts$/, use: { baseURL: EMPLOYER_URL } },
    { name: 'admin', testMatch: /e2e\/src\/admin\/.*\.spec\.ts$/, use: { baseURL: ADMIN_URL } },
    { name: 'journeys', testMatch: /e2e\/src\/journeys\/.*\.spec\.ts$/, testIgnore: THIRD_PARTY },
    // Web Push is in the full browser only (the headless shell has no PushManager).
    {
      name: 'third-party',
      testMatch: THIRD_PARTY,
      use: { launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      // The built API on a fresh embedded database with the demo data set.
      command: 'node e2e/src/support/start-api.mjs',
      cwd: root,
      url: `${API_URL}/health`,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'pipe',
      // The launcher stops the API and MailDev, then drops its PostgreSQL database (CI).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    preview('seeker', SEEKER_URL),
    preview('employer', EMPLOYER_URL),
    preview('admin', ADMIN_URL),
  ],
});
