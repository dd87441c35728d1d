import { expect, test } from '@playwright/test';
import { DEMO_EMPLOYER } from '../support/accounts';
import { publishedVacancyOf } from '../support/demo-vacancy';
import { applyThroughApi, employerMoves, employerToken, newSeeker } from '../support/seeker-account';
import { chooseLocale, signInThroughApi } from '../support/session';
import { truncateToastText } from '@jobs/contracts';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const RESUME = { desired_position: 'Frontend developer', city: 'Moscow', skills: ['React', 'TypeScript'] };

/**
 * Issue 23: one application status change, read by two people in two languages. An English seeker
 * (account and interface in English) is told in English; the Russian employer, whose chat with
 * the seeker is open, reads the same note in Russian. Everything but the two screens is set up
 * through the API; the change comes through the API too, as from the employer's other tab.
 */
test('an English seeker and a Russian employer each read the same status change in their own language', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await employerToken(request, DEMO_EMPLOYER);
  const vacancy = await publishedVacancyOf(request, employer);

  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL, locale: 'en-US' });
  await chooseLocale(seekerContext, 'en');
  const seeker = await newSeeker(seekerContext, request, RESUME, 'english');
  const english = await request.patch(`${API_URL}/users/default/me`, {
    headers: { authorization: `Bearer ${seeker.token}` },
    data: { locale: 'en' },
  });
  expect(english.ok(), await english.text()).toBe(true);
  const application = await applyThroughApi(request, seeker.token, vacancy.id);

  const seekerPage = await seekerContext.newPage();
  // Listening before the change: the page's first notifications poll has answered and its live event
  // stream is open (a fixed second stood here; on a starved machine the stream could open later).
  const seekerListens = Promise.all([
    seekerPage.waitForResponse((response) => response.url().includes('/chat/notifies')),
    seekerPage.waitForResponse((response) => response.url().includes('/api/events')),
  ]);
  await seekerPage.goto('/en/applications');
  await expect(seekerPage.getByRole('heading', { level: 1 })).toHaveText('My applications');

  const employerContext = await browser.newContext({ baseURL: EMPLOYER_URL });
  await signInThroughApi(employerContext, request, 'employer', DEMO_EMPLOYER);
  const employerPage = await employerContext.newPage();
  const employerListens = employerPage.waitForResponse((response) => response.url().includes('/api/events'));
  await employerPage.goto(`/employer/chats/${application.chat_id}`);
  const employerHistory = employerPage.getByRole('region', { name: 'История сообщений' });
  await expect(employerHistory).toBeVisible();
  // Both pages listen for live events before the change happens (or the poll brings it in 10 s).
  await Promise.all([seekerListens, employerListens]);

  await employerMoves(request, employer, application.id, {
    status: 'invited',
    message: '',
  });

  const inEnglish = `Invited to an interview: ${vacancy.title}`;
  const inRussian = `Приглашение на собеседование: ${vacancy.title}`;
  // The vacancy is the employer's newest, which another test may have published with a long
  // title: the toast then shows its first 55 characters (the last CI run looked for all of them).
  const toast = seekerPage.locator('[data-sonner-toast]').filter({ hasText: truncateToastText(inEnglish) });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(seekerPage.locator('[data-sonner-toast]').filter({ hasText: truncateToastText(inRussian) })).toHaveCount(
    0,
  );

  await expect(employerHistory).toContainText(inRussian, { timeout: 15_000 });
  await expect(employerHistory).not.toContainText(inEnglish);

  await seekerContext.close();
  await employerContext.close();
});
