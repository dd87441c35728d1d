import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApplyingVacancyPage } from '../pages/application-pages';
import { CandidatePage } from '../pages/candidate-pages';
import { ChatPage } from '../pages/chat-page';
import { EditorLoginPage } from '../pages/editor-login-page';
import { EmployerLoginPage } from '../pages/employer-pages';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { seedHiring } from '../employer/hiring-fixtures';
import { DEMO_EDITOR, newIdentity } from '../support/accounts';
import { saveResume } from '../support/seeker-account';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/**
 * Issue 30 item 0: under `npm start` (React's StrictMode mounts every component twice) no dialog
 * stayed open. Each app, on the development servers: sign in, open a dialog, see it stay open,
 * submit it, send a message.
 */

/** The dialog is open and still open a moment later (a stale close would have shut it by then). */
const staysOpen = async (page: Page, dialog: Locator) => {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  expect(await page.locator('dialog[open]').count()).toBe(1);
};

test('seeker: signs in, applies through the dialog, writes to the company', async ({ browser, request }) => {
  const { vacancy } = await seedHiring(request, []);
  const seeker = newIdentity('dev-seeker');
  const registered = await request.post(`${API_URL}/auth/register`, { data: seeker });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  await saveResume(request, token, {
    name: seeker.name,
    desired_position: 'Frontend developer',
    city: 'Kazan',
    skills: ['React', 'TypeScript'],
    experience: '3-6',
  });

  const context = await browser.newContext({ baseURL: SEEKER_URL });
  const page = await context.newPage();
  const login = new SeekerLoginPage(page);
  await login.open();
  await login.signIn(seeker);
  await expect(page).not.toHaveURL(/\/login/);

  const vacancyPage = new ApplyingVacancyPage(page);
  await vacancyPage.open(vacancy);
  await vacancyPage.apply();
  await staysOpen(page, vacancyPage.dialog.root);
  await vacancyPage.dialog.send();
  await expect(vacancyPage.dialog.sent).toBeVisible();
  await vacancyPage.dialog.chatLink.click();
  await expect(page).toHaveURL(/\/chat\/\d+/);
  await new ChatPage(page).send('Hello from the development build!');
  await context.close();
});

test('employer: signs in, invites a candidate through the dialog, writes to them', async ({ browser, request }) => {
  const setup = await seedHiring(request, [{ name: `Dev Candidate ${randomUUID().slice(0, 6)}` }]);
  const [candidate] = setup.candidates;
  if (!candidate) throw new Error('no candidate seeded');

  const context = await browser.newContext({ baseURL: EMPLOYER_URL });
  const page = await context.newPage();
  await new EmployerLoginPage(page).signIn(setup.employer);
  await expect(page).toHaveURL(`${EMPLOYER_URL}/employer`);

  const candidatePage = new CandidatePage(page);
  await candidatePage.open(candidate.applicationId);
  const { dialog, confirm } = await candidatePage.startMove('invited');
  await staysOpen(page, dialog);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(candidatePage.status()).toHaveText('Приглашён');

  const chat = candidatePage.chat();
  await chat.getByRole('textbox', { name: 'Сообщение' }).fill('See you on Thursday!');
  await chat.getByRole('button', { name: 'Отправить' }).click();
  const history = chat.getByRole('region', { name: 'История сообщений' });
  await expect(history).toContainText('See you on Thursday!');
  await expect(history.getByText('Отправка…')).toHaveCount(0);
  await expect(history.getByText('Не отправлено.')).toHaveCount(0);
  await context.close();
});

test('editor: signs in, deletes a category through the confirmation, answers in a company chat', async ({
  browser,
  request,
}) => {
  // A category to delete, and a seeker's chat with a company for the editors' inbox, through the API.
  const editor = await request.post(`${API_URL}/editor/auth/login`, { data: DEMO_EDITOR });
  const editorToken = ((await editor.json()) as { token: string }).token;
  const suffix = randomUUID().slice(0, 6);
  const created = await request.post(`${API_URL}/editor/categories`, {
    headers: { authorization: `Bearer ${editorToken}` },
    data: { slug: `dev-${suffix}`, name_ru: `Разработка ${suffix}`, name_en: `Dev ${suffix}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { vacancy } = await seedHiring(request, []);
  const publicVacancy = (await (await request.get(`${API_URL}/vacancies/${vacancy.id}`)).json()) as {
    company: { id: number };
  };
  const seeker = await request.post(`${API_URL}/auth/register`, { data: newIdentity('dev-writer') });
  const seekerToken = ((await seeker.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${seekerToken}` };
  const chat = await request.post(`${API_URL}/companies/${publicVacancy.company.id}/chat`, {
    headers,
    data: { vacancy_id: vacancy.id },
  });
  expect(chat.ok(), await chat.text()).toBe(true);
  const { id: chatId } = (await chat.json()) as { id: number };
  const sent = await request.post(`${API_URL}/chat/${chatId}/send`, {
    headers,
    data: { message: 'Is it still open?', vacancy_id: vacancy.id },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const context = await browser.newContext({ baseURL: ADMIN_URL });
  const page = await context.newPage();
  await new EditorLoginPage(page).signIn(DEMO_EDITOR);
  await expect(page).toHaveURL(/\/edit-vacancies-list$/);

  await page.goto('/edit-vacancies-list/categories');
  const name = `Разработка ${suffix}`;
  await page.getByRole('button', { name: `Удалить «${name}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить категорию?' });
  await staysOpen(page, dialog);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Удалить «${name}»` })).toHaveCount(0);

  await page.goto(`/admin/chat/${chatId}`);
  await expect(page.getByRole('region', { name: 'История сообщений' })).toContainText('Is it still open?');
  await new ChatPage(page).send('Yes, it is: write to us any time.');
  await context.close();
});
