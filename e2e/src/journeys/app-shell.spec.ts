import { expect, test, type Page } from '@playwright/test';
import { ADMIN_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/** Each full page load of `path` (the document request), counted. */
const countDocumentLoads = (page: Page, path: string) => {
  const loads: number[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads.push(Date.now());
  });
  return loads;
};

/**
 * Counts the `visibilitychange` listeners added to the document: the new-build check adds one when it
 * starts. It is lazy (its own chunk, loaded after the first render), so a test that moves the clock
 * on must first wait for it to start, or its hourly timer begins after part of the hour has passed.
 */
const trackBuildCheckStart = (page: Page) =>
  page.addInitScript(() => {
    const add = document.addEventListener.bind(document);
    const counted = window as unknown as { __e2eVisibilityListeners?: number };
    document.addEventListener = ((...args: Parameters<Document['addEventListener']>) => {
      if (args[0] === 'visibilitychange')
        counted.__e2eVisibilityListeners = (counted.__e2eVisibilityListeners ?? 0) + 1;
      return add(...args);
    }) as Document['addEventListener'];
  });

const buildCheckStarted = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __e2eVisibilityListeners?: number }).__e2eVisibilityListeners ?? 0),
    )
    .toBeGreaterThan(0);

test.describe('app shell', () => {
  test('a page chunk that fails to load reloads the page once, then shows the error page instead of looping', async ({
    page,
  }) => {
    // The login page's chunk is gone (as after a deploy) and stays gone.
    await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.abort('failed'));
    const loads = countDocumentLoads(page, '/login');
    await page.goto(`${SEEKER_URL}/login`);

    await expect(page.getByRole('heading', { name: 'Внутренняя ошибка сервера' })).toBeVisible();
    expect(loads).toHaveLength(2);
    expect(await page.evaluate(() => sessionStorage.getItem('app:chunk-reload-at'))).toMatch(/^\d+$/);
    // No further reload follows.
    await page.waitForTimeout(1500);
    expect(loads).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  test('a chunk that fails once (a deploy in between) recovers with one reload', async ({ page }) => {
    // The first page load finds the login page's chunk gone; the reloaded page finds it. Every request
    // for the chunk during the first load fails: the app asks for it more than once (Vite's modulepreload
    // link, then the import, which Chromium fetches again after a failed preload), so failing only the
    // first request would let the import succeed without any reload.
    const loads = countDocumentLoads(page, '/login');
    const failedInLoad: number[] = [];
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      if (loads.length < 2) {
        failedInLoad.push(loads.length);
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.goto(`${SEEKER_URL}/login`);
    await expect.poll(() => loads.length).toBe(2);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    // Only the first page load saw the chunk fail, and one reload was enough.
    expect(failedInLoad.length).toBeGreaterThan(0);
    expect(failedInLoad.every((load) => load === 1)).toBe(true);
    await page.waitForTimeout(1500);
    expect(loads).toHaveLength(2);
  });

  for (const [app, url] of [
    ['seeker', `${SEEKER_URL}/login`],
    ['employer', `${EMPLOYER_URL}/employer/login`],
    ['admin', `${ADMIN_URL}/edit-vacancies-list/login`],
  ] as const) {
    test(`the ${app} app offers a reload when a new build is out, an hour later`, async ({ page }) => {
      await page.clock.install();
      await trackBuildCheckStart(page);
      await page.goto(url);
      await buildCheckStarted(page);
      const running = await page.locator('meta[name="app-build-id"]').getAttribute('content');
      expect(running).toMatch(/^\d{14}-[0-9a-f]{8}$/);
      const latest = await page.evaluate(() => fetch('/latest-build.json').then((r) => r.json()));
      expect(latest.buildId).toBe(running);
      const manifest = await page.evaluate(() => fetch('/build-manifest.json').then((r) => r.json()));
      expect(manifest.buildId).toBe(running);
      expect(manifest.files.length).toBeGreaterThan(3);

      // Half an hour: no check yet, nothing offered.
      await page.clock.fastForward('30:00');
      await expect(page.getByText('Доступна новая версия')).toHaveCount(0);

      await page.route('**/latest-build.json', (route) =>
        route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
      );
      await page.clock.fastForward('30:00');
      await expect(page.getByRole('status').filter({ hasText: 'Доступна новая версия' })).toBeVisible();

      const loads = countDocumentLoads(page, new URL(url).pathname);
      await page.getByRole('button', { name: 'Обновить' }).click();
      await expect.poll(() => loads.length).toBe(1);
    });
  }
});
