import { expect, test } from '@playwright/test';
import { DEMO_SEEKER, newIdentity } from '../support/accounts';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { chooseLocale } from '../support/session';

test.describe('seeker sign-up, sign-in and the profile guard', () => {
  test('a visitor signs up in the browser and reaches the profile', async ({ page }) => {
    const identity = newIdentity('seeker');
    const login = new SeekerLoginPage(page);
    await login.open();
    await login.signUp(identity);
    // A new seeker is invited to fill the résumé, and the header says who is signed in.
    await expect(page).toHaveURL(/\/profile\?welcome=1$/);
    await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toHaveText(identity.name);
    await expect(page.getByText(identity.email)).toBeVisible();
  });

  test('a signed-out visitor is sent from /profile to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('a signed-in seeker is sent from /login to /, and signing out closes /profile again', async ({ page }) => {
    const login = new SeekerLoginPage(page);
    await login.open();
    await login.signIn(DEMO_SEEKER);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByText(DEMO_SEEKER.email)).toBeVisible();
    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows an error and keeps the visitor on /login', async ({ page }) => {
    const login = new SeekerLoginPage(page);
    await login.open();
    await login.signIn({ email: DEMO_SEEKER.email, password: 'not the password' });
    await expect(page.getByRole('alert')).toContainText('Неверный адрес электронной почты или пароль');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up validation errors show next to the field', async ({ page }) => {
    const login = new SeekerLoginPage(page);
    await login.open();
    await login.signUp({ name: 'Ann', email: 'not-an-email', password: 'short' });
    await expect(page.getByLabel('Электронная почта')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Пароль')).toHaveAttribute('aria-invalid', 'true');
    // The contract's codes, put in words by the one table: the rule's number in its plural form.
    await expect(page.getByLabel('Электронная почта')).toHaveAccessibleDescription(
      'Введите корректный адрес электронной почты',
    );
    await expect(page.getByLabel('Пароль')).toHaveAccessibleDescription(/Не меньше 8 символов$/);
  });

  test('sign-up validation errors speak English on an English page', async ({ page, context }) => {
    // English chosen (the banner's own test is in locales.spec): the page stays English.
    await chooseLocale(context, 'en');
    await page.goto('/en/login');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByLabel('Name').fill('Ann');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/At least 8 characters$/);
  });

  test('an unknown URL shows Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Страница не найдена')).toBeVisible();
  });
});
