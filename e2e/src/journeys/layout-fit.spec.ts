import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApplyingVacancyPage } from '../pages/application-pages';
import { seedHiring } from '../employer/hiring-fixtures';
import { DEMO_EDITOR, newIdentity } from '../support/accounts';
import { newSeeker } from '../support/seeker-account';
import { signInThroughApi } from '../support/session';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/**
 * Issue 30 item 8: the layout at the two widths a new user met. On a 390×844 phone the seeker's
 * header is one compact bar (logo, menu, account; ~270 px in three rows before) and the chat's Send
 * stays in view; at 1366×768 the apply dialog's buttons stay visible (its body scrolls), and the
 * seeker's and the editor's navigation keep to one line. In the employer's header, the signed-in
 * name stays clear of the links (it lay over «Профиль» at 1366 px) at both widths and in both languages.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SHOTS = 'test-results/screens';

const LOCALES = [
  { locale: 'ru', prefix: '', menu: /^Меню/, send: 'Отправить', apply: 'Откликнуться', submit: 'Отправить отклик' },
  { locale: 'en', prefix: '/en', menu: /^Menu/, send: 'Send', apply: 'Apply', submit: 'Send the application' },
] as const;

/** The element's box lies wholly inside the viewport. */
const expectInViewport = async (page: Page, locator: Locator, what: string) => {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
};

/** How many lines the links of a navigation take (distinct tops of its links). */
const navLines = (nav: Locator) =>
  nav
    .getByRole('link')
    .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);

const chosen = (locale: string) => [{ name: 'locale', value: locale, domain: 'localhost', path: '/' }];

/**
 * The links and buttons the header shows, each wholly inside the viewport's width, and no two of them
 * overlapping (one inside the other aside): the names of those that do.
 */
