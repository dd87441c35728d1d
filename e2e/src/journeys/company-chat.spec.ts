import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { openSeekerChatAsDemoEmployer, signUpAndWriteToCompany } from '../support/chat-steps';
import { findCompanyVacancy } from '../support/demo-vacancy';
import { holdClock, stepUntilVisible } from '../support/clock';
import { truncateToastText } from '@jobs/contracts';
import { EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const REPLY = 'Thank you for writing! We would be glad to invite you to an interview next Tuesday at 11:00.';
const TOAST_TEXT = truncateToastText(REPLY);

test('a seeker writes to a company, the employer replies, the seeker is notified once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vacancy = await findCompanyVacancy(request, 'Demo Company');
  const seeker = newIdentity('candidate');

  // The seeker: signs up, opens the vacancy, writes to the company about it.
  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
  const seekerPage = await seekerContext.newPage();
  await seekerPage.clock.install();
  const chatPath = await signUpAndWriteToCompany(seekerPage, SEEKER_URL, seeker, vacancy);
  await seekerPage.getByRole('textbox', { name: 'Сообщение' }).fill('Hello! Is this position still open?');
  await seekerPage.getByRole('button', { name: 'Отправить' }).click();
  const seekerHistory = seekerPage.getByRole('region', { name: 'История сообщений' });
  await expect(seekerHistory).toContainText('Hello! Is this position still open?');
  // Stored, not only shown (it appears at once, optimistically): leaving the page earlier would
  // cancel the request on a slow machine.
  await expect(seekerHistory.getByText('Отправка…')).toHaveCount(0);
  await expect(seekerHistory.getByText('Не отправлено.')).toHaveCount(0);

  // The seeker moves on to the home page; notifications count from when this page was opened.
  await seekerPage.goto('/');
  await expect(seekerPage.getByRole('link', { name: /^Чаты/ })).toBeVisible();
  // The seeker's clock stands still while the employer replies: on a slow machine that takes more
  // than one 10 s poll, and a poll in between would show the toast (closed 5 s later) before the
  // test looks for it.
  await holdClock(seekerPage);

  // The demo employer sees the candidate's chat in the employer app and replies.
  const { employerContext, employerPage } = await openSeekerChatAsDemoEmployer(browser, EMPLOYER_URL, seeker.name);
  await expect(employerPage.getByRole('region', { name: 'История сообщений' })).toContainText(
    'Hello! Is this position still open?',
  );
  await employerPage.getByRole('textbox', { name: 'Сообщение' }).fill(REPLY);
  await employerPage.getByRole('button', { name: 'Отправить' }).click();
  const employerHistory = employerPage.getByRole('region', { name: 'История сообщений' });
  await expect(employerHistory).toContainText(REPLY);
  // Stored, not only shown (the reply appears at once, optimistically): a poll before the server
  // has it finds nothing, and the next one is 10 s later (the last CI run's flaky retry).
  await expect(employerHistory.getByText('Отправка…')).toHaveCount(0);
  await expect(employerHistory.getByText('Не отправлено.')).toHaveCount(0);

  // The live event stream brings it without waiting for the poll: the browser clock moves on in
  // small steps (the toaster's timers run), far less than the poll's 10 s, and the toast stays
  // while the clock stands between the steps.
  const toast = seekerPage.locator('[data-sonner-toast]').filter({ hasText: TOAST_TEXT });
  await stepUntilVisible(seekerPage, toast, 10_000);
  await expect(toast).toContainText('Demo Company');
  // Announced to screen readers: the toast lives in a polite live region.
  await expect(seekerPage.locator('[aria-live="polite"]').filter({ has: toast })).toHaveCount(1);
  await toast.getByRole('button', { name: 'Открыть' }).click();
  await expect(seekerPage).toHaveURL(`${SEEKER_URL}${chatPath}`);
  await expect(seekerPage.getByRole('region', { name: 'История сообщений' })).toContainText(REPLY);

  // Reloading does not toast it again: it was reported read when it appeared.
  await seekerPage.reload();
  await seekerPage.clock.fastForward(11_000);
  await seekerPage.clock.fastForward(11_000);
  await expect(seekerPage.getByRole('region', { name: 'История сообщений' })).toContainText(REPLY);
  await expect(seekerPage.locator('[data-sonner-toast]')).toHaveCount(0);

  await seekerContext.close();
  await employerContext.close();
});
