import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_EDITOR, DEMO_EMPLOYER } from '../support/accounts';
import { chooseLocale, signInThroughApi } from '../support/session';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The editor approves a vacancy (setup, not the subject: through the API). */
const approve = async (request: APIRequestContext, id: number) => {
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
};

/** A new vacancy in Moscow through the employer's form, with the address chosen by `pick`; its id once submitted. */
const submitVacancy = async (
  browser: Browser,
  request: APIRequestContext,
  title: string,
  pick: (form: Page) => Promise<string>,
): Promise<{ id: number; address: string }> => {
  const employer = await browser.newContext({ viewport: DESKTOP, baseURL: EMPLOYER_URL });
  await signInThroughApi(employer, request, 'employer', DEMO_EMPLOYER);
  const form = await employer.newPage();
  await form.goto('/employer/vacancies/new');
  await form.getByLabel('Название').fill(title);
  await form
    .getByLabel('Описание')
    .fill(
      'Принимаем и выдаём заказы в пункте выдачи у дома: сканер, касса, примерка. Научим всему, ' +
        'если вы любите людей и аккуратность. Смены по графику 2/2, обучение за счёт компании, ' +
        'форма и скидки для всей семьи.',
    );
  await form.getByLabel('Город').fill('Москва');
  await form.getByLabel('Опыт работы').selectOption('none');
  await form.getByLabel('Занятость').selectOption('full');
  await form.getByLabel('График работы').selectOption('shift');
  const address = await pick(form);
  await expect(form.getByText(`Адрес: ${address}`)).toBeVisible();
  await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(form).toHaveURL(/\/employer\/vacancies\/\d+$/);
  const id = Number(new URL(form.url()).pathname.split('/').pop());
  await employer.close();
  return { id, address };
};

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
  const { id } = await submitVacancy(browser, request, title, async (form) => {
    await form.getByLabel('Адрес (улица, станция метро)').fill('Тверская');
    await form
      .getByRole('list', { name: 'Подсказки адреса' })
      .getByRole('button', { name: /Москва, метро Тверская/ })
      .click();
    return 'Москва, метро Тверская';
  });
  await approve(request, id);

  const seeker = await browser.newContext({ viewport: DESKTOP, baseURL: SEEKER_URL });
  const page = await seeker.newPage();
  await page.goto(`/vacancies?q=${encodeURIComponent(title)}&literal=true`);
  await page.getByLabel('Рядом с метро или адресом').fill('Тверская');
  await page
    .getByRole('list', { name: 'Станции метро и адреса' })
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

/**
 * Near an address (issue 28): the employer picks a street address from the suggestions (an address
 * a published vacancy already has); a seeker types that street in the place filter, chooses the
 * same address and finds the vacancy within 1 km of it, 0 km away; the chosen place stays named
 * after a reload (it rides in the URL).
 */
test('the employer picks a street address; the seeker finds it within 1 km of that address', async ({
  browser,
  request,
}) => {
  const title = `Сотрудник пункта выдачи ${Date.now()}`;
  const { id, address } = await submitVacancy(browser, request, title, async (form) => {
    await form.getByLabel('Адрес (улица, станция метро)').fill('ул. Ленина');
    const street = form
      .getByRole('list', { name: 'Подсказки адреса' })
      .getByRole('button', { name: /^Москва, ул\. Ленина, \d+$/ })
      .first();
    const text = ((await street.textContent()) ?? '').trim();
    await street.click();
    return text;
  });
  await approve(request, id);

  const seeker = await browser.newContext({ viewport: DESKTOP, baseURL: SEEKER_URL });
  const page = await seeker.newPage();
  await page.goto(`/vacancies?q=${encodeURIComponent(title)}&literal=true`);
  await page.getByLabel('Рядом с метро или адресом').fill(address.replace(/^Москва, /, ''));
  await page
    .getByRole('list', { name: 'Станции метро и адреса' })
    .getByRole('button', { name: address, exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]near=\d+\.\d+(,|%2C)\d+\.\d+/);
  await expect(page.getByRole('status').filter({ hasText: `Рядом: ${address}` })).toBeVisible();
  await page.getByLabel('В радиусе').selectOption('1');
  await expect(page).toHaveURL(/[?&]radius_km=1(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=distance(&|$)/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('в 0 км', { exact: true })).toBeVisible();
  // A reload (or a shared link, or a saved search) still says where it searches.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `Рядом: ${address}` })).toBeVisible();
  await expect(card).toBeVisible();
  await seeker.close();
});

/** The place filter with an address typed and chosen, in both languages, on a desktop and a phone (screenshots). */
for (const viewport of [DESKTOP, PHONE]) {
  for (const locale of ['ru', 'en'] as const) {
    test(`place filter with an address, ${locale}, ${viewport.width} px`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport, baseURL: SEEKER_URL });
      await chooseLocale(context, locale);
      const page = await context.newPage();
      await page.goto(locale === 'ru' ? '/vacancies' : '/en/vacancies');
      const field = page.getByLabel(
        locale === 'ru' ? 'Рядом с метро или адресом' : 'Near a metro station or an address',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone the filters open from their button.
      if (viewport.width < 700) {
        await page.getByRole('button', { name: locale === 'ru' ? 'Фильтры' : 'Filters', exact: true }).click();
      }
      // The addresses are Russian in either language.
      await field.fill('Ленина');
      const list = page.getByRole('list', {
        name: locale === 'ru' ? 'Станции метро и адреса' : 'Metro stations and addresses',
      });
      await expect(list).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`place-suggestions-${locale}-${viewport.width}.png`),
        fullPage: true,
      });
      const street = list.getByRole('button', { name: /ул\. Ленина, \d+/ }).first();
      const text = ((await street.textContent()) ?? '').trim();
      await street.click();
      await expect(page).toHaveURL(/[?&]near=/);
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`place-chosen-${locale}-${viewport.width}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }
}
