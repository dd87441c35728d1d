import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EDITOR, DEMO_EMPLOYER, DEMO_SEEKER } from '../support/accounts';
import { chooseLocale, signInThroughApi } from '../support/session';
import { ADMIN_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/**
 * Issue 18: every app's navigation shows every destination at every width, in Russian and English —
 * on a 1366 px desktop every link is whole (none clipped, none behind a menu), on a 390 px phone a
 * menu button opens them all; the unread count stays in sight (the editor's too).
 * And the employer's 404 keeps the header.
 */
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

type Words = { nav: string; menu: RegExp; links: (string | RegExp)[]; chats: RegExp };

const APPS = [
  {
    app: 'seeker',
    origin: SEEKER_URL,
    path: '/vacancies',
    audience: 'seeker' as const,
    account: DEMO_SEEKER,
    ru: {
      nav: 'Основная навигация',
      menu: /^Меню/,
      links: ['Вакансии', 'Рекомендации', 'Категории', 'Услуги', /^Чаты/, 'Отклики', 'Резюме'],
      chats: /^Чаты, \d+ непрочитанн/,
    },
    en: {
      nav: 'Main',
      menu: /^Menu/,
      links: ['Vacancies', 'Recommendations', 'Categories', 'Services', /^Chats/, 'Applications', 'Profile'],
      chats: /^Chats, \d+ unread/,
    },
  },
  {
    app: 'employer',
    origin: EMPLOYER_URL,
    path: '/employer',
    audience: 'employer' as const,
    account: DEMO_EMPLOYER,
    ru: {
      nav: 'Основная навигация',
      menu: /^Меню/,
      links: ['Обзор', 'Вакансии', 'Кандидаты', /^Чаты/, 'Профиль'],
      chats: /^Чаты, \d+ непрочитанн/,
    },
    en: {
      nav: 'Main',
      menu: /^Menu/,
      links: ['Dashboard', 'Vacancies', 'Candidates', /^Chats/, 'Profile'],
      chats: /^Chats, \d+ unread/,
    },
  },
  {
    app: 'admin',
    origin: ADMIN_URL,
    path: '/edit-vacancies-list',
    audience: 'editor' as const,
    account: DEMO_EDITOR,
    ru: {
      nav: 'Основная навигация',
      menu: /^Меню/,
      links: [
        'Вакансии',
        'Похожие',
        'Рекомендуемые',
        'Без опыта',
        'Категории',
        'Журнал действий',
        'Ассистент',
        /^Чаты/,
      ],
      // The demo editor has unread chats: every demo application's chat opens with the seeker's letter.
      chats: /^Чаты, \d+ непрочитанн/,
    },
    en: {
      nav: 'Main',
      menu: /^Menu/,
      links: ['Vacancies', 'Similar', 'Recommended', 'No experience', 'Categories', 'Audit log', 'Assistant', /^Chats/],
      chats: /^Chats, \d+ unread/,
    },
  },
] satisfies Array<{ app: string; ru: Words; en: Words } & Record<string, unknown>>;

/**
 * Whether the element is shown whole: inside the viewport's width, inside every ancestor that clips
 * (overflow other than visible), and its text not cut short (no ellipsis, no hidden overflow).
 */
const shownWhole = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'has no size';
    if (box.left < 0 || box.right > window.innerWidth + 0.5) return `outside the viewport (${box.left}–${box.right})`;
    if (element.scrollWidth > element.clientWidth + 1) return 'its text is cut short';
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return `clipped by ${parent.tagName}`;
      if (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) return `clipped by ${parent.tagName}`;
    }
    return 'whole';
  });

const expectWhole = async (locator: Locator, what: string) => {
  await expect(locator, what).toBeVisible();
  expect(await shownWhole(locator), what).toBe('whole');
};

