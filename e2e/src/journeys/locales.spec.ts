import { expect, test, type Locator, type Page } from '@playwright/test';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { newSeeker } from '../support/seeker-account';
import { stepUntil } from '../support/clock';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';
import { chooseLocale } from '../support/session';

/**
 * Issue 6: Russian without a prefix, English under /en, the locale cookie (365 days) and the
 * translation banner of spec §4, timed with the browser clock instead of real seconds; and the decision of
 * design/product.md ("The translation banner"): once the visitor has chosen (OK or the settings menu),
 * English holds across full loads.
 */
const DAY_S = 24 * 60 * 60;

const banner = (page: Page) => page.getByRole('region', { name: /^(Translation|Перевод)$/ });

const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'locale');

/** The cookie's lifetime in days from now (rounded), as the browser stored it. */
const cookieDays = (expires: number) => Math.round((expires - Date.now() / 1000) / DAY_S);

/** A fixed start for the page clock, and the pages whose clock is installed and paused. */
const pausedClocks = new WeakSet<Page>();
// Today, so that the cookie's 365 days count from the real date.
const CLOCK_START = Date.now();

/** How long one look of `stepUntil` waits in real time before the clock moves on again. */
const LOOK = { timeout: 250 };

/**
 * Opens `url` on a paused page clock and moves it on only until `ready` shows: the banner's 5 s
 * start when it opens, so at most a step of them has passed when this returns. (With the clock
 * simply paused the app never finishes its first render: React and the query cache wait on timers.)
 */
const openOnPausedClock = async (page: Page, url: string, ready: Locator, how: 'goto' | 'reload' = 'goto') => {
  // Installed once per page: later documents replay the clock's log and start paused where it stands.
  if (!pausedClocks.has(page)) {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1_000);
    pausedClocks.add(page);
  }
  if (how === 'reload') await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  await stepUntil(page, () => expect(ready).toBeVisible(LOOK));
};

/** Lets the page run what is queued (React's scheduler and promise work): two message-channel round trips. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });

/**
 * Ten seconds of page time, a second at a time, looking after each: English stays, at `url`, and no
 * banner (a switch would show as Russian or as the banner's notice).
 */
const expectNoSwitch = async (page: Page, url: string) => {
  for (let second = 0; second < 10; second += 1) {
    await page.clock.runFor(1_000);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(url);
    await expect(banner(page)).toHaveCount(0);
  }
};

/** A full load of an English page after English was chosen: English, no banner, and no switch 10 s on. */
const expectEnglishHolds = async (page: Page, url: string, how: 'goto' | 'reload') => {
  // The app's own header (the static first paint has no settings button): the banner would open with it.
  await openOnPausedClock(page, url, page.getByRole('button', { name: 'Settings' }), how);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expectNoSwitch(page, url);
};

