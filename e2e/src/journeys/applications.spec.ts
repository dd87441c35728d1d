import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ApplicationsPage, ApplyingVacancyPage, CompanyPage } from '../pages/application-pages';
import { CandidateListPage, CandidatePage, STATUS_RU } from '../pages/candidate-pages';
import { EmployerLoginPage } from '../pages/employer-pages';
import { ProfilePage } from '../pages/profile-pages';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { seedHiring } from '../employer/hiring-fixtures';
import { newIdentity } from '../support/accounts';
import { applyThroughApi, employerMoves, newSeeker, seekerApplications } from '../support/seeker-account';
import { holdClock, stepUntilVisible } from '../support/clock';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const POSITION = 'Frontend-разработчик';
const LETTER_EDIT = ' P.S. Могу выйти на работу со следующего месяца.';
const INVITE_EDIT = ' Удобно ли вам в четверг в 15:00?';
const REJECT_EDIT = ' Спасибо за интерес к нашей компании.';
const REJECT_REASON = { employer: 'Навыки не подходят', seeker: 'Ваши навыки не соответствуют требованиям вакансии' };

/** The seeker's access token, as the app stored it at sign-up (to check stored state, not to act). */
const seekerToken = async (context: BrowserContext): Promise<string> => {
  const cookie = (await context.cookies(SEEKER_URL)).find((c) => c.name === 'auth_token');
  if (!cookie) throw new Error('the seeker app stored no auth_token cookie');
  return cookie.value;
};

const storedStatus = (request: APIRequestContext, token: string) => async () =>
  (await seekerApplications(request, token))[0]?.status;

