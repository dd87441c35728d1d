import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EDITOR, DEMO_EMPLOYER, DEMO_SEEKER } from '../support/accounts';
import { findCompanyVacancy } from '../support/demo-vacancy';
import { signInThroughApi } from '../support/session';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/**
 * Issue 6, WCAG 2.2 AA: axe-core finds no serious or critical violation on any route of the three
 * apps, in Russian (no prefix) and in English (/en). Each app's routes are visited signed in as that
 * app's demo account (the sign-in pages signed out), after the page has settled, on a desktop (1366 px)
 * and on a phone (390 px).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Fixtures = { vacancyId: number; chatId: number; companyId: number };

/** One published Demo Company vacancy and the demo seeker's chat with Demo Company (created if missing). */
const demoFixtures = async (request: APIRequestContext): Promise<Fixtures> => {
  const vacancy = await findCompanyVacancy(request, 'Demo Company');
  const login = await request.post(`${API_URL}/auth/login`, { data: DEMO_SEEKER });
  const { token } = (await login.json()) as { token: string };
  const chat = await request.post(`${API_URL}/companies/${vacancy.company.id}/chat`, {
    headers: { authorization: `Bearer ${token}` },
    data: { vacancy_id: vacancy.id },
  });
  expect(chat.ok(), await chat.text()).toBe(true);
  const { id } = (await chat.json()) as { id: number };
  return { vacancyId: vacancy.id, chatId: id, companyId: vacancy.company.id };
};

type AppRoutes = {
  app: string;
  origin: string;
  audience: 'seeker' | 'employer' | 'editor';
  account: { email: string; password: string };
  signedOut: string[];
  signedIn: (fixtures: Fixtures) => string[];
};

const APPS: AppRoutes[] = [
  {
    app: 'seeker',
    origin: SEEKER_URL,
    audience: 'seeker',
    account: DEMO_SEEKER,
    signedOut: ['/login', '/no-such-page'],
    signedIn: ({ vacancyId, chatId, companyId }) => [
      '/',
      '/vacancies',
      '/vacancies?q=developer&schedule=remote',
      `/vacancies/${vacancyId}`,
      `/companies/${companyId}`,
      '/applications',
      '/categories',
      '/services',
      '/new',
      '/recommendations',
      '/profile',
      '/chat',
      `/chat/${chatId}`,
    ],
  },
  {
    app: 'employer',
    origin: EMPLOYER_URL,
    audience: 'employer',
    account: DEMO_EMPLOYER,
    signedOut: ['/employer/login', '/employer/register'],
    signedIn: ({ vacancyId, chatId }) => [
      '/employer',
      '/employer/vacancies',
      '/employer/vacancies/new',
      `/employer/vacancies/${vacancyId}`,
      '/employer/chats',
      `/employer/chats/${chatId}`,
      '/employer/profile',
    ],
  },
  {
    app: 'admin',
    origin: ADMIN_URL,
    audience: 'editor',
    account: DEMO_EDITOR,
    signedOut: ['/edit-vacancies-list/login'],
    signedIn: ({ vacancyId, chatId }) => [
      '/edit-vacancies-list',
      '/edit-vacancies-list/new',
      `/edit-vacancies-list/${vacancyId}`,
      '/edit-vacancies-list/similar',
      '/edit-vacancies-list/no-experience',
      '/edit-vacancies-list/assistant',
      '/edit-vacancies-list/audit',
      '/admin/chat',
      `/admin/chat/${chatId}`,
    ],
  },
];

/** A desktop and a phone: the header's navigation collapses into a menu button on the phone. */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const LOCALES = [
  { locale: 'ru', prefix: '', lang: 'ru-RU' },
  { locale: 'en', prefix: '/en', lang: 'en-US' },
] as const;

/** Opens a page and waits until it has settled: data loaded, no loading state left. */
const openSettled = async (page: Page, url: string, lang: string) => {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('h1').first()).toBeAttached();
  // Not 'networkidle': a signed-in page keeps its live event stream open.
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const blockingViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const { app, origin, audience, account, signedOut, signedIn } of APPS) {
    for (const { locale, prefix, lang } of LOCALES) {
      for (const { name: width, viewport } of VIEWPORTS) {
        test(`${app} app in ${locale} on a ${width}: no serious or critical violation on any route`, async ({
          browser,
          request,
        }) => {
          test.setTimeout(180_000);
          const fixtures = await demoFixtures(request);
          const found: Record<string, unknown> = {};
          // English chosen (the banner has its own test below): every English page loads in English.
          const chosen = [{ name: 'locale', value: locale, domain: 'localhost', path: '/' }];

          const anonymous = await browser.newContext({ viewport });
          await anonymous.addCookies(chosen);
          const anonymousPage = await anonymous.newPage();
          for (const path of signedOut) {
            await openSettled(anonymousPage, `${origin}${prefix}${path}`, lang);
            const violations = await blockingViolations(anonymousPage);
            if (violations.length) found[path] = violations;
          }
          await anonymous.close();

          const context = await browser.newContext({ viewport });
          await context.addCookies(chosen);
          await signInThroughApi(context, request, audience, account);
          const page = await context.newPage();
          for (const path of signedIn(fixtures)) {
            await openSettled(page, `${origin}${prefix}${path}`, lang);
            const violations = await blockingViolations(page);
            if (violations.length) found[path] = violations;
          }
          await context.close();

          expect(found, JSON.stringify(found, null, 2)).toEqual({});
        });
      }
    }
  }

  test('the translation banner itself, over the blurred page', async ({ page }) => {
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await expect(page.getByRole('region', { name: 'Translation' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
