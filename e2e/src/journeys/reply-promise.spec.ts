import { expect, test } from '@playwright/test';
import { CandidateListPage } from '../pages/candidate-pages';
import { seedHiring } from '../employer/hiring-fixtures';
import { signInThroughApi } from '../support/session';
import { API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const DAY = 86_400_000;

// The reply promise (issue 26): the vacancy states it to seekers; the employer's candidate list
// shows each unanswered application's due time and marks it overdue once that has passed (here the
// browser's clock is moved on: the API's own clock is driven in its tests).
test.describe('journey: the reply promise', () => {
  test('the vacancy and company pages state the promise; the candidate list shows the due time, then overdue', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const setup = await seedHiring(request, [{ name: 'Ольга Промисова' }]);
    const application = (await (
      await request.get(`${API_URL}/employer/applications/${setup.candidates[0]?.applicationId}`, {
        headers: { authorization: `Bearer ${setup.employerToken}` },
      })
    ).json()) as { reply_due_at: string; created_at: string };
    expect(new Date(application.reply_due_at).getTime() - new Date(application.created_at).getTime()).toBe(5 * DAY);

    // A visitor sees the promise on the vacancy page and on the company's.
    const visitor = await browser.newPage({ baseURL: SEEKER_URL });
    await visitor.goto(`/vacancies/${setup.vacancy.id}`);
    await expect(visitor.getByTestId('reply-promise')).toHaveText('Отвечаем в течение 5 дней');
    await visitor.getByRole('link', { name: setup.company, exact: true }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: setup.company })).toBeVisible();
    await expect(visitor.getByTestId('reply-promise')).toHaveText('Отвечаем в течение 5 дней');
    await visitor.close();

    // The employer sees by when to answer…
    const context = await browser.newContext({ baseURL: EMPLOYER_URL });
    await signInThroughApi(context, request, 'employer', setup.employer);
    const page = await context.newPage();
    const list = new CandidateListPage(page);
    await list.open(setup.vacancy.id);
    await expect(page.getByTestId('reply-due')).toContainText('Ответить до');
    await expect(page.getByTestId('reply-overdue')).toHaveCount(0);

    // …and, six days on, that the promise was broken.
    const later = await context.newPage();
    await later.clock.install({ time: new Date(Date.now() + 6 * DAY) });
    await new CandidateListPage(later).open(setup.vacancy.id);
    await expect(later.getByTestId('reply-overdue')).toHaveText('Просрочен');
    await context.close();
  });
});
