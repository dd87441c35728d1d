import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { openSeekerChatAsDemoEmployer, signUpAndWriteToCompany } from '../support/chat-steps';
import { findCompanyVacancy } from '../support/demo-vacancy';
import { ChatPage } from '../pages/chat-page';
import { EMPLOYER_URL, SEEKER_URL } from '../support/urls';

// The notification poll runs every 10 s: a reply that shows within 3 s (each way) came over the
// live event stream, which nothing here turns off or speeds up.
const LIVE_WITHIN_MS = 3_000;

test('a seeker and an employer chat: each reply shows on the other side within seconds, without waiting for the poll', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const vacancy = await findCompanyVacancy(request, 'Demo Company');
  const seeker = newIdentity('live');

  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
  const seekerPage = await seekerContext.newPage();
  await signUpAndWriteToCompany(seekerPage, SEEKER_URL, seeker, vacancy);
  const seekerChat = new ChatPage(seekerPage);
  await seekerChat.send('Hello! Is the position still open?');

  const { employerContext, employerPage } = await openSeekerChatAsDemoEmployer(browser, EMPLOYER_URL, seeker.name);
  const employerChat = new ChatPage(employerPage);
  await expect(employerChat.history).toContainText('Hello! Is the position still open?');

  // The employer answers: the seeker's open chat shows it at once.
  const reply = `Yes, it is open. When can you talk? (${Date.now()})`;
  await employerChat.send(reply);
  const replySent = Date.now();
  await expect(seekerChat.history).toContainText(reply, { timeout: LIVE_WITHIN_MS });
  const replyMs = Date.now() - replySent;

  // The reply's notification toasts too (as the poll's would), over the composer's corner: it
  // closes by itself once the pointer leaves it.
  await seekerPage.screenshot({ path: testInfo.outputPath('seeker-reply-toast-1366.png') });
  await seekerPage.mouse.move(0, 0);
  await expect(seekerPage.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

  // And back: the employer's open chat shows the seeker's answer at once.
  const answer = `Tomorrow after 14:00 suits me (${Date.now()})`;
  await seekerChat.send(answer);
  const answerSent = Date.now();
  await expect(employerChat.history).toContainText(answer, { timeout: LIVE_WITHIN_MS });
  const answerMs = Date.now() - answerSent;
  testInfo.annotations.push({ type: 'live delivery', description: `reply ${replyMs} ms, answer ${answerMs} ms` });

  await seekerPage.screenshot({ path: testInfo.outputPath('seeker-chat-1366.png') });
  await seekerPage.setViewportSize({ width: 390, height: 844 });
  await seekerPage.screenshot({ path: testInfo.outputPath('seeker-chat-390.png') });
  await employerPage.mouse.move(0, 0);
  await employerPage.screenshot({ path: testInfo.outputPath('employer-chat-1366.png') });

  await seekerContext.close();
  await employerContext.close();
});
