import { expect, test } from '@playwright/test';
import { DEMO_EMPLOYER, newIdentity } from '../support/accounts';
import { EmployerLoginPage, EmployerRegisterPage } from '../pages/employer-pages';

test.describe('employer registration and sign-in', () => {
  test('an employer registers a company and lands on the dashboard', async ({ page }) => {
    const identity = { ...newIdentity('employer'), company: `E2E Company ${Date.now()}` };
    await new EmployerRegisterPage(page).register(identity);
    await expect(page).toHaveURL(/\/employer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Обзор' })).toBeVisible();
    // The dashboard is about the new company, and the header shows who is signed in.
    await expect(page.getByRole('heading', { level: 2, name: identity.company })).toBeVisible();
    const account = page.getByRole('banner').getByRole('link', { name: /^Вы вошли как / });
    await expect(account).toContainText(identity.name);
    await expect(account).toContainText(identity.email);
    // The profile holds the same account.
    await account.click();
    await expect(page).toHaveURL(/\/employer\/profile$/);
    await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(identity.email);
    await expect(page.getByLabel('Название компании')).toHaveValue(identity.company);
  });

  test('employer pages send a signed-out visitor to the employer login', async ({ page }) => {
    await page.goto('/employer/profile');
    await expect(page).toHaveURL(/\/employer\/login$/);
  });

  test('the demo employer signs in', async ({ page }) => {
    await new EmployerLoginPage(page).signIn(DEMO_EMPLOYER);
    await expect(page).toHaveURL(/\/employer$/);
  });

  test('registering with a taken e-mail shows the error next to the e-mail field', async ({ page }) => {
    await new EmployerRegisterPage(page).register({
      name: 'Someone',
      email: DEMO_EMPLOYER.email,
      password: 'a fresh password 42',
      company: 'Another Company',
    });
    await expect(page.getByText('Этот адрес электронной почты уже зарегистрирован')).toBeVisible();
  });

  test('an unknown URL shows Page Not Found, in Russian', async ({ page }) => {
    await page.goto('/employer/no-such-page');
    await expect(page.getByText('Страница не найдена')).toBeVisible();
  });
});
