import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const CI = Boolean(process.env['CI']);

/**
 * The browser and what each test keeps of a failure, shared by the three Playwright configurations
 * (the suite, the development-server smoke and the production-shaped run).
 *
 * A trace records the page's DOM at every step and a screencast all along: recorded for every test
 * (retain-on-failure) it was a third of the suite's CPU (368 against 247 CPU-seconds for the same
 * three spec files, Chromium 245 against 145). In CI a failed test runs again (retries: 1) and that
 * run is traced, so a real failure still comes with its trace; the first attempt keeps its
 * screenshot and error context. Locally (no retries) a failure keeps its trace as before.
 */
export const BROWSER_USE: NonNullable<PlaywrightTestConfig['use']> = {
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  trace: CI ? 'on-first-retry' : 'retain-on-failure',
  screenshot: 'only-on-failure',
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
};