test.describe('languages', () => {
  // The banner's tests move the page clock step by step, looking at the page between steps.
  test.describe.configure({ timeout: 90_000 });

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
      // English was chosen on the seeker app; cookies are per host, not port, so it holds here too:
      // the unprefixed address opens in English (issue 30).
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(banner(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${origin}/en${path}`);
    }
  });

  test('an English start asks to translate over a blurred page, and 5 s later the page is Russian', async ({
    page,
  }) => {
    await openOnPausedClock(page, `${SEEKER_URL}/en/vacancies`, banner(page));
    await expect(banner(page)).toContainText('Translate this page?');
    await expect(banner(page)).toContainText('English — Русский');
    await expect(banner(page).getByRole('button', { name: 'OK' })).toBeFocused();
    // The page behind is blurred and out of reach.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).filter)).toContain('blur');

    // Still asking short of 5 s (the clock stands still while the test looks)…
    await page.clock.runFor(4_000);
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // …and Russian once 5 s have passed.
    await stepUntil(page, () => expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU', LOOK));
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${SEEKER_URL}/vacancies`);
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    // The visitor chose nothing: nothing is recorded, and the next English page asks again.
    expect(await localeCookie(page)).toBeUndefined();
    await openOnPausedClock(page, `${SEEKER_URL}/en/vacancies`, banner(page));
  });

  test('OK keeps English across full reloads, remembered for 365 days', async ({ page }) => {
    await openOnPausedClock(page, `${SEEKER_URL}/en/vacancies`, banner(page));
    await banner(page).getByRole('button', { name: 'OK' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expectNoSwitch(page, `${SEEKER_URL}/en/vacancies`);
    const cookie = await localeCookie(page);
    expect(cookie?.value).toBe('en');
    expect(cookieDays(cookie?.expires ?? 0)).toBe(365);

    // The choice holds: every later English load is English, no banner, no switch.
    await expectEnglishHolds(page, `${SEEKER_URL}/en/vacancies`, 'reload');
    await expectEnglishHolds(page, `${SEEKER_URL}/en/categories`, 'goto');
  });

  test('closed, then English chosen in the settings menu: no switch, and English holds across reloads', async ({
    page,
  }) => {
    await openOnPausedClock(page, `${SEEKER_URL}/en/vacancies`, banner(page));
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toHaveCount(0);
    // The menu offers the language shown too: picking it is the visitor's choice.
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect.poll(async () => (await localeCookie(page))?.value).toBe('en');

    // The closed banner's 5 s pass: the choice holds, no Russian, no notice.
    await expectNoSwitch(page, `${SEEKER_URL}/en/vacancies`);

    await expectEnglishHolds(page, `${SEEKER_URL}/en/vacancies`, 'reload');
    await expectEnglishHolds(page, `${SEEKER_URL}/en/categories`, 'goto');
  });

  test('English chosen in the settings menu of a Russian page sticks: the next English load asks nothing', async ({
    page,
  }) => {
    await page.goto(`${SEEKER_URL}/vacancies`);
    await page.getByRole('button', { name: 'Настройки' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await expectEnglishHolds(page, `${SEEKER_URL}/en/vacancies`, 'reload');
  });

  test('choosing Русский and OK translates at once', async ({ page }) => {
    await openOnPausedClock(page, `${SEEKER_URL}/en/vacancies`, banner(page));
    await banner(page).getByRole('button', { name: 'Русский' }).click();
    await banner(page).getByRole('button', { name: 'OK' }).click();
    await stepUntil(page, () => expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU', LOOK));
    await expect(page).toHaveURL(`${SEEKER_URL}/vacancies`);
  });

  test('closed, the banner sets Russian after 5 s, shows briefly and hides after 1 s', async ({ page }) => {
    await openOnPausedClock(page, `${SEEKER_URL}/en/vacancies`, banner(page));
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(4_000);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await stepUntil(page, () => expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU', LOOK));
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(banner(page)).toHaveCount(0);
    // Not a choice: nothing recorded.
    expect(await localeCookie(page)).toBeUndefined();
  });

  test('the API answers in the interface language: assistant chats on /new and in the chat list', async ({
    page,
    context,
    request,
  }) => {
    // A fresh seeker: choosing English changes the account's language (not the shared demo account's).
    await newSeeker(context, request, undefined, 'locale');
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

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`an unprefixed link opens in the chosen language, in every app (${viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      await chooseLocale(context, 'en');
      const page = await context.newPage();
      for (const [origin, path, expected, shown] of [
        [SEEKER_URL, '/', '/en', page.getByRole('link', { name: 'Skip to content' })],
        [
          SEEKER_URL,
          '/vacancies?q=react',
          '/en/vacancies?q=react',
          page.getByRole('link', { name: 'Skip to content' }),
        ],
        [EMPLOYER_URL, '/employer/login', '/en/employer/login', page.getByRole('button', { name: 'Sign in' })],
        [
          ADMIN_URL,
          '/edit-vacancies-list/login',
          '/en/edit-vacancies-list/login',
          page.getByRole('button', { name: 'Sign in' }),
        ],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await expect(page).toHaveURL(`${origin}${expected}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        await expect(shown).toBeAttached();
        await expect(banner(page)).toHaveCount(0);
      }
      // Russian chosen: the unprefixed addresses are Russian again.
      await page.goto(`${SEEKER_URL}/vacancies`);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('menuitem', { name: 'Русский' }).click();
      await expect(page).toHaveURL(`${SEEKER_URL}/vacancies`);
      await page.goto(`${SEEKER_URL}/`);
      await expect(page).toHaveURL(`${SEEKER_URL}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
      await page.screenshot({ path: `test-results/screens/locale-${viewport.width}.png` });
      await context.close();
    });
  }

  test("English chosen while signed in is the account's language: the next sign-in opens in English", async ({
    browser,
    request,
  }) => {
    const first = await browser.newContext({ baseURL: SEEKER_URL });
    const seeker = await newSeeker(first, request, undefined, 'english');
    const page = await first.newPage();
    await page.goto('/vacancies');
    await page.getByRole('button', { name: 'Настройки' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(`${SEEKER_URL}/en/vacancies`);
    const accountLocale = async () =>
      (
        (await (
          await request.get(`${API_URL}/users/default/me`, { headers: { authorization: `Bearer ${seeker.token}` } })
        ).json()) as { locale: string }
      ).locale;
    await expect.poll(accountLocale).toBe('en');
    await first.close();

    // Another device (no cookie, a Russian browser): the Russian sign-in page, then English once signed in.
    const second = await browser.newContext({ baseURL: SEEKER_URL });
    const other = await second.newPage();
    const login = new SeekerLoginPage(other);
    await login.open();
    await expect(other.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await login.signIn(seeker);
    await expect(other).toHaveURL(new RegExp(`^${SEEKER_URL}/en(/|$)`));
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(other.getByRole('button', { name: 'Settings' })).toBeVisible();
    expect((await other.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    await second.close();
  });
});