const openSignedIn = async (
  page: Page,
  request: Parameters<typeof signInThroughApi>[1],
  app: (typeof APPS)[number],
  locale: 'ru' | 'en',
) => {
  // English chosen before (the translation banner has its own tests).
  await chooseLocale(page.context(), locale);
  await signInThroughApi(page.context(), request, app.audience, app.account);
  await page.goto(`${app.origin}${locale === 'en' ? '/en' : ''}${app.path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-US' : 'ru-RU');
};

test.describe('navigation at 1366 px and 390 px', () => {
  for (const app of APPS) {
    for (const locale of ['ru', 'en'] as const) {
      const words = app[locale];

      test(`${app.app} in ${locale}, 1366 px: every link whole in the header, no menu button`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(VIEWPORTS.desktop);
        await openSignedIn(page, request, app, locale);
        const banner = page.getByRole('banner');
        const nav = banner.getByRole('navigation', { name: words.nav });
        await expect(nav).toBeVisible();
        await expect(banner.getByRole('button', { name: words.menu })).toBeHidden();
        for (const name of words.links) {
          await expectWhole(nav.getByRole('link', { name }).first(), `${app.app}: ${String(name)}`);
        }
        // Every app's «Chats» carries the unread count (the demo accounts all have unread chats).
        const chats = nav.getByRole('link', { name: words.chats });
        await expectWhole(chats.locator('[aria-hidden="true"]'), `${app.app}: the unread badge`);
        // The header's own controls are whole too (the editor's header is the tightest).
        await expectWhole(banner.getByRole('button', { name: locale === 'ru' ? 'Выйти' : 'Sign out' }), 'sign out');
        await expectWhole(banner.getByRole('button', { name: locale === 'ru' ? 'Настройки' : 'Settings' }), 'settings');
        // A link leads where it says.
        await nav.getByRole('link', { name: words.links[1] }).first().click();
        await expect(page).not.toHaveURL(`${app.origin}${locale === 'en' ? '/en' : ''}${app.path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });

      test(`${app.app} in ${locale}, 390 px: the menu button opens every link, Escape closes it`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(VIEWPORTS.phone);
        await openSignedIn(page, request, app, locale);
        const banner = page.getByRole('banner');
        const button = banner.getByRole('button', { name: words.menu });
        await expectWhole(button, `${app.app}: the menu button`);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        const nav = page.getByRole('navigation', { name: words.nav });
        await expect(nav).toBeHidden();
        // The unread count shows on the closed menu's button.
        await expect(button).toHaveAccessibleName(locale === 'ru' ? /^Меню, непрочитанных: \d+/ : /^Menu, \d+ unread/);
        await expectWhole(button.locator('[aria-hidden="true"]').last(), `${app.app}: the count on the button`);

        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link').first()).toBeFocused();
        for (const name of words.links) {
          await expectWhole(nav.getByRole('link', { name }).first(), `${app.app}: ${String(name)}`);
        }
        await expectWhole(nav.getByRole('link', { name: words.chats }).locator('[aria-hidden="true"]'), 'badge');
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        await expect(nav).toBeHidden();

        // A followed link closes the menu.
        await button.click();
        await nav.getByRole('link', { name: words.links[1] }).first().click();
        await expect(page).not.toHaveURL(`${app.origin}${locale === 'en' ? '/en' : ''}${app.path}`);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  }
});

test.describe("the employer's 404 inside the layout", () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`signed in, ${width}: the header and the menu lead on`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signInThroughApi(page.context(), request, 'employer', DEMO_EMPLOYER);
      await page.goto(`${EMPLOYER_URL}/employer/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
      const banner = page.getByRole('banner');
      if (width === 'phone') await banner.getByRole('button', { name: /^Меню/ }).click();
      // In the bar on a desktop; in the open menu on a phone (as in the seeker app).
      await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Кандидаты' })
        .click();
      await expect(page).toHaveURL(`${EMPLOYER_URL}/employer/candidates`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Страница не найдена');
    });
  }

  test('signed out: the header offers signing in and registering', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${EMPLOYER_URL}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Зарегистрировать компанию' })).toBeVisible();
    await banner.getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(`${EMPLOYER_URL}/employer/login`);
  });
});
