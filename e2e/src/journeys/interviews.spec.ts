import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { seedHiring } from '../employer/hiring-fixtures';
import { MAILDEV_URL } from '../support/mailbox';
import { signInThroughApi } from '../support/session';
import { EMPLOYER_URL, SEEKER_URL } from '../support/urls';

// Interview scheduling (issue 26, third round): the employer proposes two times from the candidate
// page, the seeker confirms one on the applications page, both get the calendar invitation in
// MailDev; a reschedule sends the same event again with a higher SEQUENCE, a cancel cancels it.

type Attachment = { contentType: string; fileName?: string; generatedFileName?: string };
type Mail = { id: string; subject: string; to: { address: string }[]; attachments?: Attachment[] };

/** Moscow (UTC+3 all year) wall-clock `HH:MM` in `days` days, as a datetime-local value. */
const moscow = (days: number, clock: string) =>
  `${new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)}T${clock}`;

/** The calendar invitations sent to `address` so far (newest last), parsed with ical.js. */
const invitations = async (address: string) => {
  const mails = (await (await fetch(`${MAILDEV_URL}/api/email`)).json()) as Mail[];
  const found = [];
  for (const mail of mails.filter((m) => m.to.some((to) => to.address === address))) {
    const ics = mail.attachments?.find((a) => a.contentType.includes('calendar'));
    if (!ics) continue;
    // MailDev 3 serves an attachment under its REST API, by its generated name (else its own).
    let text = '';
    for (const name of [ics.generatedFileName, ics.fileName, 'interview.ics']) {
      if (!name) continue;
      const answer = await fetch(`${MAILDEV_URL}/api/email/${mail.id}/attachment/${encodeURIComponent(name)}`);
      if (answer.ok) {
        text = await answer.text();
        break;
      }
    }
    if (!text.includes('BEGIN:VCALENDAR')) throw new Error(`no calendar attachment in "${mail.subject}"`);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    found.push({
      subject: mail.subject,
      method: String(calendar.getFirstPropertyValue('method')),
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
    });
  }
  return found;
};

