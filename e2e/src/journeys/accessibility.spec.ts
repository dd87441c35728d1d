import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { APPS, demoFixtures, type AppRoutes } from '../support/accessibility-routes';
import { signInThroughApi } from '../support/session';
import { SEEKER_URL } from '../support/urls';

/**
 * Issue 6, WCAG 2.2 AA: axe-core finds no serious or critical violation on any route of the three
 * apps, in Russian (no prefix) and in English (/en). Each app's routes are visited signed in as that
 * app's demo account (the sign-in pages signed out), after the page has settled, on a desktop (1366 px)
 * and on a phone (390 px). Split into tests of a few routes each, so each stays well under its limit.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

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
  // Every rule runs; only the violations are gathered node by node (the passing and incomplete
  // results, which nothing here reads, are cut to one node each): 2–4× faster per page.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};

/** Routes per test: each test stays well under its time limit on a slow machine. */
const ROUTES_PER_TEST = 4;

/** The signed-in routes in groups of ROUTES_PER_TEST; the group is chosen by index (the fixtures come at run time). */
const SIGNED_IN_GROUPS = (app: AppRoutes) =>
  Math.ceil(app.signedIn({ vacancyId: 1, chatId: 1, companyId: 1, applicationId: 1 }).length / ROUTES_PER_TEST);

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const appRoutes of APPS) {
    const { app, origin, audience, account, signedOut, signedIn } = appRoutes;
    for (const { locale, prefix, lang } of LOCALES) {
      for (const { name: width, viewport } of VIEWPORTS) {
        // English chosen (the banner has its own test below): every English page loads in English.
        const chosen = [{ name: 'locale', value: locale, domain: 'localhost', path: '/' }];

        test(`${app} app in ${locale} on a ${width}, signed out: no serious or critical violation`, async ({
          browser,
        }) => {
          test.setTimeout(120_000);
          const found: Record<string, unknown> = {};
          const context = await browser.newContext({ viewport });
          await context.addCookies(chosen);
          const page = await context.newPage();
          for (const path of signedOut) {
            await openSettled(page, `${origin}${prefix}${path}`, lang);
            const violations = await blockingViolations(page);
            if (violations.length) found[path] = violations;
          }
          await context.close();
          expect(found, JSON.stringify(found, null, 2)).toEqual({});
        });

        for (let group = 0; group < SIGNED_IN_GROUPS(appRoutes); group += 1) {
          test(`${app} app in ${locale} on a ${width}, signed in, routes ${group + 1}/${SIGNED_IN_GROUPS(appRoutes)}: no serious or critical violation`, async ({
            browser,
            request,
          }) => {
            test.setTimeout(120_000);
            const fixtures = await demoFixtures(request);
            const paths = signedIn(fixtures).slice(group * ROUTES_PER_TEST, (group + 1) * ROUTES_PER_TEST);
            const found: Record<string, unknown> = {};
            const context = await browser.newContext({ viewport });
            await context.addCookies(chosen);
            await signInThroughApi(context, request, audience, account);
            const page = await context.newPage();
            for (const path of paths) {
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
  }

  test('the translation banner itself, over the blurred page', async ({ page }) => {
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await expect(page.getByRole('region', { name: 'Translation' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
