import { expect, type Browser, type Page } from '@playwright/test';
import { EmployerLoginPage } from '../pages/employer-pages';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { DEMO_EMPLOYER, type Identity } from './accounts';

/**
 * A new seeker signs up on `page` (whose context's base URL is the seeker app at `seekerUrl`), lands
 * on the résumé, opens the vacancy and presses «Написать компании»: the company's chat about it is
 * open. Resolves with the chat's path.
 */
export const signUpAndWriteToCompany = async (
  page: Page,
  seekerUrl: string,
  seeker: Identity,
  vacancy: { id: number; title: string },
): Promise<string> => {
  const login = new SeekerLoginPage(page);
  await login.open();
  await login.signUp(seeker);
  await expect(page).toHaveURL(`${seekerUrl}/profile?welcome=1`);
  await expect(page.getByRole('link', { name: /^Чаты/ })).toBeVisible();
  await page.goto(`/vacancies/${vacancy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
  await page.getByRole('button', { name: 'Написать компании' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/\\d+\\?vacancy=${vacancy.id}$`));
  return new URL(page.url()).pathname;
};

/** The demo employer signs in to the employer app at `employerUrl` and opens the chat of the seeker named `seekerName`. */
export const openSeekerChatAsDemoEmployer = async (browser: Browser, employerUrl: string, seekerName: string) => {
  const employerContext = await browser.newContext({ baseURL: employerUrl });
  const employerPage = await employerContext.newPage();
  await new EmployerLoginPage(employerPage).signIn(DEMO_EMPLOYER);
  await expect(employerPage).toHaveURL(`${employerUrl}/employer`);
  await employerPage.goto('/employer/chats');
  await employerPage
    .getByRole('link', { name: new RegExp(seekerName) })
    .first()
    .click();
  // The chat's own address (reading it before the navigation ends would give the list's).
  await expect(employerPage).toHaveURL(/\/employer\/chats\/\d+/);
  return { employerContext, employerPage };
};