const waitForInvitations = async (address: string, count: number) => {
  await expect
    .poll(async () => (await invitations(address)).length, {
      message: `${count} invitations to ${address}`,
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(count);
  return invitations(address);
};

const shoot = async (page: Page, name: string) => {
  // The English pages open under a Russian browser: the translation offer is closed first.
  const offer = page.getByRole('region', { name: 'Translation' });
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Close' }).click();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `test-results/e2e/screens/interviews-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test.describe('journey: interview scheduling', () => {
  test('propose two times, confirm one, both get the .ics; a reschedule updates it, a cancel cancels it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const setup = await seedHiring(request, [{ name: 'Ирина Собеседова' }]);
    const candidate = setup.candidates[0];
    if (!candidate) throw new Error('no candidate');

    // The employer proposes two times from the candidate page.
    const employerContext = await browser.newContext({ baseURL: EMPLOYER_URL, viewport: { width: 1366, height: 900 } });
    await signInThroughApi(employerContext, request, 'employer', setup.employer);
    const employer = await employerContext.newPage();
    await employer.goto(`/employer/candidates/${candidate.applicationId}`);
    await employer.getByRole('button', { name: 'Назначить собеседование' }).click();
    const dialog = employer.getByRole('dialog', { name: 'Назначить собеседование' });
    await dialog.getByLabel('Вариант 1').fill(moscow(2, '11:00'));
    await dialog.getByRole('button', { name: 'Добавить время' }).click();
    await dialog.getByLabel('Вариант 2').fill(moscow(3, '15:30'));
    await dialog.getByLabel('Ссылка на встречу (необязательно)').fill('https://meet.example.com/interview');
    await dialog.getByLabel('Сообщение (необязательно)').fill('Поговорим о проекте и команде.');
    await shoot(employer, 'propose-dialog-ru');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    const employerCard = employer.getByTestId('interview-card');
    await expect(employerCard).toContainText('Предложено время');
    await expect(employerCard).toContainText('(Europe/Moscow)');

    // The seeker confirms the second time on the applications page.
    const seekerContext = await browser.newContext({ baseURL: SEEKER_URL, viewport: { width: 1366, height: 900 } });
    await signInThroughApi(seekerContext, request, 'seeker', candidate);
    const seeker = await seekerContext.newPage();
    await seeker.goto('/applications');
    const seekerCard = seeker.getByTestId('interview-card');
    await expect(seekerCard).toContainText('Выберите время');
    await shoot(seeker, 'seeker-proposed-ru');
    const radios = seekerCard.getByRole('radio');
    await expect(radios).toHaveCount(2);
    await radios.nth(1).check();
    await seekerCard.getByRole('button', { name: 'Подтвердить это время' }).click();
    await expect(seekerCard).toContainText('Назначено');

    // Both get the invitation (METHOD:REQUEST, SEQUENCE 0) for the confirmed time.
    const [toSeeker] = await waitForInvitations(candidate.email, 1);
    const [toEmployer] = await waitForInvitations(setup.employer.email, 1);
    expect(toSeeker).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(toEmployer).toMatchObject({ method: 'REQUEST', sequence: 0, uid: toSeeker?.uid });
    expect(toSeeker?.subject).toMatch(/^Собеседование назначено: /);
    expect(new Date(toSeeker?.start ?? '').toISOString()).toBe(
      new Date(`${moscow(3, '15:30')}:00+03:00`).toISOString(),
    );

    // The employer reschedules; the seeker confirms the new time: the same event, SEQUENCE 1.
    await employer.reload();
    await employerCard.getByRole('button', { name: 'Перенести' }).click();
    const moveDialog = employer.getByRole('dialog', { name: 'Предложить другое время' });
    await moveDialog.getByLabel('Вариант 1').fill(moscow(4, '10:00'));
    await moveDialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(employerCard).toContainText('Предложено время');
    await seeker.reload();
    await seekerCard.getByRole('button', { name: 'Подтвердить это время' }).click();
    await expect(seekerCard).toContainText('Назначено');
    const moved = await waitForInvitations(candidate.email, 2);
    expect(moved.at(-1)).toMatchObject({ method: 'REQUEST', sequence: 1, uid: toSeeker?.uid });
    await shoot(seeker, 'seeker-scheduled-ru');

    // The week view shows it.
    await employer.goto(`/employer/interviews?week=${moscow(4, '10:00').slice(0, 10)}`);
    await expect(employer.getByRole('link', { name: /Ирина Собеседова/ })).toBeVisible();
    await shoot(employer, 'week-ru');
    await employer.goto(`/en/employer/interviews?week=${moscow(4, '10:00').slice(0, 10)}`);
    await expect(employer.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible();
    await shoot(employer, 'week-en');
    await employer.goto(`/en/employer/candidates/${candidate.applicationId}`);
    await expect(employer.getByTestId('interview-card')).toContainText('Scheduled');
    await shoot(employer, 'candidate-en');

    // The seeker cancels with a reason: both get METHOD:CANCEL for the same event.
    await seekerCard.getByRole('button', { name: 'Отменить собеседование' }).click();
    const cancelDialog = seeker.getByRole('dialog', { name: 'Отменить собеседование?' });
    await cancelDialog.getByLabel('Причина (её увидит другая сторона)').fill('Приняла другое предложение');
    await cancelDialog.getByRole('button', { name: 'Отменить собеседование' }).click();
    await expect(seekerCard).toContainText('Отменено');
    await expect(seekerCard).toContainText('Приняла другое предложение');
    const cancelled = await waitForInvitations(setup.employer.email, 3);
    expect(cancelled.at(-1)).toMatchObject({ method: 'CANCEL', uid: toSeeker?.uid, sequence: 2 });
    await seeker.goto('/en/applications');
    await expect(seeker.getByTestId('interview-card')).toContainText('Cancelled');
    await shoot(seeker, 'seeker-cancelled-en');

    await employerContext.close();
    await seekerContext.close();
  });
});