test.describe('journey: applications (seeker applies, employer invites and rejects, the company page shows responsiveness)', () => {
  test('the hiring loop through the seeker and employer apps', async ({ browser, request }) => {
    test.setTimeout(180_000);
    // A fresh company with one published vacancy, whose employer this test controls.
    const setup = await seedHiring(request, []);
    const { vacancy, company } = setup;
    const publicVacancy = await request.get(`${API_URL}/vacancies/${vacancy.id}`);
    expect(publicVacancy.ok()).toBe(true);
    const companyId = ((await publicVacancy.json()) as { company: { id: number } }).company.id;

    // 1. A new seeker signs up, fills the résumé and applies with an assistant's letter, edited.
    const seeker = newIdentity('journey');
    const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
    const seekerPage = await seekerContext.newPage();
    await seekerPage.clock.install();
    const login = new SeekerLoginPage(seekerPage);
    await login.open();
    await login.signUp(seeker);
    await expect(seekerPage).toHaveURL(`${SEEKER_URL}/profile?welcome=1`);
    const token = await seekerToken(seekerContext);

    const profile = new ProfilePage(seekerPage);
    await profile.open();
    await profile.fill('Имя', seeker.name);
    await profile.fill('Желаемая должность', POSITION);
    await profile.setSkills(['React', 'TypeScript']);
    await profile.save();

    const vacancyPage = new ApplyingVacancyPage(seekerPage);
    await vacancyPage.open(vacancy);
    await vacancyPage.apply();
    const { dialog } = vacancyPage;
    await expect(dialog.resume).toContainText(seeker.name);
    await expect(dialog.resume).toContainText(POSITION);
    await dialog.draftWithAssistant();
    const draft = await dialog.letter.inputValue();
    await dialog.letter.press('End');
    await dialog.letter.pressSequentially(LETTER_EDIT);
    await dialog.send();
    await expect(dialog.sent).toBeVisible();
    const letter = `${draft}${LETTER_EDIT}`.trim();
    const [stored] = await seekerApplications(request, token);
    expect(stored?.cover_letter).toBe(letter);

    const applications = new ApplicationsPage(seekerPage);
    await applications.open();
    await expect(applications.status(vacancy.title)).toHaveText('Отправлен');
    // Notifications count from when this page was opened; the clock waits for the employer.
    await holdClock(seekerPage);

    // 2. The employer sees the candidate, the résumé as sent and the letter, and invites (template edited).
    const employerContext = await browser.newContext({ baseURL: EMPLOYER_URL });
    const employerPage = await employerContext.newPage();
    await new EmployerLoginPage(employerPage).signIn(setup.employer);
    await expect(employerPage).toHaveURL(`${EMPLOYER_URL}/employer`);
    const list = new CandidateListPage(employerPage);
    await list.open(vacancy.id);
    await list.candidateLink(seeker.name).click();
    const candidate = new CandidatePage(employerPage);
    await expect(employerPage.getByRole('heading', { level: 1 })).toHaveText(seeker.name);
    await expect(candidate.status()).toHaveText(STATUS_RU.viewed);
    const resume = candidate.region('Резюме, как оно было отправлено');
    await expect(resume).toContainText(POSITION);
    await expect(resume).toContainText('TypeScript');
    await expect(candidate.region('Сопроводительное письмо')).toContainText(LETTER_EDIT.trim());
    await expect(candidate.region('Сопроводительное письмо')).toContainText(draft.trim().slice(0, 40));

    const invite = await candidate.startMove('invited');
    await expect(invite.message).toHaveValue(new RegExp(vacancy.title));
    await invite.message.press('End');
    await invite.message.pressSequentially(INVITE_EDIT);
    await invite.confirm.click();
    await expect(invite.dialog).toBeHidden();
    await expect(candidate.status()).toHaveText(STATUS_RU.invited);
    await expect(candidate.chat()).toContainText(INVITE_EDIT.trim());
    // Stored before the seeker's next poll looks for it.
    await expect.poll(storedStatus(request, token)).toBe('invited');

    // 3. The seeker: a toast within one poll, «Приглашение» on /applications, the note in the chat.
    // The held clock moves in steps until the toast shows (the live event may have brought it while
    // the clock stood, and a 10 s jump would pass its 5 s too; else the poll does, 10 s of page time
    // later), and runs again for the pages after it.
    const toast = seekerPage.locator('[data-sonner-toast]').filter({ hasText: company });
    await stepUntilVisible(seekerPage, toast.first(), 60_000);
    await seekerPage.clock.resume();
    await applications.open();
    await expect(applications.status(vacancy.title)).toHaveText('Приглашение');
    await expect(applications.card(vacancy.title)).toContainText('Компания пригласила вас на собеседование');
    await applications
      .card(vacancy.title)
      .getByRole('link', { name: new RegExp(`^Чат с ${company}`) })
      .click();
    const history = seekerPage.getByRole('region', { name: 'История сообщений' });
    // The platform's note about the status, between the people's messages (after the «viewed» one).
    await expect(
      history.locator('[data-author="system"]').filter({ hasText: `Приглашение на собеседование: ${vacancy.title}` }),
    ).toHaveCount(1);
    await expect(history).toContainText(INVITE_EDIT.trim());
    await expect(history).toContainText(LETTER_EDIT.trim());

    // 4. A second seeker applies; the employer rejects with a reason; the seeker reads it in Russian.
    const secondContext = await browser.newContext({ baseURL: SEEKER_URL });
    const secondPage = await secondContext.newPage();
    const second = await newSeeker(secondContext, request, { desired_position: POSITION, skills: ['Vue'] }, 'second');
    const secondVacancy = new ApplyingVacancyPage(secondPage);
    await secondVacancy.open(vacancy);
    await secondVacancy.apply();
    await secondVacancy.dialog.letter.fill('Здравствуйте! Хочу работать у вас.');
    await secondVacancy.dialog.send();
    await expect(secondVacancy.dialog.sent).toBeVisible();

    await list.open(vacancy.id);
    await list.candidateLink(second.name).click();
    await expect(employerPage.getByRole('heading', { level: 1 })).toHaveText(second.name);
    await expect(candidate.status()).toHaveText(STATUS_RU.viewed);
    const reject = await candidate.startMove('rejected');
    await reject.dialog.getByRole('combobox', { name: 'Причина' }).selectOption({ label: REJECT_REASON.employer });
    await reject.message.press('End');
    await reject.message.pressSequentially(REJECT_EDIT);
    await reject.confirm.click();
    await expect(reject.dialog).toBeHidden();
    await expect(candidate.status()).toHaveText(STATUS_RU.rejected);
    await expect.poll(storedStatus(request, second.token)).toBe('rejected');

    const secondApplications = new ApplicationsPage(secondPage);
    await secondApplications.open();
    await expect(secondApplications.status(vacancy.title)).toHaveText('Отказ');
    const secondCard = secondApplications.card(vacancy.title);
    await expect(secondCard).toContainText('Причина:');
    await expect(secondCard).toContainText(REJECT_REASON.seeker);
    await expect(secondCard).toContainText(REJECT_EDIT.trim());

    // 5. Three more applications answered through the API: five in 90 days, every one answered
    // within minutes. None has passed its 7-day reply window yet, so none counts: the company page
    // shows no responsiveness line rather than judging minutes-old applications (issue 30, item 7).
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const extra = await newSeeker(context, request, { desired_position: POSITION }, 'extra');
      const application = await applyThroughApi(request, extra.token, vacancy.id);
      await employerMoves(request, setup.employerToken, application.id, { status: 'invited', message: '' });
      await context.close();
    }
    const companyPage = new CompanyPage(secondPage);
    await companyPage.open(companyId, company);
    await expect(companyPage.vacancies(company).getByRole('link', { name: vacancy.title })).toBeVisible();
    await expect(companyPage.responsiveness).toHaveCount(0);

    await secondContext.close();
    await employerContext.close();
    await seekerContext.close();
  });
});
