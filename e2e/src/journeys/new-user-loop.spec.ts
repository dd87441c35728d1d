import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { seedHiring } from '../employer/hiring-fixtures';
import { newIdentity } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { chooseLocale, signInThroughApi } from '../support/session';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

// Issue 30: what a new user met on the whole loop (search by company, a duplicated vacancy's
// submit, views, e-mail change and verification, crawlers, the cover letter's wording). Each
// browser-visible step at a phone and a desktop width, in Russian and English, with screenshots.

const WIDTHS = [390, 1366] as const;
const LOCALES = [
  { locale: 'ru', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;
const size = (width: number) => ({ width, height: width > 500 ? 768 : 844 });
// A person's browser: headless Chromium says "HeadlessChrome", which view counting takes for a robot.
const PERSON_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const WORDS = {
  ru: {
    company: 'Компания',
    duplicate: 'Дублировать',
    title: 'Название',
    submit: 'Отправить на модерацию',
    submitted: 'Отправлена на модерацию.',
    conflict: /изменил кто-то другой/,
    views: 'Просмотры',
    newEmail: 'Новый e-mail',
    password: 'Текущий пароль',
    changeEmail: 'Сменить e-mail',
    linkSent: /Мы отправили ссылку на/,
    confirmed: 'E-mail подтверждён. Спасибо!',
    already: 'Ваш e-mail уже подтверждён: больше ничего делать не нужно.',
    changed: 'Новый e-mail подтверждён: теперь входите с ним.',
    verifySubject: 'Подтвердите e-mail',
    changeSubject: 'Подтвердите новый e-mail',
  },
  en: {
    company: 'Company',
    duplicate: 'Duplicate',
    title: 'Title',
    submit: 'Submit for review',
    submitted: 'Submitted for review.',
    conflict: /changed by someone else/,
    views: 'Views',
    newEmail: 'New e-mail',
    password: 'Current password',
    changeEmail: 'Change e-mail',
    linkSent: /We have sent a link to/,
    confirmed: 'Your e-mail is confirmed. Thank you!',
    already: 'Your e-mail is already confirmed: nothing more to do.',
    changed: 'Your new e-mail is confirmed: sign in with it from now on.',
    verifySubject: 'Подтвердите e-mail',
    changeSubject: 'Подтвердите новый e-mail',
  },
} as const;

/** A context at the width, English chosen (the cookie) for the English pages: no translation banner. */
const contextFor = async (
  browser: Browser,
  locale: 'ru' | 'en',
  width: number,
  options: BrowserContextOptions = {},
) => {
  const context = await browser.newContext({ viewport: size(width), ...options });
  if (locale === 'en') {
    await chooseLocale(context, 'en');
  }
  return context;
};

const shot = async (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test('a company’s name finds its vacancies and is suggested; views reach the employer; crawlers get 404 and the sitemap', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const hiring = await seedHiring(request, []);
  const company = hiring.company;
  // The company's id, from the vacancy's page data.
  const vacancy = (await (await request.get(`${API_URL}/vacancies/${hiring.vacancy.id}`)).json()) as {
    company: { id: number };
  };
  const companyId = vacancy.company.id;

  for (const { locale, prefix } of LOCALES) {
    for (const width of WIDTHS) {
      const context = await contextFor(browser, locale, width, { baseURL: SEEKER_URL, userAgent: PERSON_AGENT });
      const page = await context.newPage();
      await page.goto(`${prefix}/vacancies?q=${encodeURIComponent(company)}`);
      await expect(page.getByRole('link', { name: hiring.vacancy.title }).first()).toBeVisible();
      await shot(page, `search-company-${locale}-${width}`);

      const box = page.getByRole('search').getByRole('combobox');
      await box.fill('');
      await box.pressSequentially(company.slice(0, 12));
      const option = page.getByRole('option', { name: `${WORDS[locale].company} ${company}` });
      await expect(option).toBeVisible();
      await shot(page, `suggest-company-${locale}-${width}`);
      await option.click();
      await expect(page).toHaveURL(`${SEEKER_URL}${prefix}/companies/${companyId}`);
      await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
      // A visitor's view of the vacancy page (the same visitor all four times: counted once).
      await page.goto(`${prefix}/vacancies/${hiring.vacancy.id}`);
      await expect(page.getByRole('heading', { level: 1, name: hiring.vacancy.title })).toBeVisible();
      await context.close();
    }
  }

  // The views reach the employer's vacancy list and dashboard (written in a batch every few seconds).
  for (const { locale, prefix } of LOCALES) {
    for (const width of WIDTHS) {
      const context = await contextFor(browser, locale, width);
      await signInThroughApi(context, request, 'employer', hiring.employer);
      const page = await context.newPage();
      await expect
        .poll(
          async () => {
            await page.goto(`${EMPLOYER_URL}${prefix}/employer/vacancies`);
            const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: hiring.vacancy.title }) });
            await expect(row).toBeVisible();
            return (await row.getByRole('cell').nth(1).textContent())?.trim();
          },
          { timeout: 30_000, intervals: [1000, 2000, 3000] },
        )
        .toBe('1');
      await shot(page, `employer-views-${locale}-${width}`);
      await page.goto(`${EMPLOYER_URL}${prefix}/employer`);
      await expect(page.getByText(WORDS[locale].views, { exact: true }).first()).toBeVisible();
      await shot(page, `employer-dashboard-${locale}-${width}`);
      await context.close();
    }
  }

  // Crawlers: a missing vacancy is 404 with noindex; /sitemap.xml on the seeker origin is XML with the company.
  const missing = await request.get(`${SEEKER_URL}/vacancies/987654321`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-robots-tag']).toBe('noindex');
  expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
  const sitemap = await request.get(`${SEEKER_URL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`/vacancies/${hiring.vacancy.id}</loc>`);
  expect(xml).toContain(`/companies/${companyId}</loc>`);
});

test('a duplicated vacancy is edited and submitted without a false conflict', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const hiring = await seedHiring(request, []);
  for (const { locale, prefix } of LOCALES) {
    for (const width of WIDTHS) {
      const context = await contextFor(browser, locale, width);
      await signInThroughApi(context, request, 'employer', hiring.employer);
      const page = await context.newPage();
      const words = WORDS[locale];
      await page.goto(`${EMPLOYER_URL}${prefix}/employer/vacancies/${hiring.vacancy.id}`);
      await page.getByRole('button', { name: words.duplicate }).click();
      await expect(page).not.toHaveURL(new RegExp(`/employer/vacancies/${hiring.vacancy.id}$`));
      // The copy's form, a draft's (the published original offers "Send changes for review"): the address
      // changes before the page renders the copy, and a title typed into the original's form was lost.
      await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
      const title = page.getByLabel(words.title, { exact: true });
      await expect(title).toBeEditable();
      const renamed = `Copy ${locale} ${width} of ${hiring.vacancy.title}`;
      await title.fill(renamed);
      await page.getByRole('button', { name: words.submit }).click();
      await expect(page.getByText(words.submitted)).toBeVisible();
      await expect(page.getByText(words.conflict)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await shot(page, `duplicate-submitted-${locale}-${width}`);
      await context.close();
    }
  }
});

test('a verification link opened again says already confirmed; the e-mail is changed from the settings', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  for (const { locale, prefix } of LOCALES) {
    for (const width of WIDTHS) {
      const words = WORDS[locale];
      const identity = newIdentity('mailchange');
      const registered = await request.post(`${API_URL}/auth/register`, { data: identity });
      expect(registered.ok()).toBe(true);
      const mail = await waitForEmail(identity.email, words.verifySubject);
      const token = new URL(linkIn(mail.text, `${SEEKER_URL}/verify-email?token=`)).searchParams.get('token');

      const context = await contextFor(browser, locale, width, { baseURL: SEEKER_URL });
      const page = await context.newPage();
      await page.goto(`${prefix}/verify-email?token=${token}`);
      await expect(page.getByText(words.confirmed)).toBeVisible();
      // Again (another device, a mail scanner): already confirmed, not "invalid or expired".
      await page.goto(`${prefix}/verify-email?token=${token}`);
      await expect(page.getByText(words.already)).toBeVisible();
      await shot(page, `verify-again-${locale}-${width}`);

      // The settings: a new address with the current password; the link goes to the new address.
      await signInThroughApi(context, request, 'seeker', identity);
      await page.goto(`${prefix}/settings`);
      const form = page.getByRole('form', { name: words.changeEmail });
      const newEmail = `new-${identity.email}`;
      await form.getByLabel(words.newEmail).fill(newEmail);
      await form.getByLabel(words.password).fill(identity.password);
      await form.getByRole('button', { name: words.changeEmail }).click();
      await expect(page.getByRole('status').filter({ hasText: words.linkSent })).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await shot(page, `change-email-${locale}-${width}`);
      const link = await waitForEmail(newEmail, words.changeSubject);
      const changeToken = new URL(linkIn(link.text, `${SEEKER_URL}/verify-email?token=`)).searchParams.get('token');
      await waitForEmail(identity.email, 'Запрошена смена e-mail');
      await page.goto(`${prefix}/verify-email?token=${changeToken}`);
      await expect(page.getByText(words.changed)).toBeVisible();
      await shot(page, `email-changed-${locale}-${width}`);
      // Still signed in (sessions stay), and the settings show the new address.
      await page.goto(`${prefix}/settings`);
      await expect(page.getByText(newEmail).first()).toBeVisible();
      await context.close();
    }
  }
});

test('the employer’s settings offer the e-mail change too', async ({ browser, request }) => {
  // Four pages (two languages, two widths), each signed in: more than the default 45 s on a busy machine.
  test.setTimeout(120_000);
  const hiring = await seedHiring(request, []);
  for (const { locale, prefix } of LOCALES) {
    for (const width of WIDTHS) {
      const context = await contextFor(browser, locale, width);
      await signInThroughApi(context, request, 'employer', hiring.employer);
      const page = await context.newPage();
      await page.goto(`${EMPLOYER_URL}${prefix}/employer/settings`);
      const form = page.getByRole('form', { name: WORDS[locale].changeEmail });
      await expect(form.getByLabel(WORDS[locale].newEmail)).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await shot(page, `employer-settings-${locale}-${width}`);
      await context.close();
    }
  }
});

test('the assistant’s cover letter writes the position in lower case inside its sentence', async ({ request }) => {
  const hiring = await seedHiring(request, []);
  const identity = newIdentity('letter');
  const registered = await request.post(`${API_URL}/auth/register`, { data: identity });
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const saved = await request.put(`${API_URL}/profile`, {
    headers: auth,
    data: { name: identity.name, desired_position: 'Диспетчер склада WMS', skills: ['WMS'] },
  });
  expect(saved.ok()).toBe(true);
  const draft = await request.post(`${API_URL}/vacancies/${hiring.vacancy.id}/cover-letter-draft`, {
    headers: { ...auth, 'accept-language': 'ru' },
  });
  expect(draft.ok()).toBe(true);
  const { text } = (await draft.json()) as { text: string };
  expect(text).toContain('как диспетчер склада WMS.');
});
