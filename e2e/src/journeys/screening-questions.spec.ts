import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seedHiring } from '../employer/hiring-fixtures';
import { DEMO_EDITOR } from '../support/accounts';
import { newSeeker } from '../support/seeker-account';
import { chooseLocale, signInThroughApi } from '../support/session';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

// Screening questions (issue 26): the employer adds questions in the vacancy form (one a knock-out),
// an editor approves the change, a seeker sees the requirement before applying and answers in the
// apply dialog (one answer missing the knock-out) and reads them on the application's page; the
// employer sees the screened-out count on the vacancy's row and the mark on the candidate (set at
// once, before the delayed rejection), reads the answers and filters by the outcome and an answer.
// The delayed rejection is driven by the API tests' clock, not here. Screenshots at 1366 and 390 px,
// in Russian and English.

const SHOTS = 'test-results/screens';
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const PERMIT = 'Есть ли у вас разрешение на работу в России?';
const ENGLISH = 'Ваш уровень английского?';

const approveChanges = async (request: APIRequestContext, employerToken: string, vacancyId: number) => {
  const vacancy = (await (
    await request.get(`${API_URL}/employer/vacancies/${vacancyId}`, {
      headers: { authorization: `Bearer ${employerToken}` },
    })
  ).json()) as { version: number; pending_changes: Record<string, unknown> | null };
  expect(vacancy.pending_changes?.['questions']).toBeTruthy();
  const editor = (await (await request.post(`${API_URL}/editor/auth/login`, { data: DEMO_EDITOR })).json()) as {
    token: string;
  };
  const approved = await request.post(`${API_URL}/editor/vacancies/${vacancyId}/approve`, {
    headers: { authorization: `Bearer ${editor.token}` },
    data: { version: vacancy.version },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
};

/** The page at 1366 and 390 px, scrolled to what the shot is about (the viewport, not the whole page). */
const shoot = async (page: Page, name: string, focus?: Locator) => {
  for (const [width, viewport] of [
    [1366, LAPTOP],
    [390, PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (focus) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/screening-${name}-${width}.png` });
  }
  await page.setViewportSize(LAPTOP);
};

test.describe('journey: screening questions', () => {
  test('the employer adds questions; a seeker sees the requirement and answers; the employer reads and filters', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const setup = await seedHiring(request, []);

    // The employer adds a knock-out yes/no question and a one-of-several question.
    const employerContext = await browser.newContext({ baseURL: EMPLOYER_URL, viewport: LAPTOP });
    await signInThroughApi(employerContext, request, 'employer', setup.employer);
    const employer = await employerContext.newPage();
    await employer.goto(`/employer/vacancies/${setup.vacancy.id}`);
    await employer.getByRole('button', { name: 'Добавить вопрос' }).click();
    const first = employer.getByRole('region', { name: 'Вопрос 1' });
    await first.getByRole('textbox', { name: 'Вопрос 1' }).fill(PERMIT);
    await first.getByRole('checkbox', { name: 'Обязательный ответ (отсеивающий вопрос)' }).check();
    await expect(first.getByRole('combobox', { name: 'Нужный ответ' })).toHaveValue('true');
    await employer.getByRole('button', { name: 'Добавить вопрос' }).click();
    const second = employer.getByRole('region', { name: 'Вопрос 2' });
    await second.getByRole('combobox', { name: 'Тип ответа' }).selectOption('choice');
    await second.getByRole('textbox', { name: 'Вопрос 2' }).fill(ENGLISH);
    await second.getByRole('textbox', { name: 'Варианты, по одному в строке' }).fill('A2\nB2\nC1');
    await shoot(employer, 'form-ru', first);
    await employer.getByRole('button', { name: 'Отправить изменения на модерацию' }).click();
    await expect(employer.getByText('Есть несохранённые изменения')).toHaveCount(0);
    await approveChanges(request, setup.employerToken, setup.vacancy.id);

    // The seeker sees the requirement before applying, then answers (missing the knock-out).
    const seekerContext = await browser.newContext({ baseURL: SEEKER_URL, viewport: LAPTOP });
    const applicant = await newSeeker(seekerContext, request, {
      desired_position: 'Frontend developer',
      city: 'Kazan',
    });
    const seeker = await seekerContext.newPage();
    await seeker.goto(`/vacancies/${setup.vacancy.id}`);
    const requirements = seeker.getByRole('region', { name: 'Требования, которые проверяются при отклике' });
    await expect(requirements).toContainText(PERMIT);
    await expect(requirements).toContainText('Нужный ответ: Да');
    await expect(requirements).not.toContainText(ENGLISH);
    await seeker.getByRole('button', { name: 'Откликнуться', exact: true }).click();
    const dialog = seeker.getByRole('dialog', { name: /^Отклик на вакансию/ });
    await expect(dialog.getByRole('group', { name: /Вопросы компании/ })).toBeVisible();
    // Unanswered: said next to the questions, nothing sent.
    await dialog.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(dialog.getByText('Ответьте на этот вопрос')).toHaveCount(2);
    await dialog
      .getByRole('group', { name: new RegExp(PERMIT.slice(0, 20)) })
      .getByRole('radio', { name: 'Нет' })
      .check();
    await dialog.getByRole('group', { name: ENGLISH }).getByRole('radio', { name: 'B2' }).check();
    await shoot(seeker, 'apply-ru', dialog.getByRole('group', { name: ENGLISH }));
    await dialog.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(dialog.getByText('Отклик отправлен', { exact: true })).toBeVisible();
    // The seeker's own answers on the application's page.
    await dialog.getByRole('link', { name: 'Посмотреть отклик' }).click();
    const ownAnswers = seeker.getByRole('region', { name: 'Ваши ответы на вопросы компании' });
    await expect(ownAnswers).toContainText(`${PERMIT}Нет`);
    await expect(ownAnswers).toContainText(`${ENGLISH}B2`);
    const applicationUrl = new URL(seeker.url()).pathname;
    await shoot(seeker, 'application-ru', ownAnswers);

    // Screened out at once (the rejection waits): counted on the vacancy's row, marked on the candidate.
    await employer.goto('/employer/vacancies');
    await expect(employer.locator('tr', { hasText: setup.vacancy.title }).getByTestId('screened-out-count')).toHaveText(
      'Отсеяно по вопросам: 1',
    );

    // The employer reads the answers and filters the candidates.
    await employer.goto(`/employer/candidates?vacancy_id=${setup.vacancy.id}`);
    await expect(employer.getByTestId('screened-out')).toHaveText('Отсеян по обязательному ответу');
    const screening = employer.getByRole('combobox', { name: 'Отбор' });
    await expect(screening.getByRole('option', { name: 'Отсеяны (1)' })).toHaveCount(1);
    await screening.selectOption('screened_out');
    await expect(employer).toHaveURL(/screening=screened_out/);
    await expect(employer.getByRole('link', { name: applicant.name })).toBeVisible();
    await shoot(employer, 'candidates-ru');
    await screening.selectOption('passed');
    await expect(employer.getByText('Нет кандидатов по этим условиям.')).toBeVisible();
    await screening.selectOption('');
    // The next filter is chosen on the page the reset led to (as a person would): chosen at once, it was
    // added to the address before the reset, and "passed" stayed in it (CI of 3df1069, on the first try).
    await expect(employer).not.toHaveURL(/screening=/);
    await employer.getByRole('combobox', { name: 'Ответ', exact: true }).selectOption({ label: `${ENGLISH} — B2` });
    await expect(employer).toHaveURL(/question_id=q2&answer=B2/);
    await employer.getByRole('link', { name: applicant.name }).click();
    const answers = employer.getByRole('region', { name: 'Ответы на вопросы для отбора' });
    await expect(answers).toContainText(PERMIT);
    await expect(answers).toContainText('не совпадает с нужным ответом');
    await expect(answers).toContainText('B2');
    await shoot(employer, 'candidate-ru', answers);

    // The same pages in English.
    await chooseLocale(employerContext, 'en');
    await chooseLocale(seekerContext, 'en');
    await employer.goto(`/en/employer/vacancies/${setup.vacancy.id}`);
    await expect(employer.getByRole('region', { name: 'Question 1' })).toBeVisible();
    await shoot(employer, 'form-en', employer.getByRole('region', { name: 'Question 1' }));
    await employer.goto(`/en/employer/candidates?vacancy_id=${setup.vacancy.id}&screening=screened_out`);
    await expect(employer.getByRole('combobox', { name: 'Screening' })).toHaveValue('screened_out');
    await shoot(employer, 'candidates-en');
    await seeker.goto(`/en/vacancies/${setup.vacancy.id}`);
    await expect(seeker.getByRole('region', { name: 'Requirements checked when you apply' })).toContainText(
      'Required answer: Yes',
    );
    await shoot(seeker, 'vacancy-en', seeker.getByRole('region', { name: 'Requirements checked when you apply' }));
    await seeker.goto(`/en${applicationUrl}`);
    const ownAnswersEn = seeker.getByRole('region', { name: 'Your answers to the company’s questions' });
    await expect(ownAnswersEn).toContainText(`${PERMIT}No`);
    await shoot(seeker, 'application-en', ownAnswersEn);
    // Another seeker, in English, opens the dialog with the questions.
    const englishContext = await browser.newContext({ baseURL: SEEKER_URL, viewport: LAPTOP });
    await chooseLocale(englishContext, 'en');
    await newSeeker(englishContext, request, { desired_position: 'Frontend developer', city: 'Kazan' });
    const english = await englishContext.newPage();
    await english.goto(`/en/vacancies/${setup.vacancy.id}`);
    await english.getByRole('button', { name: 'Apply', exact: true }).click();
    const englishDialog = english.getByRole('dialog', { name: /^Apply for/ });
    await englishDialog.getByRole('group', { name: ENGLISH }).getByRole('radio', { name: 'C1' }).check();
    await shoot(english, 'apply-en', englishDialog.getByRole('group', { name: ENGLISH }));
    await englishContext.close();
    await employerContext.close();
    await seekerContext.close();
  });
});
