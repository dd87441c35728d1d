import { expect, test } from '@playwright/test';
import { DEMO_EDITOR, DEMO_EMPLOYER } from '../support/accounts';
import { signInThroughApi } from '../support/session';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const DESKTOP = { width: 1366, height: 768 };

/**
 * Places (issue 28): the employer gives a vacancy a metro address chosen from the suggestions; once
 * approved (through the API), a seeker searching within 2 km of that station finds it and sees the
 * distance, and the vacancy page shows the address with its station.
 */
test('the employer picks a metro address; the seeker finds it within 2 km of the station', async ({
  browser,
  request,
}) => {
  const title = `Бариста у метро ${Date.now()}`;
  const employer = await browser.newContext({ viewport: DESKTOP, baseURL: EMPLOYER_URL });
  await signInThroughApi(employer, request, 'employer', DEMO_EMPLOYER);
  const form = await employer.newPage();
  await form.goto('/employer/vacancies/new');
  await form.getByLabel('Название').fill(title);
  await form
    .getByLabel('Описание')
    .fill(
      'Готовим кофе и встречаем гостей в кофейне у метро: эспрессо, фильтр, десерты. Научим всему, ' +
        'если вы любите людей и аккуратность. Смены по графику 2/2, обучение за счёт компании, ' +
        'форма, питание и скидки на кофе для всей семьи.',
    );
  await form.getByLabel('Город').fill('Москва');
  await form.getByLabel('Опыт работы').selectOption('none');
  await form.getByLabel('Занятость').selectOption('full');
  await form.getByLabel('График работы').selectOption('shift');
  await form.getByLabel('Адрес (улица, станция метро)').fill('Тверская');
  await form
    .getByRole('list', { name: 'Подсказки адреса' })
    .getByRole('button', { name: /Москва, метро Тверская/ })
    .click();
  await expect(form.getByText('Адрес: Москва, метро Тверская')).toBeVisible();
  await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(form).toHaveURL(/\/employer\/vacancies\/\d+$/);
  const id = Number(new URL(form.url()).pathname.split('/').pop());
  await employer.close();

  // The editor approves it (setup, not the subject: through the API).
  const editorLogin = await request.post(`${API_URL}/editor/auth/login`, { data: DEMO_EDITOR });
  const editorToken = ((await editorLogin.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${editorToken}` };
  const current = (await (await request.get(`${API_URL}/editor/vacancies/${id}`, { headers })).json()) as {
    version: number;
  };
  const approved = await request.post(`${API_URL}/editor/vacancies/${id}/approve`, {
    headers,
    data: { version: current.version },
  });
  expect(approved.ok()).toBe(true);

  const seeker = await browser.newContext({ viewport: DESKTOP, baseURL: SEEKER_URL });
  const page = await seeker.newPage();
  await page.goto(`/vacancies?q=${encodeURIComponent(title)}&literal=true`);
  await page.getByLabel('Рядом со станцией метро').fill('Тверская');
  await page
    .getByRole('list', { name: 'Станции метро' })
    .getByRole('button', { name: /Москва, метро Тверская/ })
    .click();
  await expect(page).toHaveURL(/[?&]metro=\d+/);
  await page.getByLabel('В радиусе').selectOption('2');
  await expect(page).toHaveURL(/[?&]radius_km=2(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=distance(&|$)/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  // The station's own point: 0 km away.
  await expect(card.getByText('в 0 км', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByText('Москва, метро Тверская')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ближайшие станции метро' })).toContainText('Тверская');
  await seeker.close();
});