const headerOverlaps = (page: Page) =>
  page
    .getByRole('banner')
    .locator('a, button')
    .evaluateAll((elements) => {
      const shown = elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      const name = (element: Element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const found: string[] = [];
      for (const { element, box } of shown) {
        if (box.left < 0 || box.right > window.innerWidth + 0.5) found.push(`${name(element)}: outside the window`);
      }
      for (let i = 0; i < shown.length; i += 1) {
        for (let j = i + 1; j < shown.length; j += 1) {
          const [a, b] = [shown[i], shown[j]];
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (width > 1 && height > 1) found.push(`${name(a.element)} over ${name(b.element)}`);
        }
      }
      return found;
    });

for (const { locale, prefix } of LOCALES) {
  test(`employer's header in ${locale}: the name stays clear of the links at 1366 and 390 px`, async ({
    browser,
    request,
  }) => {
    // A long name and address, as real ones can be (the header shows both).
    const identity = newIdentity('header');
    const registered = await request.post(`${API_URL}/employer/auth/register`, {
      data: {
        ...identity,
        name: 'Александра Константинопольская',
        email: `aleksandra.konstantinopolskaya.${identity.email}`,
        company_name: `Header Co ${identity.email.slice(7, 15)}`,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { token } = (await registered.json()) as { token: string };
    for (const viewport of [LAPTOP, PHONE]) {
      const context = await browser.newContext({ viewport, baseURL: EMPLOYER_URL });
      await context.addCookies([
        ...chosen(locale),
        { name: 'employer_auth_token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      // The profile and settings pages have the one-row header; the dashboard, the header and its bar.
      for (const path of ['/employer/profile', '/employer']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('link', { name: /Александра Константинопольская/ }),
        ).toBeVisible();
        expect(await headerOverlaps(page), `${path} at ${viewport.width} px`).toEqual([]);
        if (viewport === LAPTOP) {
          expect(await navLines(page.getByRole('banner').getByRole('navigation')), `${path}: navigation lines`).toBe(1);
        }
        const shot = path === '/employer' ? 'dashboard' : 'profile';
        await page.screenshot({ path: `${SHOTS}/employer-${shot}-${viewport.width}-${locale}.png` });
      }
      if (viewport === PHONE) {
        // On a phone the account's settings and sign-out wait in the open menu.
        const banner = page.getByRole('banner');
        await banner.getByRole('button', { name: locale === 'ru' ? /^Меню/ : /^Menu/ }).click();
        const signOut = banner.getByRole('button', { name: locale === 'ru' ? 'Выйти' : 'Sign out' });
        await expectInViewport(page, signOut, 'sign out in the open menu');
        const settings = banner.getByRole('link', { name: locale === 'ru' ? 'Настройки' : 'Settings', exact: true });
        await expectInViewport(page, settings, 'settings in the open menu');
        expect(await headerOverlaps(page), 'the open menu').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/employer-dashboard-390-${locale}-open.png` });
      }
      await context.close();
    }
  });
}

for (const { locale, prefix, menu, send: sendLabel, apply, submit } of LOCALES) {
  test.describe(`layout in ${locale}`, () => {
    test(`390 px: the seeker's header is one compact bar; the menu holds the account's actions`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: SEEKER_URL });
      await context.addCookies(chosen(locale));
      await newSeeker(context, request, undefined, 'phone');
      const page = await context.newPage();
      for (const path of ['/vacancies', '/applications']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const banner = page.getByRole('banner');
        const height = (await banner.boundingBox())?.height ?? Infinity;
        expect(height, `${path}: header height`).toBeLessThanOrEqual(64);
        await expectInViewport(page, banner.getByRole('link', { name: 'Jobs' }).first(), 'logo');
        await expectInViewport(page, banner.getByRole('button', { name: menu }), 'menu button');
        await expectInViewport(page, banner.getByTestId('signed-in-as'), 'account');
      }
      await page.screenshot({ path: `${SHOTS}/header-390-${locale}.png` });
      // The account's actions are in the menu.
      await page.getByRole('banner').getByRole('button', { name: menu }).click();
      const signOut = page.getByRole('banner').getByRole('button', { name: locale === 'ru' ? 'Выйти' : 'Sign out' });
      await expectInViewport(page, signOut, 'sign out in the open menu');
      await expectInViewport(
        page,
        page.getByRole('banner').getByRole('link', { name: locale === 'ru' ? 'Настройки' : 'Settings', exact: true }),
        'account settings in the open menu',
      );
      await page.screenshot({ path: `${SHOTS}/header-390-${locale}-open.png` });
      await context.close();
    });

    test(`390 px: the chat's Send stays in view`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: SEEKER_URL });
      await context.addCookies(chosen(locale));
      const seeker = await newSeeker(context, request, undefined, 'composer');
      const { vacancy } = await seedHiring(request, []);
      const publicVacancy = (await (await request.get(`${API_URL}/vacancies/${vacancy.id}`)).json()) as {
        company: { id: number };
      };
      const chat = await request.post(`${API_URL}/companies/${publicVacancy.company.id}/chat`, {
        headers: { authorization: `Bearer ${seeker.token}` },
        data: { vacancy_id: vacancy.id },
      });
      const { id } = (await chat.json()) as { id: number };
      for (let i = 1; i <= 8; i += 1) {
        await request.post(`${API_URL}/chat/${id}/send`, {
          headers: { authorization: `Bearer ${seeker.token}` },
          data: {
            message: `Message number ${i}: is the position still open for applications?`,
            vacancy_id: vacancy.id,
          },
        });
      }
      const page = await context.newPage();
      // As «Написать компании» opens it: about the vacancy (a note above the message box).
      await page.goto(`${prefix}/chat/${id}?vacancy=${vacancy.id}`);
      await expect(
        page.getByRole('region', { name: locale === 'ru' ? 'История сообщений' : 'Message history' }),
      ).toContainText('Message number 8');
      await expectInViewport(page, page.getByRole('button', { name: sendLabel, exact: true }), 'Send');
      await page.screenshot({ path: `${SHOTS}/chat-390-${locale}.png` });
      await context.close();
    });

    test(`390 px: a toast sits at the bottom, clear of the phone's edge and of the chat's Send`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: SEEKER_URL });
      await context.addCookies(chosen(locale));
      const seeker = await newSeeker(context, request, undefined, 'toast');
      const headers = { authorization: `Bearer ${seeker.token}` };
      const editor = await request.post(`${API_URL}/editor/auth/login`, { data: DEMO_EDITOR });
      const editorHeaders = { authorization: `Bearer ${((await editor.json()) as { token: string }).token}` };
      // Two chats with two companies: the seeker reads one while the other answers.
      const chats: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        const { vacancy } = await seedHiring(request, []);
        const company = (
          (await (await request.get(`${API_URL}/vacancies/${vacancy.id}`)).json()) as {
            company: { id: number };
          }
        ).company.id;
        const chat = await request.post(`${API_URL}/companies/${company}/chat`, {
          headers,
          data: { vacancy_id: vacancy.id },
        });
        const { id } = (await chat.json()) as { id: number };
        await request.post(`${API_URL}/chat/${id}/send`, {
          headers,
          data: { message: 'Hello?', vacancy_id: vacancy.id },
        });
        chats.push(id);
      }
      const page = await context.newPage();
      await page.goto(`${prefix}/chat/${chats[0]}`);
      const send = page.getByRole('button', { name: sendLabel, exact: true });
      await expectInViewport(page, send, 'Send');
      await request.post(`${API_URL}/admin/chats/${chats[1]}/send`, {
        headers: editorHeaders,
        data: { message: 'The other company answers you.', vacancy_id: 0 },
      });
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'The other company answers you.' });
      await expect(toast).toBeVisible({ timeout: 25_000 });
      await expectInViewport(page, toast, 'the toast');
      const toastBox = await toast.boundingBox();
      const sendBox = await send.boundingBox();
      expect(toastBox && sendBox && toastBox.y + toastBox.height <= sendBox.y, 'above Send').toBe(true);
      expect(toastBox && toastBox.y > PHONE.height / 3, 'in the lower part').toBe(true);
      await page.screenshot({ path: `${SHOTS}/toast-390-${locale}.png` });
      await context.close();
    });

    test(`1366×768: the apply dialog's buttons stay visible; the navigation keeps to one line`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: LAPTOP, baseURL: SEEKER_URL });
      await context.addCookies(chosen(locale));
      await newSeeker(context, request, {
        desired_position: 'Frontend developer',
        city: 'Kazan',
        skills: ['React', 'TypeScript', 'Playwright', 'CSS', 'Accessibility'],
        experience: '3-6',
      });
      const { vacancy } = await seedHiring(request, []);
      const page = await context.newPage();
      for (const path of ['/vacancies', `/vacancies/${vacancy.id}`]) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const nav = page.getByRole('banner').getByRole('navigation');
        expect(await navLines(nav), `${path}: navigation lines`).toBe(1);
      }
      const vacancyPage = new ApplyingVacancyPage(page);
      await page.getByRole('button', { name: apply, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (locale === 'ru') await expect(vacancyPage.dialog.resume).toBeVisible();
      await expectInViewport(page, dialog.getByRole('button', { name: submit }), 'the apply button');
      await page.screenshot({ path: `${SHOTS}/apply-1366-${locale}.png` });
      await context.close();
    });

    test(`1366×768: the editor's navigation keeps to one line`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: LAPTOP, baseURL: ADMIN_URL });
      await context.addCookies(chosen(locale));
      await signInThroughApi(context, request, 'editor', DEMO_EDITOR);
      const page = await context.newPage();
      await page.goto(`${prefix}/edit-vacancies-list`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await navLines(page.getByRole('banner').getByRole('navigation'))).toBe(1);
      await page.screenshot({ path: `${SHOTS}/editor-1366-${locale}.png` });
      await context.close();
    });
  });
}
