import { expect, test } from '@playwright/test';
import { DEMO_EDITOR, DEMO_SEEKER } from '../support/accounts';
import { EditorLoginPage } from '../pages/editor-login-page';

test.describe('editor sign-in and guards', () => {
  test('the demo editor signs in and reaches the vacancy list', async ({ page }) => {
    await new EditorLoginPage(page).signIn(DEMO_EDITOR);
    await expect(page).toHaveURL(/\/edit-vacancies-list$/);
    await page.goto('/edit-vacancies-list/login');
    await expect(page).toHaveURL(/\/edit-vacancies-list$/);
    await page.goto('/admin/chat');
    await expect(page).toHaveURL(/\/admin\/chat$/);
  });

  test('editor routes send a signed-out visitor to the editor login', async ({ page }) => {
    for (const path of ['/edit-vacancies-list', '/edit-vacancies-list/no-experience', '/admin/chat']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/edit-vacancies-list\/login$/);
    }
  });

  test('a seeker account cannot sign in as an editor', async ({ page }) => {
    await new EditorLoginPage(page).signIn(DEMO_SEEKER);
    await expect(page.getByRole('alert')).toContainText('Неверный адрес электронной почты или пароль');
  });

  test('an unknown URL shows Page Not Found, in Russian', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Страница не найдена')).toBeVisible();
  });
});
