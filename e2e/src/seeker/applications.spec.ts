import { expect, test } from '@playwright/test';
import { ApplicationsPage, ApplyingVacancyPage, CompanyPage } from '../pages/application-pages';
import { ProfilePage } from '../pages/profile-pages';
import { DEMO_EMPLOYER } from '../support/accounts';
import { findCompanyVacancy } from '../support/demo-vacancy';
import {
  applyThroughApi,
  employerMoves,
  employerOpens,
  employerToken,
  newSeeker,
  seekerApplications,
} from '../support/seeker-account';

const RESUME = { desired_position: 'Frontend developer', city: 'Москва', skills: ['React', 'TypeScript'] };

test.describe('applications (the seeker side of the hiring loop)', () => {
  test('applies with a cover letter the assistant drafted and the seeker edited', async ({
    page,
    context,
    request,
  }) => {
    const vacancy = await findCompanyVacancy(request, 'Demo Company');
    const seeker = await newSeeker(context, request, RESUME);
    const vacancyPage = new ApplyingVacancyPage(page);

    await vacancyPage.open(vacancy);
    await vacancyPage.apply();
    const { dialog } = vacancyPage;
    await expect(dialog.resume).toContainText(seeker.name);
    await expect(dialog.resume).toContainText('Frontend developer');
    await expect(dialog.resume).toContainText('React, TypeScript');

    await dialog.draftWithAssistant();
    const draft = await dialog.letter.inputValue();
    await dialog.letter.press('End');
    await dialog.letter.pressSequentially(' P.S. I can start next month.');
    await expect(dialog.root.getByText(/^\d[\d\s]* \/ 4\s000$/)).toBeVisible();
    await dialog.send();

    await expect(dialog.sent).toBeVisible();
    await expect(dialog.chatLink).toHaveAttribute('href', /^\/chat\/\d+$/);
    const [application] = await seekerApplications(request, seeker.token);
    expect(application?.cover_letter).toBe(`${draft} P.S. I can start next month.`.trim());

    await dialog.applicationLink.click();
    await expect(page).toHaveURL(new RegExp(`/applications/${application?.id}$`));
    const applications = new ApplicationsPage(page);
    await expect(applications.status(vacancy.title)).toHaveText('Отправлен');

    // Back on the vacancy, the button says the seeker applied.
    await vacancyPage.open(vacancy);
    await expect(vacancyPage.appliedMark('Отправлен')).toBeVisible();
    await expect(vacancyPage.applyButton).toHaveCount(0);
  });

  test('a second apply shows the existing application instead', async ({ page, context, request }) => {
    const vacancy = await findCompanyVacancy(request, 'Demo Company');
    const seeker = await newSeeker(context, request, RESUME);
    const vacancyPage = new ApplyingVacancyPage(page);

    // The dialog is open when the seeker applies elsewhere (another tab): sending answers 409.
    await vacancyPage.open(vacancy);
    await vacancyPage.apply();
    await expect(vacancyPage.dialog.resume).toBeVisible();
    const first = await applyThroughApi(request, seeker.token, vacancy.id, 'From my phone');
    await vacancyPage.dialog.send();

    await expect(vacancyPage.dialog.alreadyApplied).toBeVisible();
    await expect(vacancyPage.dialog.root.getByText('Отправлен', { exact: true })).toBeVisible();
    await expect(vacancyPage.dialog.applicationLink).toHaveAttribute('href', `/applications/${first.id}`);
    expect(await seekerApplications(request, seeker.token)).toHaveLength(1);

    // Opening Apply again (the address keeps it) shows the application, and so does the page.
    await page.goto(`/vacancies/${vacancy.id}?apply=${vacancy.id}`);
    await expect(vacancyPage.dialog.alreadyApplied).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(vacancyPage.appliedMark('Отправлен')).toBeVisible();
  });

  test('a résumé without a desired position goes to /profile and back to the dialog, letter kept', async ({
    page,
    context,
    request,
  }) => {
    const vacancy = await findCompanyVacancy(request, 'Demo Company');
    await newSeeker(context, request);
    const vacancyPage = new ApplyingVacancyPage(page);
    const letter = 'I have shipped three React apps and would love to build yours.';

    await vacancyPage.open(vacancy);
    await vacancyPage.apply();
    const { dialog } = vacancyPage;
    await expect(dialog.missingNotice).toHaveText('Чтобы откликнуться, заполните в резюме: Желаемая должность.');
    await dialog.letter.fill(letter);
    await dialog.completeResume();

    await expect(page).toHaveURL(/\/profile\?apply=\d+&next=/);
    const waiting = page.getByRole('region', { name: `Ваш отклик на вакансию «${vacancy.title}» ждёт` });
    await expect(waiting).toContainText('Заполните в резюме: Желаемая должность');
    const profile = new ProfilePage(page);
    await profile.fill('Желаемая должность', 'Frontend developer');
    await page.getByRole('button', { name: 'Сохранить резюме' }).click();
    // The résumé's first save asks who may see it; the application waiting goes on after the answer.
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить, кто видит' }).click();

    await expect(page).toHaveURL(new RegExp(`/vacancies/${vacancy.id}\\?apply=${vacancy.id}$`));
    await expect(dialog.letter).toHaveValue(letter);
    await expect(dialog.resume).toContainText('Frontend developer');
    await expect(dialog.missingNotice).toHaveCount(0);
    await dialog.send();
    await expect(dialog.sent).toBeVisible();
  });

  test('/applications shows each status in words and withdraws after asking', async ({ page, context, request }) => {
    const vacancy = await findCompanyVacancy(request, 'Demo Company');
    const seeker = await newSeeker(context, request, RESUME);
    const application = await applyThroughApi(request, seeker.token, vacancy.id);
    // The company opens it: viewed.
    await employerOpens(request, await employerToken(request, DEMO_EMPLOYER), application.id);

    const applications = new ApplicationsPage(page);
    await applications.open();
    await expect(applications.status(vacancy.title)).toHaveText('Просмотрено');
    await expect(applications.steps(vacancy.title)).toHaveText([
      /^Вы откликнулись \d{1,2} \S+ \d{4} г\.$/,
      /^Компания посмотрела ваш отклик \d{1,2} \S+ \d{4} г\.$/,
    ]);
    await expect(applications.card(vacancy.title).getByRole('link', { name: /^Чат с Demo Company/ })).toHaveAttribute(
      'href',
      new RegExp(`^/chat/${application.chat_id}\\?vacancy=${vacancy.id}$`),
    );

    await applications.filter('Приглашение');
    await expect(page).toHaveURL(/\?status=invited$/);
    await expect(page.getByRole('heading', { name: 'Нет откликов с таким статусом' })).toBeVisible();
    await applications.filter('Все');

    await applications.withdraw(vacancy.title, 'Took another offer');
    await expect(applications.status(vacancy.title)).toHaveText('Отозван');
    await expect(applications.card(vacancy.title)).toContainText('Вы отозвали отклик');
    await expect(applications.card(vacancy.title).getByRole('button', { name: 'Отозвать отклик' })).toHaveCount(0);
    expect((await seekerApplications(request, seeker.token))[0]?.status).toBe('withdrawn');
  });

  test('the company page shows how fast the company answers, and its vacancies', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const vacancy = await findCompanyVacancy(request, 'Demo Company');
    const employer = await employerToken(request, DEMO_EMPLOYER);
    // Five applications answered at once: the company's responsiveness is known (null below five).
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const seeker = await newSeeker(context, request, RESUME, 'responsive');
      const application = await applyThroughApi(request, seeker.token, vacancy.id);
      await employerMoves(request, employer, application.id, { status: 'invited', message: '' });
      await context.close();
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const company = new CompanyPage(page);
    await company.open(vacancy.company.id, 'Demo Company');
    await expect(company.responsiveness).toHaveText(
      /^Отвечает на \d+\s%\sоткликов, обычно в течение \d+ (час|часа|часов|дня|дней)$/,
    );
    await expect(company.vacancies('Demo Company').getByRole('link', { name: vacancy.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/companies\/\d+$/);

    // The vacancy page's company block shows the same line and links here.
    await page.goto(`/vacancies/${vacancy.id}`);
    const block = page.getByRole('complementary', { name: 'О компании' });
    await expect(block.getByText(/^Отвечает на \d+\s%\sоткликов/)).toBeVisible();
    await block.getByRole('link', { name: 'О компании и её вакансиях' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${vacancy.company.id}$`));

    // English under /en.
    await page.goto(`/en/companies/${vacancy.company.id}`);
    await expect(
      page.getByText(/^Answers \d+% of applications, usually within \d+ (hour|hours|day|days)$/),
    ).toBeVisible();
    await context.close();
  });
});
