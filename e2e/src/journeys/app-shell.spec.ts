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

test.describe('app shell', () => {
  test('a page chunk that fails to load reloads the page once, then shows the error page instead of looping', async ({
    page,
  }) => {
    // The login page's chunk is gone (as after a deploy) and stays gone.
    await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.abort('failed'));
    const loads = countDocumentLoads(page, '/login');
    await page.goto(`${SEEKER_URL}/login`);

    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    expect(loads).toHaveLength(2);
    expect(await page.evaluate(() => sessionStorage.getItem('app:chunk-reload-at'))).toMatch(/^\d+$/);
    // No further reload follows.
    await page.waitForTimeout(1500);
    expect(loads).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('a chunk that fails once (a deploy in between) recovers with one reload', async ({ page }) => {
    let failures = 0;
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    const loads = countDocumentLoads(page, '/login');
    await page.goto(`${SEEKER_URL}/login`);
    await expect.poll(() => loads.length).toBe(2);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(failures).toBe(1);
  });

  for (const [app, url] of [
    ['seeker', `${SEEKER_URL}/login`],
    ['employer', `${EMPLOYER_URL}/employer/login`],
    ['admin', `${ADMIN_URL}/edit-vacancies-list/login`],
  ] as const) {
    test(`the ${app} app offers a reload when a new build is out, an hour later`, async ({ page }) => {
      await page.clock.install();
      await page.goto(url);
      const running = await page.locator('meta[name="app-build-id"]').getAttribute('content');
      expect(running).toMatch(/^\d{14}-[0-9a-f]{8}$/);
      const latest = await page.evaluate(() => fetch('/latest-build.json').then((r) => r.json()));
      expect(latest.buildId).toBe(running);
      const manifest = await page.evaluate(() => fetch('/build-manifest.json').then((r) => r.json()));
      expect(manifest.buildId).toBe(running);
      expect(manifest.files.length).toBeGreaterThan(3);

      // Half an hour: no check yet, nothing offered.
      await page.clock.fastForward('30:00');
      await expect(page.getByText('A new version is available')).toHaveCount(0);

      await page.route('**/latest-build.json', (route) =>
        route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
      );
      await page.clock.fastForward('30:00');
      await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toBeVisible();

      const loads = countDocumentLoads(page, new URL(url).pathname);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => loads.length).toBe(1);
    });
  }
});
