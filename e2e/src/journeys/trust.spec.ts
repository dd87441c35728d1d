import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_EDITOR } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { newSeeker } from '../support/seeker-account';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

// Trust (issue 27): a company whose owner confirmed an e-mail at its website's domain is verified
// and shows its badge; a company's message asking for money shows the seeker a calm warning that
// says why, with a one-click report. Screenshots at 1366 and 390 px, in Russian and English.

const DESCRIPTION =
  'A small bakery chain is looking for shop assistants. Morning and evening shifts, pay twice a month, ' +
  'free lunch and training at the bakery. We will show you everything on your first day; no experience ' +
  'is needed, only care for our guests and a good mood.';
const SCAM = 'Вы нам подходите! Перед первой сменой нужно оплатить обучение — 2500 рублей на карту менеджера.';

type Json = Record<string, unknown>;
const post = async (request: APIRequestContext, path: string, token: string | null, data: Json, status = 200) => {
  const answer = await request.post(`${API_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data,
  });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as Json;
};

/** A new company whose owner's e-mail is at its website's domain, confirmed; with one published vacancy. */
const verifiedCompany = async (request: APIRequestContext) => {
  const id = randomUUID().slice(0, 8);
  const domain = `bakery-${id}.test`;
  const owner = { name: `Owner ${id}`, email: `owner@${domain}`, password: `e2e pass ${id} Zq!` };
  const registered = await post(
    request,
    '/employer/auth/register',
    null,
    { ...owner, company_name: `Bakery ${id}` },
    201,
  );
  const ownerToken = registered['token'] as string;
  const mail = await waitForEmail(owner.email, 'Подтвердите e-mail');
  const token = new URL(linkIn(mail.text, `${EMPLOYER_URL}/employer/verify-email?token=`)).searchParams.get('token');
  await post(request, '/employer/auth/email/verify', null, { token });
  const site = await request.put(`${API_URL}/employer/company`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      name: `Bakery ${id}`,
      logo: null,
      description: '',
      site: `https://www.${domain}`,
      city: null,
      industry: null,
      size: null,
    },
  });
  expect(site.status(), await site.text()).toBe(200);
  const companyId = (registered['user'] as { company_id: number }).company_id;
  const editor = await post(request, '/editor/auth/login', null, DEMO_EDITOR);
  const vacancy = await post(
    request,
    '/editor/vacancies',
    editor['token'] as string,
    {
      title: `Shop assistant ${id}`,
      description: DESCRIPTION,
      requirements: '',
      conditions: '',
      skills: [],
      category_id: null,
      city: 'Moscow',
      country: 'RU',
      salary_from: 55_000,
      salary_to: 70_000,
      currency: 'RUB',
      salary_gross: true,
      experience: 'none',
      employment: 'full',
      schedule: 'shift',
      language: 'ru',
      company_id: companyId,
      publish: true,
    },
    201,
  );
  return { companyId, ownerToken, vacancyId: vacancy['id'] as number, title: `Shop assistant ${id}` };
};

const contextFor = async (browser: Browser, locale: 'ru' | 'en', width: number) => {
  const context = await browser.newContext({
    baseURL: SEEKER_URL,
    viewport: { width, height: width > 800 ? 900 : 844 },
  });
  if (locale === 'en') {
    await context.addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  }
  return context;
};

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

const WORDS = {
  ru: { warning: 'Работодатели на Jobs не просят денег', report: 'Сообщить модераторам', verified: 'Проверена' },
  en: { warning: 'Employers on Jobs do not ask for money', report: 'Report this to the editors', verified: 'Verified' },
} as const;

test('a scam-like message shows its warning in the seeker’s chat; a domain-verified company its badge', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const company = await verifiedCompany(request);

  for (const locale of ['ru', 'en'] as const) {
    for (const width of [1366, 390]) {
      const words = WORDS[locale];
      const context = await contextFor(browser, locale, width);
      const seeker = await newSeeker(context, request, undefined, 'trusting');
      const chat = await post(request, `/companies/${company.companyId}/chat`, seeker.token, {});
      const chatId = chat['id'] as number;
      await post(request, `/chat/${chatId}/send`, seeker.token, {
        message: 'Здравствуйте! Место ещё свободно?',
        vacancy_id: 0,
      });
      await post(request, `/chat/${chatId}/send`, company.ownerToken, { message: SCAM, vacancy_id: 0 });

      const page = await context.newPage();
      await page.goto(`/chat/${chatId}`);
      const warning = page.getByRole('complementary').filter({ hasText: words.warning });
      await expect(warning).toBeVisible();
      await warning.scrollIntoViewIfNeeded();
      await shot(page, `chat-warning-${locale}-${width}`);

      // The vacancy page and the company page show the verified badge.
      await page.goto(`/vacancies/${company.vacancyId}`);
      await expect(page.getByRole('heading', { name: company.title })).toBeVisible();
      const badge = page.locator('[data-verified="email_domain"]').first();
      await expect(badge).toBeVisible();
      await expect(badge).toContainText(words.verified);
      await shot(page, `vacancy-verified-${locale}-${width}`);
      await page.goto(`/companies/${company.companyId}`);
      await expect(page.locator('h1 [data-verified="email_domain"]')).toContainText(words.verified);

      if (locale === 'ru' && width === 1366) {
        // One click reports the message to the editors.
        await page.goto(`/chat/${chatId}`);
        await page.getByRole('button', { name: words.report }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Спасибо' })).toBeVisible();
      }
      await context.close();
    }
  }
});
