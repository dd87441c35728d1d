import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
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

/**
 * A desktop and a phone: the header's navigation collapses into a menu button on the phone. Each page
 * is opened once and analysed at both widths: the apps' layout is CSS alone (no script reads the
 * width), so a page resized to 390 px is the page a phone opens, and the sweep loads each page once.
 */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const LOCALES = [
  { locale: 'ru', prefix: '', lang: 'ru-RU' },
  { locale: 'en', prefix: '/en', lang: 'en-US' },
] as const;

/** Waits until the page has settled: data loaded, no loading state left. */
const settled = async (page: Page, lang: string) => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('h1').first()).toBeAttached();
  // Not 'networkidle': a signed-in page keeps its live event stream open.
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/**
 * How long a route rendered in the page may take to show its own heading before the address is
 * loaded in full instead (a route of the same page component keeps the previous heading's node).
 */
const NEW_HEADING_MS = 5_000;

/**
 * Goes to the next address of the same app the way the app's own links do: its router (React
 * Router's browser history) is told of the new address (`pushState` and a `popstate` event) and
 * renders that route in the document already loaded, signed in the same way, in the same language.
 * Each app's routes all belong to its one document, so the page is the one a full load shows; what
 * is saved is the document: the app's scripts parsed and run again, and axe-core evaluated and
 * compiled afresh and run cold. The route counts as rendered once a heading the previous route did
 * not have is in the page, then the wait is a full load's. React keeps the DOM of a route that shows
 * the same page component (a query or a list's filter changed, a settings tab): the heading stays the
 * same node, and such an address is loaded in full.
 */
const navigateInApp = async (page: Page, url: string, lang: string) => {
  const target = new URL(url);
  const current = new URL(page.url());
  if (current.origin === target.origin && current.pathname !== target.pathname) {
    const before = await page.evaluateHandle(() => new Set(document.querySelectorAll('h1')));
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${target.pathname}${target.search}`);
    const rendered = await page
      .waitForFunction((old) => [...document.querySelectorAll('h1')].some((heading) => !old.has(heading)), before, {
        polling: 100,
        timeout: NEW_HEADING_MS,
      })
      .then(
        () => true,
        () => false,
      );
    await before.dispose();
    if (rendered) {
      await settled(page, lang);
      return;
    }
  }
  await page.goto(url);
  await settled(page, lang);
};

/**
 * axe-core's own source (the copy @axe-core/playwright loads), evaluated once per document. The
 * builder evaluates the source it is given (1.5 MB, unminified) twice per analysis, and the sweep
 * analyses each page at two widths: on a page without frames it is given a line that only checks that
 * axe is there (the same version and rules; each run starts afresh), so the source goes through
 * Playwright's protocol and is parsed once per document, not four times per address. With frames
 * the builder injects into each frame itself: it gets the source, evaluated only where there is no
 * axe yet.
 */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;
const AXE_ONCE = `if (!window.axe) {\n${AXE_SOURCE}\n}`;
const AXE_PRESENT = `if (!window.axe) throw new Error('axe-core is not in the page');`;

const blockingViolations = async (page: Page) => {
  // Every rule runs; only the violations are gathered node by node (the passing and incomplete
  // results, which nothing here reads, are cut to one node each): 2–4× faster per page.
  // Legacy mode on a page without frames: axe.run in the page itself. The default runs each frame's
  // part, then opens a new blank page to finish the run there, which took most of each analysis
  // (5–15 s against 1–3 s on a loaded 2-core machine, the same page alternating). With a frame the
  // default stays: legacy mode skips the page-level rules (one main landmark, a heading) in frames.
  const legacy = page.frames().length === 1;
  if (legacy && (await page.evaluate(() => !('axe' in window)))) await page.evaluate(AXE_SOURCE);
  const results = await new AxeBuilder({ page, axeSource: legacy ? AXE_PRESENT : AXE_ONCE })
    .withTags(WCAG_TAGS)
    .setLegacyMode(legacy)
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

/** Opens a page at the desktop width, analyses it, then at the phone's; the violations found, by width. */
const sweep = async (page: Page, url: string, lang: string) => {
  const found: Record<string, unknown> = {};
  for (const [index, { name, viewport }] of VIEWPORTS.entries()) {
    await page.setViewportSize(viewport);
    if (index === 0) await navigateInApp(page, url, lang);
    const violations = await blockingViolations(page);
    if (violations.length) found[name] = violations;
  }
  return found;
};

/** Routes per test: each test (each route at two widths) stays well under its time limit on a slow machine. */
const ROUTES_PER_TEST = 3;

/** The signed-in routes in groups of ROUTES_PER_TEST; the group is chosen by index (the fixtures come at run time). */
const SIGNED_IN_GROUPS = (app: AppRoutes) =>
  Math.ceil(app.signedIn({ vacancyId: 1, chatId: 1, companyId: 1, applicationId: 1 }).length / ROUTES_PER_TEST);

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const appRoutes of APPS) {
    const { app, origin, audience, account, signedOut, signedIn } = appRoutes;
    for (const { locale, prefix, lang } of LOCALES) {
      // English chosen (the banner has its own test below): every English page loads in English.
      const chosen = [{ name: 'locale', value: locale, domain: 'localhost', path: '/' }];

      test(`${app} app in ${locale} on a desktop and a phone, signed out: no serious or critical violation`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const found: Record<string, unknown> = {};
        const context = await browser.newContext();
        await context.addCookies(chosen);
        const page = await context.newPage();
        for (const path of signedOut) {
          const violations = await sweep(page, `${origin}${prefix}${path}`, lang);
          if (Object.keys(violations).length) found[path] = violations;
        }
        await context.close();
        expect(found, JSON.stringify(found, null, 2)).toEqual({});
      });

      for (let group = 0; group < SIGNED_IN_GROUPS(appRoutes); group += 1) {
        test(`${app} app in ${locale} on a desktop and a phone, signed in, routes ${group + 1}/${SIGNED_IN_GROUPS(appRoutes)}: no serious or critical violation`, async ({
          browser,
          request,
        }) => {
          test.setTimeout(120_000);
          const fixtures = await demoFixtures(request);
          const paths = signedIn(fixtures).slice(group * ROUTES_PER_TEST, (group + 1) * ROUTES_PER_TEST);
          const found: Record<string, unknown> = {};
          const context = await browser.newContext();
          await context.addCookies(chosen);
          await signInThroughApi(context, request, audience, account);
          const page = await context.newPage();
          for (const path of paths) {
            const violations = await sweep(page, `${origin}${prefix}${path}`, lang);
            if (Object.keys(violations).length) found[path] = violations;
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
