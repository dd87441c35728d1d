import { expect, test } from '@playwright/test';
import { DEMO_SEEKER } from '../support/accounts';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { ADMIN_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

test('a seeker token opens nothing in the employer and editor apps', async ({ page }) => {
  const login = new SeekerLoginPage(page);
  await page.goto(`${SEEKER_URL}/login`);
  await login.signIn(DEMO_SEEKER);
  await expect(page).toHaveURL(`${SEEKER_URL}/`);
  await page.goto(`${EMPLOYER_URL}/employer`);
  await expect(page).toHaveURL(`${EMPLOYER_URL}/employer/login`);
  await page.goto(`${ADMIN_URL}/edit-vacancies-list`);
  await expect(page).toHaveURL(`${ADMIN_URL}/edit-vacancies-list/login`);
});
