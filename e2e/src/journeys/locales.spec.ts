import { expect, test, type Page } from '@playwright/test';
import { DEMO_SEEKER } from '../support/accounts';
import { signInThroughApi } from '../support/session';
import { ADMIN_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/**
 * Issue 6: Russian without a prefix, English under /en, the locale cookie (365 days) and the
 * translation banner of spec §4, timed with the browser clock instead of real seconds.
 */
const DAY_S = 24 * 60 * 60;

const banner = (page: Page) => page.getByRole('region', { name: /^(Translation|Перевод)$/ });

const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'locale');

/** The cookie's lifetime in days from now (rounded), as the browser stored it. */
const cookieDays = (expires: number) => Math.round((expires - Date.now() / 1000) / DAY_S);

test.describe('languages', () => {
  test('/vacancies is Russian and /en/vacancies English, in every app’s pages', async ({ page }) => {
    await page.goto(`${SEEKER_URL}/vacancies`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeAttached();
    await expect(banner(page)).toHaveCount(0);

    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await banner(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);

    for (const [origin, path] of [
      [EMPLOYER_URL, '/employer/login'],
      [ADMIN_URL, '/edit-vacancies-list/login'],
    ]) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
      // English was chosen on the seeker app; cookies are per host, not port, so it holds here too.
      await page.goto(`${origin}/en${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(banner(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${origin}/en${path}`);
    }
  });

  test('an English start asks to translate over a blurred page, and 5 s later the page is Russian', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Translate this page?');
    await expect(banner(page)).toContainText('English — Русский');
    await expect(banner(page).getByRole('button', { name: 'OK' })).toBeFocused();
    // The page behind is blurred and out of reach.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).filter)).toContain('blur');

    await page.clock.runFor(5_000);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page).toHaveURL(`${SEEKER_URL}/vacancies`);
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    // The visitor chose nothing: nothing is recorded, and the next English page asks again.
    expect(await localeCookie(page)).toBeUndefined();
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await expect(banner(page)).toBeVisible();
  });

  test('OK keeps English, remembered for 365 days', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await banner(page).getByRole('button', { name: 'OK' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);
    const cookie = await localeCookie(page);
    expect(cookie?.value).toBe('en');
    expect(cookieDays(cookie?.expires ?? 0)).toBe(365);

    // The choice holds: every later English page loads in English, no banner, no switch.
    for (const path of ['/en/vacancies', '/en/categories']) {
      await page.goto(`${SEEKER_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await page.clock.runFor(10_000);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page).toHaveURL(`${SEEKER_URL}${path}`);
      await expect(banner(page)).toHaveCount(0);
    }
  });

  test('English chosen in the settings menu sticks: the next English load asks nothing', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${SEEKER_URL}/vacancies`);
    await page.getByRole('button', { name: 'Настройки' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);
  });

  test('choosing Русский and OK translates at once', async ({ page }) => {
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await banner(page).getByRole('button', { name: 'Русский' }).click();
    await banner(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page).toHaveURL(`${SEEKER_URL}/vacancies`);
  });

  test('closed, the banner sets Russian after 5 s, shows briefly and hides after 1 s', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${SEEKER_URL}/en/vacancies`);
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.clock.runFor(5_000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('the API answers in the interface language: assistant chats on /new and in the chat list', async ({
    page,
    context,
    request,
  }) => {
    await signInThroughApi(context, request, 'seeker', DEMO_SEEKER);
    await page.goto(`${SEEKER_URL}/new`);
    const assistantChats = page.getByRole('list', { name: 'Чаты с ассистентом' });
    await expect(assistantChats.getByRole('heading', { name: 'Найти работу' })).toBeVisible();

    await page.goto(`${SEEKER_URL}/en/new`);
    await banner(page).getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByRole('list', { name: 'Assistant chats' }).getByRole('heading', { name: 'Find me a job' }),
    ).toBeVisible();
    // English was chosen (OK): no banner any more.
    await page.goto(`${SEEKER_URL}/en/chat`);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Find me a job').first()).toBeVisible();
  });

  test('the settings menu switches the language and keeps the page', async ({ page }) => {
    await page.goto(`${SEEKER_URL}/vacancies`);
    await page.getByRole('button', { name: 'Настройки' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);
    expect((await localeCookie(page))?.value).toBe('en');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page).toHaveURL(`${SEEKER_URL}/vacancies`);
  });
});
