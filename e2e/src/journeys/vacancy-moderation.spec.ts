import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { EditorLoginPage } from '../pages/editor-login-page';
import { EmployerLoginPage } from '../pages/employer-pages';
import { EditorVacancyPages, EmployerVacancyPages } from '../pages/vacancy-admin-pages';
import { DEMO_EDITOR, DEMO_EMPLOYER } from '../support/accounts';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

const DESCRIPTION =
  'We are looking for a support engineer who likes helping people. You will answer questions from our customers, ' +
  'find the cause of their problems together with the developers and write short guides so the same question ' +
  'never has to be asked twice. We teach everything you need in the first month.';

test('a vacancy goes through moderation across the three apps and the seeker finds it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A word, not a number that could read as pay («00123456»): the search finds it by its words.
  const title = `Support engineer ref${randomUUID().slice(0, 8)}`;

  // The demo employer creates the vacancy and submits it for review.
  const employerContext = await browser.newContext({ baseURL: EMPLOYER_URL });
  const employerPage = await employerContext.newPage();
  await new EmployerLoginPage(employerPage).signIn(DEMO_EMPLOYER);
  await expect(employerPage).toHaveURL(`${EMPLOYER_URL}/employer`);
  const employer = new EmployerVacancyPages(employerPage);
  const id = await employer.createAndSubmit({ title, description: DESCRIPTION, city: 'Kazan' });

  // Not public while on review: no vacancy page, not in search.
  expect((await request.get(`${API_URL}/vacancies/${id}`)).status()).toBe(404);
  const hidden = await request.get(`${API_URL}/vacancies`, { params: { q: title } });
  expect(hidden.ok()).toBe(true);
  expect(((await hidden.json()) as { items: { id: number }[] }).items.map((item) => item.id)).not.toContain(id);

  // The demo editor rejects it with a reason.
  const editorContext = await browser.newContext({ baseURL: ADMIN_URL });
  const editorPage = await editorContext.newPage();
  await new EditorLoginPage(editorPage).signIn(DEMO_EDITOR);
  await expect(editorPage).toHaveURL(`${ADMIN_URL}/edit-vacancies-list`);
  const editor = new EditorVacancyPages(editorPage);
  // Found in the review queue through the type-to-search company filter.
  expect(await editor.openFromQueue('demo comp', 'Demo Company', title)).toBe(id);
  const reason = 'Please state the salary range: candidates ask about it first.';
  await editor.reject(reason);

  // The employer sees the reason, fixes the vacancy and submits it again.
  await employer.open(id);
  await expect(employer.rejection()).toContainText(reason);
  await employer.setSalary(90_000);
  // Leaving with the unsaved fix asks first; the user stays and keeps it.
  await employer.tryToLeaveAndStay();
  await expect(employerPage.getByLabel('Зарплата от')).toHaveValue('90000');
  await employer.resubmit();

  // The editor approves it.
  await editor.open(id);
  await editor.approve();

  // A seeker opens it and finds it in search.
  expect((await request.get(`${API_URL}/vacancies/${id}`)).status()).toBe(200);
  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
  const seekerPage = await seekerContext.newPage();
  await seekerPage.goto(`/vacancies/${id}`);
  await expect(seekerPage.getByRole('heading', { name: title })).toBeVisible();
  await seekerPage.goto(`/vacancies?q=${encodeURIComponent(title)}`);
  await expect(seekerPage.getByRole('link', { name: title }).first()).toBeVisible();

  await Promise.all([employerContext.close(), editorContext.close(), seekerContext.close()]);
});

test('an editor orders three vacancies in "no experience" and the seeker sees that order', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const editorContext = await browser.newContext({ baseURL: ADMIN_URL });
  const editorPage = await editorContext.newPage();
  await new EditorLoginPage(editorPage).signIn(DEMO_EDITOR);
  await expect(editorPage).toHaveURL(`${ADMIN_URL}/edit-vacancies-list`);
  const editor = new EditorVacancyPages(editorPage);

  const [first, second, third] = await editor.fillCollection('no-experience', '', 3);
  // Chosen order: third, first, second — the third moves up twice by keyboard.
  await editor.moveUpByKeyboard(third);
  await editor.moveUpByKeyboard(third);
  expect(await editor.collectionTitles()).toEqual([third, first, second]);
  await editor.saveCollection();

  // The public collection has exactly this order, marked as editors' picks.
  const collection = await request.get(`${API_URL}/collections/no-experience`);
  expect(collection.ok()).toBe(true);
  const body = (await collection.json()) as { items: { title: string; editors_pick: boolean }[] };
  expect(body.items.map((item) => item.title)).toEqual([third, first, second]);
  expect(body.items.every((item) => item.editors_pick)).toBe(true);

  // The seeker's home page shows the collection in that order.
  const seekerContext = await browser.newContext({ baseURL: SEEKER_URL });
  const seekerPage = await seekerContext.newPage();
  await seekerPage.goto('/');
  const section = seekerPage.getByRole('region', { name: 'Без опыта' });
  await expect(section.getByRole('link', { name: third }).first()).toBeVisible();
  const shown = await section.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  const positions = [third, first, second].map((title) => shown.findIndex((text) => text.includes(title)));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  await Promise.all([editorContext.close(), seekerContext.close()]);
});
