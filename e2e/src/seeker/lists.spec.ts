import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ListsPages } from '../pages/lists-pages';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { DEMO_EDITOR, DEMO_EMPLOYER } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { newSeeker } from '../support/seeker-account';
import { API_URL } from '../support/urls';

const DESCRIPTION =
  'We are looking for a support engineer who likes helping people. You will answer questions from our customers, ' +
  'find the cause of their problems together with the developers and write short guides so the same question ' +
  'never has to be asked twice. We teach everything you need in the first month.';

/** A word nobody else's vacancy has (letters only: a number could read as pay). */
const uniqueWord = () =>
  `zeta${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

const tokenOf = async (request: APIRequestContext, path: string, account: { email: string; password: string }) => {
  const answer = await request.post(`${API_URL}${path}`, { data: account });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
};

/** The demo editor publishes a vacancy of Demo Company through the API. */
const publishAsDemoEditor = async (request: APIRequestContext, title: string): Promise<number> => {
  const employerToken = await tokenOf(request, '/employer/auth/login', DEMO_EMPLOYER);
  const me = await request.get(`${API_URL}/employer/me`, { headers: { authorization: `Bearer ${employerToken}` } });
  const companyId = ((await me.json()) as { company: { id: number } }).company.id;
  const editorToken = await tokenOf(request, '/editor/auth/login', DEMO_EDITOR);
  const answer = await request.post(`${API_URL}/editor/vacancies`, {
    headers: { authorization: `Bearer ${editorToken}` },
    data: {
      company_id: companyId,
      publish: true,
      title,
      description: DESCRIPTION,
      requirements: 'Patience and clear writing',
      conditions: 'Remote, flexible hours',
      skills: ['Support'],
      category_id: null,
      city: 'Kazan',
      country: 'RU',
      salary_from: 80_000,
      salary_to: 120_000,
      currency: 'RUB',
      salary_gross: true,
      experience: 'none',
      employment: 'full',
      schedule: 'remote',
      language: 'en',
    },
  });
  if (answer.status() !== 201) throw new Error(`publish failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { id: number }).id;
};

