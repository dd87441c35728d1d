import { expect, test } from '@playwright/test';
import { SEEKER_URL } from '../support/urls';
import { chooseLocale } from '../support/session';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

const PAGES = [
  {
    locale: 'ru',
    path: '/salaries/it',
    heading: /^Зарплаты: Информационные технологии по России/,
    chart: /Распределение месячных зарплат/,
  },
  {
    locale: 'en',
    path: '/en/salaries/it',
    heading: /^Salaries: IT & Software Development in Russia/,
    chart: /Distribution of \d+ monthly salaries/,
  },
] as const;

/**
 * The salaries page (issue 28) on the demo data, in both languages, on a phone and a desktop: the
 * figures, the chart with its text alternative, nothing wider than the screen. The salary job runs
 * once a minute, so the first visit may wait for its figures. Each view is kept as a screenshot
 * in the test's output.
 */
for (const viewport of VIEWPORTS) {
  for (const entry of PAGES) {
    test(`salaries page, ${entry.locale}, ${viewport.width} px`, async ({ page }, testInfo) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The language is chosen (no first-visit translation offer over the page).
      await chooseLocale(page.context(), entry.locale);
      await expect(async () => {
        await page.goto(`${SEEKER_URL}${entry.path}`);
        await expect(page.getByRole('img', { name: entry.chart })).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 120_000, intervals: [5_000] });
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      // The chart's text alternative: a table under a disclosure.
      await page.getByText(entry.locale === 'ru' ? 'График в виде таблицы' : 'The chart as a table').click();
      await expect(page.getByRole('table')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`salaries-${entry.locale}-${viewport.width}.png`),
        fullPage: true,
      });
    });
  }
}
