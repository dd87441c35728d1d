import { expect, test } from '@playwright/test';
import { CandidateListPage, CandidatePage, STATUS_RU, TemplatesPage } from '../pages/candidate-pages';
import { signInThroughApi } from '../support/session';
import { moveThroughApi, seedHiring } from './hiring-fixtures';

test.describe('employer candidates (the hiring loop)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the list shows the funnel counts per status, filters by status and finds a candidate by name', async ({
    page,
    context,
    request,
  }) => {
    const setup = await seedHiring(request, [
      { name: 'Анна Смирнова' },
      { name: 'Борис Петров' },
      { name: 'Вера Орлова' },
    ]);
    await moveThroughApi(request, setup.employerToken, setup.candidates[2].applicationId, 'rejected');
    await signInThroughApi(context, request, 'employer', setup.employer);

    const list = new CandidateListPage(page);
    await list.open(setup.vacancy.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Кандидаты: ${setup.vacancy.title}`);
    await expect(list.funnelLink('Все', 3)).toHaveAttribute('aria-current', 'page');
    await expect(list.funnelLink(STATUS_RU.new, 2)).toBeVisible();
    await expect(list.funnelLink(STATUS_RU.rejected, 1)).toBeVisible();
    await expect(list.funnelLink(STATUS_RU.invited, 0)).toBeVisible();
    // Newest first.
    await expect(list.list().getByRole('link')).toHaveText(['Вера Орлова', 'Борис Петров', 'Анна Смирнова']);

    await list.funnelLink(STATUS_RU.rejected, 1).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(list.list().getByRole('link')).toHaveText(['Вера Орлова']);

    await list.funnelLink('Все', 3).click();
    await list.search('Борис');
    await expect(page).toHaveURL(/q=%D0%91%D0%BE%D1%80%D0%B8%D1%81/);
    await expect(list.list().getByRole('link')).toHaveText(['Борис Петров']);
    // The funnel counts follow the search.
    await expect(list.funnelLink('Все', 1)).toBeVisible();
  });

  test('opening a candidate shows the résumé as sent, the cover letter, contacts and the history, and marks it viewed', async ({
    page,
    context,
    request,
  }) => {
    const setup = await seedHiring(request, [
      {
        name: 'Дмитрий Волков',
        position: 'React developer',
        coverLetter: 'Добрый день! Пишу формы на React шесть лет.',
      },
    ]);
    const [candidate] = setup.candidates;
    await signInThroughApi(context, request, 'employer', setup.employer);

    const list = new CandidateListPage(page);
    await list.open(setup.vacancy.id);
    await list.candidateLink(candidate.name).click();
    const view = new CandidatePage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.name);
    await expect(view.status()).toHaveText(STATUS_RU.viewed);

    const contacts = view.region('Контакты');
    await expect(contacts.getByRole('link', { name: candidate.email })).toHaveAttribute(
      'href',
      `mailto:${candidate.email}`,
    );
    await expect(view.region('Сопроводительное письмо')).toContainText('Пишу формы на React шесть лет.');
    const resume = view.region('Резюме, как оно было отправлено');
    for (const text of [
      'React developer',
      'Казань',
      '180 000',
      'Удалённо',
      'Playwright',
      'Web developer',
      'Previous Studio',
      'Kazan Federal University',
      'B2',
      'I like clean interfaces and tidy tests.',
    ]) {
      await expect(resume).toContainText(text);
    }
    const history = view.region('История').getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(STATUS_RU.new);
    await expect(history.nth(1)).toContainText(STATUS_RU.viewed);
    // The chat with the candidate is beside, with the cover letter the application posted there.
    await expect(view.chat()).toContainText('Пишу формы на React шесть лет.');
  });

  test('invites a candidate with the template edited; the chat shows the message; undo takes it back', async ({
    page,
    context,
    request,
  }) => {
    const setup = await seedHiring(request, [{ name: 'Елена Козлова' }]);
    const [candidate] = setup.candidates;
    await signInThroughApi(context, request, 'employer', setup.employer);

    const view = new CandidatePage(page);
    await view.open(candidate.applicationId);
    await expect(view.status()).toHaveText(STATUS_RU.viewed);
    const { message, confirm, dialog } = await view.startMove('invited');
    // The company's template, filled in with the candidate, the vacancy and the company.
    await expect(message).toHaveValue(new RegExp(candidate.name));
    await expect(message).toHaveValue(new RegExp(setup.vacancy.title));
    await message.pressSequentially(' Удобно во вторник в 11:00?');
    await confirm.click();
    await expect(dialog).toBeHidden();

    await expect(view.status()).toHaveText(STATUS_RU.invited);
    await expect(view.chat()).toContainText('Удобно во вторник в 11:00?');
    await expect(page.getByText('Приглашение на собеседование отправлено.')).toBeVisible();

    await view.undoFromToast();
    await expect(view.status()).toHaveText(STATUS_RU.viewed);
    await expect(page.getByText(`Шаг отменён: статус снова «${STATUS_RU.viewed}».`)).toBeVisible();
    await page.reload();
    await expect(view.status()).toHaveText(STATUS_RU.viewed);
  });

  test('a rejection needs a reason; the page button undoes the last move', async ({ page, context, request }) => {
    const setup = await seedHiring(request, [{ name: 'Жанна Морозова' }]);
    const [candidate] = setup.candidates;
    await signInThroughApi(context, request, 'employer', setup.employer);

    const view = new CandidatePage(page);
    await view.open(candidate.applicationId);
    const { dialog, confirm } = await view.startMove('rejected');
    await confirm.click();
    const reason = dialog.getByRole('combobox', { name: 'Причина' });
    await expect(dialog.getByText('Выберите причину отказа.')).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(view.status()).toHaveText(STATUS_RU.viewed);

    await reason.selectOption({ label: 'Навыки не подходят' });
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(view.status()).toHaveText(STATUS_RU.rejected);
    await expect(page.getByText('Причина отказа: Навыки не подходят')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: `Отменить последний шаг (вернуть в «${STATUS_RU.viewed}»)` }).click();
    await expect(view.status()).toHaveText(STATUS_RU.viewed);
  });

  test('a bulk move moves those it can and lists the skipped ones with the reason', async ({
    page,
    context,
    request,
  }) => {
    const setup = await seedHiring(request, [
      { name: 'Зоя Белова' },
      { name: 'Игорь Новиков' },
      { name: 'Кира Соколова' },
    ]);
    // Already hired: an invitation is not possible from there.
    await moveThroughApi(request, setup.employerToken, setup.candidates[0].applicationId, 'hired');
    await signInThroughApi(context, request, 'employer', setup.employer);

    const list = new CandidateListPage(page);
    await list.open(setup.vacancy.id);
    await list.selectAll();
    await expect(page.getByText('Выбрано 3 кандидата')).toBeVisible();
    await list.bulkMove('invited');

    await expect(list.summary()).toContainText('2 кандидата переведены в статус «Приглашён».');
    await expect(list.summary()).toContainText('Пропущен 1 кандидат:');
    await expect(list.summary()).toContainText('Зоя Белова: из его статуса такой шаг невозможен');
    await expect(list.funnelLink(STATUS_RU.invited, 2)).toBeVisible();
    await expect(list.funnelLink(STATUS_RU.hired, 1)).toBeVisible();
  });

  test('the templates page saves a template and the next move starts from it', async ({ page, context, request }) => {
    const setup = await seedHiring(request, [{ name: 'Лев Егоров' }]);
    const [candidate] = setup.candidates;
    await signInThroughApi(context, request, 'employer', setup.employer);

    const templates = new TemplatesPage(page);
    await templates.open();
    await expect(page.getByText('— имя кандидата')).toBeVisible();
    const offer = templates.field('Предложение о работе');
    await offer.fill('{name}, компания {company} рада предложить вам работу: {vacancy}.');
    await templates.save();
    await page.reload();
    await expect(offer).toHaveValue('{name}, компания {company} рада предложить вам работу: {vacancy}.');

    const view = new CandidatePage(page);
    await view.open(candidate.applicationId);
    const { message } = await view.startMove('offer');
    await expect(message).toHaveValue(
      `${candidate.name}, компания ${setup.company} рада предложить вам работу: ${setup.vacancy.title}.`,
    );
  });
});
