import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_EDITOR } from '../support/accounts';
import { API_URL } from '../support/urls';
import { CategoryPages } from '../pages/category-pages';
import { EditorLoginPage } from '../pages/editor-login-page';

type PublicCategories = { items: Array<{ slug: string; name_ru: string }> };

test('an editor adds a category, renames, hides, moves and deletes it; seekers see what editors decide', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const slug = `e2e-${suffix}`;
  const seekerCategories = async () =>
    ((await (await request.get(`${API_URL}/categories`)).json()) as PublicCategories).items;

  await new EditorLoginPage(page).signIn(DEMO_EDITOR);
  await expect(page).toHaveURL(/\/edit-vacancies-list$/);
  const categories = new CategoryPages(page);
  await categories.open();

  // The standard set is there (migration 0013), and one used by vacancies cannot be deleted.
  const it = categories.item('Информационные технологии');
  await expect(it).toContainText(/\d+ ваканси/);
  await expect(it.getByRole('button', { name: 'Удалить «Информационные технологии»' })).toBeDisabled();

  await categories.add({ slug, nameRu: `Космос ${suffix}`, nameEn: `Space ${suffix}` });
  expect((await seekerCategories()).map((item) => item.slug)).toContain(slug);

  await categories.rename(`Космос ${suffix}`, { nameRu: `Космонавтика ${suffix}`, nameEn: `Spaceflight ${suffix}` });
  const name = `Космонавтика ${suffix}`;
  await expect(categories.item(name)).toContainText(`Spaceflight ${suffix}`);

  await page.getByRole('button', { name: `Скрыть «${name}»` }).click();
  await expect(categories.item(name)).toContainText('скрыта');
  await expect.poll(async () => (await seekerCategories()).map((item) => item.slug)).not.toContain(slug);
  await page.getByRole('button', { name: `Показать «${name}»` }).click();
  await expect.poll(async () => (await seekerCategories()).map((item) => item.slug)).toContain(slug);

  // Added at the end; one step up puts it before the last but one.
  const before = await categories.names();
  expect(before.at(-1)).toBe(name);
  await page.getByRole('button', { name: `Переместить «${name}» выше` }).click();
  await expect.poll(() => categories.names()).toEqual([...before.slice(0, -2), name, before.at(-2)]);
  await expect
    .poll(async () => (await seekerCategories()).map((item) => item.name_ru).slice(-2))
    .toEqual([name, before.at(-2)]);

  // The audit log names the category and links to this page.
  await page.getByRole('link', { name: 'Журнал действий' }).click();
  await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', '/edit-vacancies-list/categories');

  await categories.open();
  await page.getByRole('button', { name: `Удалить «${name}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить категорию?' });
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(categories.item(name)).toHaveCount(0);
  expect((await seekerCategories()).map((item) => item.slug)).not.toContain(slug);
});
