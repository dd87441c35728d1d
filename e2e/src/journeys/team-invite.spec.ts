import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { signInThroughApi } from '../support/session';
import { EMPLOYER_URL } from '../support/urls';
import { seedHiring } from '../employer/hiring-fixtures';

/**
 * Issue 25's team journey: the owner invites a recruiter by e-mail from the Team page, the
 * recruiter opens the link from MailDev, joins, and leaves a note on a candidate that the owner's
 * company sees signed with the recruiter's name; the owner makes her responsible for the vacancy
 * and filters the candidates by her. The company and its candidate come from the API.
 */
test('an owner invites a recruiter by e-mail; the recruiter joins and adds a note on a candidate', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const setup = await seedHiring(request, [{ name: 'Анна Смирнова' }]);
  const candidate = setup.candidates[0];
  if (!candidate) throw new Error('no candidate');
  await signInThroughApi(context, request, 'employer', setup.employer);

  // The owner invites from the Team page.
  const invitee = newIdentity('recruiter');
  await page.goto(`${EMPLOYER_URL}/employer/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Команда' })).toBeVisible();
  await page.getByLabel('Электронная почта').fill(invitee.email);
  await page.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(page.getByRole('status')).toHaveText(`Приглашение отправлено на ${invitee.email}.`);
  await expect(page.getByRole('region', { name: 'Ожидающие приглашения' })).toContainText(invitee.email);

  // The recruiter opens the e-mail's link in a browser of their own and joins.
  const mail = await waitForEmail(invitee.email, `Приглашение в команду «${setup.company}»`);
  const link = linkIn(mail.text, `${EMPLOYER_URL}/employer/accept-invite?token=`);
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await recruiter.goto(link);
  await recruiter.getByLabel('Ваше имя').fill('Рита Рекрутер');
  await recruiter.getByLabel('Пароль').fill(invitee.password);
  await recruiter.getByRole('button', { name: 'Присоединиться' }).click();
  await expect(recruiter).toHaveURL(`${EMPLOYER_URL}/employer`);

  // The recruiter sees the company's candidate and leaves a note.
  await recruiter.goto(`${EMPLOYER_URL}/employer/candidates/${candidate.applicationId}`);
  await expect(recruiter.getByRole('heading', { level: 1 })).toContainText(candidate.name);
  await recruiter.getByLabel('Новая заметка').fill('Сильный SQL, позвонить во вторник');
  await recruiter.getByRole('button', { name: 'Добавить заметку' }).click();
  const notes = recruiter.getByRole('list', { name: 'Заметки' });
  await expect(notes).toContainText('Сильный SQL, позвонить во вторник');
  await expect(notes).toContainText('Рита Рекрутер');
  await recruiterContext.close();

  // The owner sees the new member and the note, signed.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Сотрудники' })).toContainText('Рита Рекрутер');
  await page.goto(`${EMPLOYER_URL}/employer/candidates/${candidate.applicationId}`);
  await expect(page.getByRole('list', { name: 'Заметки' })).toContainText('Рита Рекрутер');

  // The owner makes her responsible for the vacancy; the candidates list filters by her.
  await page.goto(`${EMPLOYER_URL}/employer/vacancies/${setup.vacancy.id}`);
  const responsible = page.getByRole('combobox', { name: 'Ответственный сотрудник' });
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/vacancies/${setup.vacancy.id}`),
  );
  await responsible.selectOption({ label: 'Рита Рекрутер' });
  expect((await saved).status()).toBe(200);
  await page.goto(`${EMPLOYER_URL}/employer/candidates`);
  await page.getByRole('combobox', { name: 'Ответственный', exact: true }).selectOption({ label: 'Рита Рекрутер' });
  await expect(page).toHaveURL(/responsible=\d+/);
  await expect(page.getByRole('list', { name: '1 кандидат' })).toContainText(candidate.name);
});
