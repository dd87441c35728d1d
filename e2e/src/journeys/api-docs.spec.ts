import { expect, test } from '@playwright/test';
import { API_URL } from '../support/urls';

test('the API docs page renders without a console error (its Content-Security-Policy allows what it runs)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The UI renders the tags near the viewport only (121 operations): the deep link scrolls to `system`.
  await page.goto(`${API_URL}/docs#/system`);
  // The UI renders after its bundle and the OpenAPI document have loaded.
  await expect(page.getByRole('heading', { name: /Jobs API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/health').first()).toBeVisible();
  await page.getByText('/api/health').first().click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(errors).toEqual([]);
  // Only the docs page has its own policy: the API's answers keep theirs.
  const health = await page.request.get(`${API_URL}/health`);
  expect(health.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(health.headers()['content-security-policy']).not.toContain('sha256-');
});
