import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { EditorLoginPage } from '../pages/editor-login-page';
import { DEMO_EDITOR } from '../support/accounts';
import { newSeeker } from '../support/seeker-account';
import { ADMIN_URL, API_URL, SEEKER_URL } from '../support/urls';

const DESCRIPTION =
  'We are looking for couriers in the city centre. Pay every week, a bicycle or a scooter is provided, ' +
  'flexible shifts that fit around your studies. Write to us and we will explain the rest in the chat. ' +
  'No experience is needed: a senior courier rides with you for the first two days.';

test('a seeker reports a vacancy and the editor hides it; the seeker is told', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A vacancy of its own (published by the demo editor for the demo company), so hiding it
  // changes nothing another test reads.
  const editorLogin = await request.post(`${API_URL}/editor/auth/login`, { data: DEMO_EDITOR });
  const editorToken = ((await editorLogin.json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${editorToken}` };
  const [company] = (await (
    await request.get(`${API_URL}/editor/companies`, { headers: auth, params: { q: 'Demo' } })
  ).json()) as { id: number }[];
  if (!company) throw new Error('no demo company');
  const title = `Courier ref${randomUUID().slice(0, 8)}`;
  const created = await request.post(`${API_URL}/editor/vacancies`, {
    headers: auth,
    data: {
      title,
      description: DESCRIPTION,
      requirements: '',
      conditions: '',
      skills: [],
      category_id: null,
      city: 'Moscow',
      country: 'RU',
      salary_from: 60_000,
      salary_to: 90_000,
      currency: 'RUB',
      salary_gross: true,
      experience: 'none',
      employment: 'full',
      schedule: 'shift',
      language: 'ru',
      company_id: company.id,
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vacancyId = ((await created.json()) as { id: number }).id;

  // The seeker reports it from its page.
  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
  await newSeeker(seekerContext, request, undefined, 'reporter');
  const seekerPage = await seekerContext.newPage();
  await seekerPage.goto(`/vacancies/${vacancyId}`);
  await expect(seekerPage.getByRole('heading', { name: title })).toBeVisible();
  await seekerPage.getByRole('button', { name: 'Пожаловаться' }).click();
  const dialog = seekerPage.getByRole('dialog', { name: `Пожаловаться на «${title}»` });
  await dialog.getByLabel(/Мошенничество/).check();
  await dialog.getByLabel('Комментарий (необязательно)').fill('Просят оплатить форму до выхода на работу');
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(seekerPage.getByRole('status').filter({ hasText: 'Спасибо' })).toBeVisible();

  // The editor finds it in the reports queue and hides the vacancy.
  const editorContext = await browser.newContext({ baseURL: ADMIN_URL });
  const editorPage = await editorContext.newPage();
  await new EditorLoginPage(editorPage).signIn(DEMO_EDITOR);
  await expect(editorPage).toHaveURL(`${ADMIN_URL}/edit-vacancies-list`);
  await editorPage.getByRole('link', { name: 'Жалобы' }).click();
  const item = editorPage.getByRole('listitem').filter({ has: editorPage.getByRole('link', { name: title }) });
  await expect(item).toContainText('Просят оплатить форму');
  await item.getByLabel('Заметка (только для редакторов)').fill('Просит денег');
  await item.getByRole('button', { name: 'Скрыть' }).click();
  await expect(item).toHaveCount(0);

  // Out of search; the seeker, still on the site, is told the outcome (the app's notification).
  expect((await request.get(`${API_URL}/vacancies/${vacancyId}`)).status()).toBe(404);
  await expect(seekerPage.getByText('Ваша жалоба рассмотрена').first()).toBeVisible({ timeout: 30_000 });

  await Promise.all([seekerContext.close(), editorContext.close()]);
});