test('a saved search with instant alerts tells the seeker of a matching vacancy an editor publishes, in the app and by e-mail', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const seeker = await newSeeker(context, request, undefined, 'alerts');
  const word = uniqueWord();
  const lists = new ListsPages(page);

  // Alert e-mails come in the daily digest by default: the seeker asks for them at once.
  await page.goto('/settings/notifications');
  const settings = page.getByRole('form', { name: 'Настройки уведомлений' });
  await settings
    .getByRole('group', { name: 'Электронная почта' })
    .getByLabel('Подписки на поиск')
    .selectOption('instant');
  await settings.getByRole('button', { name: 'Сохранить' }).click();
  await expect(settings.getByRole('status')).toHaveText('Настройки сохранены.');
  // OneSignal is not configured here: push is not offered.
  await expect(settings.getByRole('group', { name: 'Push' })).toHaveCount(0);

  await page.goto(`/vacancies?q=${word}`);
  await expect(page.getByRole('heading', { name: 'Вакансий не найдено' })).toBeVisible();
  await lists.saveSearch('Сразу');

  const title = `Support engineer ${word}`;
  const vacancyId = await publishAsDemoEditor(request, title);

  // The match is a job off the request; the app's poll shows the alert as a toast.
  const toast = page.getByRole('listitem').filter({ hasText: `Новая вакансия по поиску «${word}»` });
  await expect(toast).toContainText(title, { timeout: 45_000 });

  // And the e-mail, in MailDev's inbox: the vacancy with its link (its one-click unsubscribe
  // headers are checked by the API tests).
  const mail = await waitForEmail(seeker.email, `Новая вакансия по поиску «${word}»: ${title}`);
  expect(linkIn(mail.text, 'http://localhost:4200/vacancies/')).toBe(`http://localhost:4200/vacancies/${vacancyId}`);
  expect(mail.html).toContain(`href="http://localhost:4200/vacancies/${vacancyId}"`);
  expect(mail.text).toContain('Отписаться от таких писем или настроить уведомления');

  await page.goto('/saved-searches');
  const row = page.getByRole('region', { name: word });
  await expect(row.getByText('1 новая')).toBeVisible();
  await row.getByRole('link', { name: word }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies\\?q=${word}`));
  await expect(lists.resultLink(title)).toBeVisible();
  await page.goto('/saved-searches');
  await expect(page.getByRole('region', { name: word }).getByText('Новых вакансий нет')).toBeVisible();
});

test('a favourite survives a reload and shows on the favourites page', async ({ page, context, request }) => {
  await newSeeker(context, request, undefined, 'favourites');
  const word = uniqueWord();
  const title = `Support engineer ${word}`;
  await publishAsDemoEditor(request, title);
  const lists = new ListsPages(page);
  await page.goto(`/vacancies?q=${word}`);
  await expect(lists.resultLink(title)).toBeVisible();
  const heart = lists.heart(title);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart turns at once; the reload waits for the server to have stored it (a reload while the
  // request is in flight cancels it, as it would for anyone).
  const stored = page.waitForResponse(
    (response) => /\/api\/favorites\/\d+$/.test(response.url()) && response.request().method() !== 'GET',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).ok()).toBe(true);

  await page.reload();
  await expect(lists.heart(title)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(lists.resultLink(title)).toBeVisible();
});

test("a hidden company's vacancies vanish from search, and come back from the hidden page", async ({
  page,
  context,
  request,
}) => {
  await newSeeker(context, request, undefined, 'hider');
  const word = uniqueWord();
  const title = `Support engineer ${word}`;
  await publishAsDemoEditor(request, title);
  const lists = new ListsPages(page);
  await page.goto(`/vacancies?q=${word}`);
  await expect(lists.resultLink(title)).toBeVisible();
  await lists.hideCompanyOf(title);
  await expect(lists.resultLink(title)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Вакансий не найдено' })).toBeVisible();

  await page.goto('/hidden');
  await page.getByRole('button', { name: 'Снова показывать «Demo Company»' }).click();
  await page.goto(`/vacancies?q=${word}`);
  await expect(lists.resultLink(title)).toBeVisible();
});

test('deleting the account signs the seeker out and the account cannot sign in again', async ({
  page,
  context,
  request,
}) => {
  const seeker = await newSeeker(context, request, undefined, 'leaver');
  await page.goto('/profile');
  await expect(page.getByTestId('signed-in-as')).toHaveText(seeker.name);
  await page.getByRole('button', { name: 'Удалить аккаунт…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  await expect(dialog).toContainText('Удалённый пользователь');
  await dialog.getByLabel('Пароль').fill('not my password');
  await dialog.getByRole('button', { name: 'Удалить мой аккаунт' }).click();
  await expect(dialog.getByText('Неверный пароль')).toBeVisible();
  await dialog.getByLabel('Пароль').fill(seeker.password);
  await dialog.getByRole('button', { name: 'Удалить мой аккаунт' }).click();

  await expect(page).toHaveURL(/\/login\?deleted=1/);
  await expect(page.getByRole('status')).toContainText('Ваш аккаунт удалён');
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'auth_token' }));

  const login = new SeekerLoginPage(page);
  await login.signIn(seeker);
  await expect(page.getByText('Неверный адрес электронной почты или пароль')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the lists pages at a desktop and a phone width, in Russian and English (screenshots for review)', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const seeker = await newSeeker(context, request, undefined, 'screens');
  const word = uniqueWord();
  const title = `Support engineer ${word}`;
  const id = await publishAsDemoEditor(request, title);
  const auth = { authorization: `Bearer ${seeker.token}` };
  await request.put(`${API_URL}/favorites/${id}`, { headers: auth });
  await request.post(`${API_URL}/saved-searches`, {
    headers: auth,
    data: { name: word, query: `q=${word}`, alert: 'daily' },
  });
  for (const [locale, prefix] of [
    ['ru', ''],
    ['en', '/en'],
  ] as const) {
    for (const [name, path] of [
      ['search', `/vacancies?q=${word}`],
      ['saved-searches', '/saved-searches'],
      ['favorites', '/favorites'],
      ['profile', '/profile'],
    ] as const) {
      // Each page is loaded once and shot at both widths: the layout is CSS alone (the header's
      // height follows a ResizeObserver), so the page resized to 390 px is the one a phone opens.
      for (const [index, width] of [1366, 390].entries()) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        if (index === 0) await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${locale}-${width}.png`),
          fullPage: name === 'profile' ? false : true,
        });
      }
    }
  }
  await expect(page.getByTestId('signed-in-as')).toHaveText(seeker.name);
});
