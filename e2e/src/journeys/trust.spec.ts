import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_EDITOR } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { newSeeker } from '../support/seeker-account';
import { chooseLocale, signInThroughApi } from '../support/session';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

// Trust (issue 27): a company whose owner confirmed an e-mail at its website's domain is verified
// and shows its badge; a company's message asking for money shows the seeker a calm warning that
// says why, with a one-click report; editors see a reported message in its chat and verify a
// company; its employers see how it is verified, or what to do for it. Screenshots at 1366 and
// 390 px, in Russian and English.

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

/**
 * A new company whose owner's e-mail is at its website's domain, confirmed, with one published
 * vacancy: verified by the domain, or (`site: false`) not, without a website.
 */
const verifiedCompany = async (request: APIRequestContext, { site: withSite = true } = {}) => {
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
      site: withSite ? `https://www.${domain}` : null,
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
  return {
    companyId,
    ownerToken,
    name: `Bakery ${id}`,
    domain,
    vacancyId: vacancy['id'] as number,
    title: `Shop assistant ${id}`,
  };
};

const contextFor = async (browser: Browser, locale: 'ru' | 'en', width: number, baseURL = SEEKER_URL) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width > 800 ? 900 : 844 },
  });
  if (locale === 'en') {
    await chooseLocale(context, 'en');
  }
  return context;
};

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

const WORDS = {
  ru: {
    warning: 'Работодатели на Jobs не просят денег',
    report: 'Сообщить модераторам',
    verified: 'Проверена',
    verification: 'Проверка компании',
    byDomain: 'подтвердил адрес e-mail на домене её сайта',
    byEditors: 'редакторы Jobs',
    notVerified: 'Пока не проверена',
    chatAround: 'Переписка вокруг сообщения',
    reported: 'Жалоба',
  },
  en: {
    warning: 'Employers on Jobs do not ask for money',
    report: 'Report this to the editors',
    verified: 'Verified',
    verification: 'Company verification',
    byDomain: 'confirmed an e-mail address at the domain of its website',
    byEditors: 'by the Jobs editors',
    notVerified: 'Not verified yet',
    chatAround: 'The chat around the message',
    reported: 'Reported',
  },
} as const;

/** The employer's profile page, signed in as the company's owner: its verification card. */
const employerVerification = async (browser: Browser, locale: 'ru' | 'en', width: number, ownerToken: string) => {
  const context = await contextFor(browser, locale, width, EMPLOYER_URL);
  await context.addCookies([
    { name: 'employer_auth_token', value: ownerToken, domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.goto('/employer/profile');
  const card = page.getByRole('region', { name: WORDS[locale].verification });
  await expect(card).toBeVisible();
  return { context, page, card };
};

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

      // Its employers see how it is verified.
      const employer = await employerVerification(browser, locale, width, company.ownerToken);
      await expect(employer.card.locator('[data-verified="email_domain"]')).toContainText(words.verified);
      await expect(employer.card).toContainText(words.byDomain);
      await expect(employer.card).toContainText(company.domain);
      await shot(employer.page, `employer-verified-by-domain-${locale}-${width}`);
      await employer.context.close();

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

test('an editor sees a reported message in its chat and verifies the company; its employers see how', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await verifiedCompany(request, { site: false });
  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
  const seeker = await newSeeker(seekerContext, request, undefined, 'reporting');
  const chatId = (await post(request, `/companies/${company.companyId}/chat`, seeker.token, {}))['id'] as number;
  const lines: Array<[string, string]> = [
    [seeker.token, 'Здравствуйте! Место ещё свободно?'],
    [company.ownerToken, 'Добрый день! Да, свободно.'],
    [seeker.token, 'Какой график работы?'],
    [company.ownerToken, SCAM],
    [seeker.token, 'А это обязательно?'],
    [company.ownerToken, 'Да, без оплаты к смене не допустим.'],
  ];
  let scamId = 0;
  for (const [token, message] of lines) {
    const sent = await post(request, `/chat/${chatId}/send`, token, { message, vacancy_id: 0 });
    if (message === SCAM) scamId = sent['id'] as number;
  }
  const comment = `Просят деньги за обучение ${company.name}`;
  await post(
    request,
    '/reports',
    seeker.token,
    { target: { kind: 'message', id: scamId }, reason: 'scam', comment },
    201,
  );
  await seekerContext.close();

  // Not verified yet: its employers see what to do for it.
  for (const [locale, width] of [
    ['ru', 1366],
    ['en', 390],
  ] as const) {
    const employer = await employerVerification(browser, locale, width, company.ownerToken);
    await expect(employer.card).toContainText(WORDS[locale].notVerified);
    await expect(employer.card.getByRole('listitem')).toHaveCount(3);
    await shot(employer.page, `employer-not-verified-${locale}-${width}`);
    await employer.context.close();
  }

  for (const locale of ['ru', 'en'] as const) {
    for (const width of [1366, 390]) {
      const words = WORDS[locale];
      const context = await contextFor(browser, locale, width, ADMIN_URL);
      await signInThroughApi(context, request, 'editor', DEMO_EDITOR);
      const page = await context.newPage();
      await page.goto('/edit-vacancies-list/reports?kind=message');
      const item = page.getByRole('listitem').filter({ hasText: comment });
      const around = item.getByRole('region', { name: words.chatAround });
      // The reported message in place, with the messages before and after it.
      await expect(around.locator(':scope > ol > li')).toHaveCount(6);
      const reported = around.locator('[aria-current="true"]');
      await expect(reported).toContainText(SCAM);
      await expect(reported).toContainText(words.reported);
      await expect(around).toContainText('Какой график работы?');
      await expect(around).toContainText('Да, без оплаты к смене не допустим.');
      await item.scrollIntoViewIfNeeded();
      await shot(page, `admin-reported-message-${locale}-${width}`);

      if (locale === 'ru' && width === 1366) {
        // The editor verifies the company, after a confirmation.
        await item.getByRole('button', { name: 'Отметить компанию проверенной' }).click();
        const dialog = page.getByRole('dialog', { name: `Отметить «${company.name}» проверенной?` });
        await expect(dialog).toContainText('журнал');
        await shot(page, `admin-verify-dialog-${locale}-${width}`);
        await dialog.getByRole('button', { name: 'Отметить', exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await expect(item.locator('[data-verified="editor"]')).toContainText(words.verified);
        await expect(item.getByRole('button', { name: 'Снять отметку о проверке' })).toBeVisible();
        // The audit log says so.
        await page.goto('/edit-vacancies-list/audit');
        await expect(page.getByRole('cell', { name: /Компания отмечена проверенной/ }).first()).toBeVisible();
      } else {
        await expect(item.locator('[data-verified="editor"]')).toContainText(words.verified);
      }
      await context.close();

      // Its employers see it, and how.
      const employer = await employerVerification(browser, locale, width, company.ownerToken);
      await expect(employer.card.locator('[data-verified="editor"]')).toContainText(words.verified);
      await expect(employer.card).toContainText(words.byEditors);
      await shot(employer.page, `employer-verified-by-editor-${locale}-${width}`);
      await employer.context.close();
    }
  }
});
