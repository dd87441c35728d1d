import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { APPS, demoFixtures } from '../support/accessibility-routes';
import { ADMIN_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';
import { chooseLocale } from '../support/session';

/**
 * Issue 30 item 18: each app has an accessibility statement, linked from the settings menu, in
 * Russian and English, at both widths; its figures are the suite's own (the addresses axe-core
 * checks, the keyboard journeys), so a statement cannot drift from what is tested.
 */
const KEYBOARD_JOURNEYS = (
  readFileSync(new URL('./keyboard.spec.ts', import.meta.url), 'utf8').match(/^ {2}test\(/gm) ?? []
).length;

const STATEMENTS = [
  { app: 'seeker', origin: SEEKER_URL, start: '/vacancies', path: '/accessibility' },
  { app: 'employer', origin: EMPLOYER_URL, start: '/employer/login', path: '/employer/accessibility' },
  { app: 'admin', origin: ADMIN_URL, start: '/edit-vacancies-list/login', path: '/edit-vacancies-list/accessibility' },
] as const;

const WORDS = {
  ru: { settings: 'Настройки', link: 'Доступность', routes: /адресов: (\d+)/, journeys: /только с клавиатуры: (\d+)/ },
  en: {
    settings: 'Settings',
    link: 'Accessibility',
    routes: /\((\d+) addresses\)/,
    journeys: /Keyboard journeys: (\d+)/,
  },
} as const;

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  for (const locale of ['ru', 'en'] as const) {
    test(`the accessibility statements at ${viewport.width} px in ${locale}: linked, with the suite's figures`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const fixtures = await demoFixtures(request);
      const context = await browser.newContext({ viewport });
      await chooseLocale(context, locale);
      const page = await context.newPage();
      const words = WORDS[locale];
      const prefix = locale === 'en' ? '/en' : '';
      for (const { app, origin, start, path } of STATEMENTS) {
        await page.goto(`${origin}${prefix}${start}`);
        await page.getByRole('button', { name: words.settings, exact: true }).first().click();
        await page.getByRole('menuitem', { name: words.link }).click();
        await expect(page).toHaveURL(`${origin}${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: words.link })).toBeVisible();
        await expect(page.getByRole('main')).toContainText('WCAG 2.2');
        const routes = APPS.find((candidate) => candidate.app === app);
        if (!routes) throw new Error(`no axe routes for ${app}`);
        const count = routes.signedOut.length + routes.signedIn(fixtures).length;
        await expect(page.locator('[data-figure="routes"]')).toContainText(words.routes);
        const shownRoutes = Number(
          words.routes.exec((await page.locator('[data-figure="routes"]').textContent()) ?? '')?.[1],
        );
        expect(shownRoutes, `${app}: addresses checked by axe-core`).toBe(count);
        const shownJourneys = Number(
          words.journeys.exec((await page.locator('[data-figure="keyboard"]').textContent()) ?? '')?.[1],
        );
        expect(shownJourneys, 'keyboard journeys').toBe(KEYBOARD_JOURNEYS);
        await expect(page.getByRole('link', { name: 'accessibility@jobs.localhost' })).toHaveAttribute(
          'href',
          'mailto:accessibility@jobs.localhost',
        );
        await page.screenshot({
          path: `test-results/screens/a11y-${app}-${viewport.width}-${locale}.png`,
          fullPage: true,
        });
      }
      await context.close();
    });
  }
}
