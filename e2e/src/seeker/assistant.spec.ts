import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { SEEKER_URL } from '../support/urls';

test('a seeker starts an assistant chat at /new, asks, and opens a vacancy from the answer', async ({ page }) => {
  test.setTimeout(90_000);
  const login = new SeekerLoginPage(page);
  await login.open();
  await login.signUp(newIdentity('assistant'));
  await expect(page).toHaveURL(`${SEEKER_URL}/profile?welcome=1`);

  // /new lists the templates; starting one opens its chat.
  await page.goto('/new');
  await page.getByRole('link', { name: 'Начать: Найти работу' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const templatePath = new URL(page.url()).pathname;

  await page.getByRole('textbox', { name: 'Сообщение' }).fill('ищу работу react');
  await page.getByRole('button', { name: 'Отправить' }).click();

  // The first send made the seeker's own chat: the address follows it.
  await expect(page).not.toHaveURL(new RegExp(`${templatePath}$`));
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  const history = page.getByRole('region', { name: 'История сообщений' });
  await expect(history).toContainText('ищу работу react');

  // The assistant answers in Russian with links to matching vacancies, then stops typing.
  await expect(history).toContainText('Нашёл', { timeout: 15_000 });
  await expect(page.getByText('Ассистент печатает…')).toHaveCount(0);
  // Each vacancy is a link named by its title, never a bare /vacancies/N path.
  const link = history.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/vacancies\/\d+$/);
  await expect(link).not.toHaveText(/^\/vacancies\//);
  await expect(link).not.toHaveText('');

  await link.click();
  await expect(page).toHaveURL(`${SEEKER_URL}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Написать компании' })).toBeVisible();
});
