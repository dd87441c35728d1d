import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { seedHiring } from '../employer/hiring-fixtures';
import { ChatPage } from '../pages/chat-page';
import { newSeeker } from '../support/seeker-account';
import { signInThroughApi } from '../support/session';
import { EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/**
 * Journey (issue 25): a seeker opens the résumé to every employer, an employer finds it in the
 * résumé database and invites the seeker to a vacancy, the seeker accepts, and both see the chat.
 * The company, its vacancy and the seeker's résumé are made through the API (CI time).
 */
test.describe('journey: the résumé database', () => {
  test('seeker shows the résumé, employer finds and invites, seeker accepts, both chat', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const setup = await seedHiring(request, []);
    // A position no other résumé of this database has: the search finds this seeker first.
    const position = `Гляциолог ${randomUUID().slice(0, 4)}`;

    // 1. The seeker (résumé saved through the API) chooses who sees it on the profile page.
    const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
    const seeker = await newSeeker(seekerContext, request, {
      desired_position: position,
      city: 'Москва',
      skills: ['Гляциология', 'ГИС'],
      experience: '3-6',
    });
    const seekerPage = await seekerContext.newPage();
    await seekerPage.goto('/profile');
    const visibility = seekerPage.getByRole('region', { name: 'Видимость и поиск работы' });
    // «Все работодатели» starts two choices' names («…, кроме…» too): the first, with its hint.
    await visibility.getByRole('radio', { name: /^Все работодатели Компании/ }).check();
    await visibility.getByLabel('Поиск работы').selectOption('open');
    await visibility.getByRole('button', { name: 'Сохранить, кто видит' }).click();
    await expect(visibility.getByRole('status')).toHaveText('Сохранено.');

    // 2. The employer finds the résumé by a word with a typo and invites the seeker.
    const employerContext = await browser.newContext({ baseURL: EMPLOYER_URL });
    await signInThroughApi(employerContext, request, 'employer', setup.employer);
    const employerPage = await employerContext.newPage();
    await employerPage.goto('/employer/resumes');
    await employerPage.getByLabel('Слова').fill('гляцеолог');
    await employerPage.getByRole('button', { name: 'Найти' }).click();
    const card = employerPage.getByRole('listitem').filter({ hasText: seeker.name });
    await expect(card).toContainText('Рассматриваю предложения');
    await card.getByRole('link', { name: position }).click();
    await expect(employerPage.getByRole('heading', { level: 1, name: position })).toBeVisible();
    const invite = employerPage.getByRole('region', { name: 'Пригласить на вакансию' });
    await invite.getByLabel('Вакансия').selectOption({ label: setup.vacancy.title });
    await expect(invite.getByLabel('Сообщение')).not.toHaveValue('');
    await invite.getByLabel('Сообщение').fill('Здравствуйте! Приглашаем на собеседование.');
    await invite.getByRole('button', { name: 'Отправить приглашение' }).click();
    await expect(invite.getByRole('status')).toHaveText('Приглашение отправлено.');
    await expect(invite.getByRole('list', { name: 'Отправленные приглашения' })).toContainText('ждёт ответа');

    // The invitation waits in the vacancy's pipeline with a status of its own.
    await employerPage.goto(`/employer/candidates?vacancy_id=${setup.vacancy.id}`);
    const invitations = employerPage.getByRole('navigation', { name: 'Приглашения по статусам' });
    await invitations.getByRole('link', { name: 'Приглашения, Ждёт ответа: 1' }).click();
    const pending = employerPage.getByRole('list', { name: '1 приглашение' });
    await expect(pending.getByRole('listitem')).toContainText(seeker.name);
    await expect(pending.getByRole('listitem')).toContainText('Ждёт ответа');

    // 3. The seeker sees the invitation and accepts: an application in «invited» with the chat open.
    await seekerPage.goto('/invitations');
    const invitation = seekerPage.getByRole('region', { name: setup.vacancy.title });
    await expect(invitation).toContainText('Здравствуйте! Приглашаем на собеседование.');
    await invitation.getByRole('button', { name: 'Принять' }).click();
    await expect(seekerPage).toHaveURL(/\/applications\/\d+$/);
    await seekerPage.goto('/chat');
    await seekerPage
      .getByRole('link', { name: new RegExp(setup.company) })
      .first()
      .click();
    await expect(new ChatPage(seekerPage).history).toContainText(
      `Принимаю приглашение на вакансию «${setup.vacancy.title}»`,
    );

    // 4. The employer sees the same chat.
    await employerPage.goto('/employer/chats');
    await employerPage
      .getByRole('link', { name: new RegExp(seeker.name) })
      .first()
      .click();
    await expect(employerPage).toHaveURL(/\/employer\/chats\/\d+/);
    await expect(new ChatPage(employerPage).history).toContainText('Принимаю приглашение');
    await seekerContext.close();
    await employerContext.close();
  });
});
