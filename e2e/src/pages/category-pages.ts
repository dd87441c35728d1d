import { expect, type Locator, type Page } from '@playwright/test';

/** The editor app's categories page (`/edit-vacancies-list/categories`), in Russian. */
export class CategoryPages {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Категории', exact: true }).click();
    await expect(this.page).toHaveURL(/\/edit-vacancies-list\/categories$/);
    await expect(this.list()).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Категории' });
  }

  /** The list item of a category, by its name in the interface language. */
  item(name: string): Locator {
    return this.list()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: `Переименовать «${name}»` }) });
  }

  async add(category: { slug: string; nameRu: string; nameEn: string }) {
    const form = this.page.getByRole('region', { name: 'Новая категория' });
    await form.getByLabel('Название на русском').fill(category.nameRu);
    await form.getByLabel('Название на английском').fill(category.nameEn);
    await form.getByLabel('Имя в адресе (slug)').fill(category.slug);
    await form.getByRole('button', { name: 'Добавить категорию' }).click();
    await expect(this.item(category.nameRu)).toBeVisible();
  }

  async rename(name: string, next: { nameRu: string; nameEn: string }) {
    await this.page.getByRole('button', { name: `Переименовать «${name}»` }).click();
    const form = this.page.getByRole('form', { name: `Переименовать «${name}»` });
    await form.getByLabel('Название на русском').fill(next.nameRu);
    await form.getByLabel('Название на английском').fill(next.nameEn);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(this.item(next.nameRu)).toBeVisible();
  }

  /** The names in the list, in order. */
  async names(): Promise<string[]> {
    return (await this.list().getByRole('listitem').locator('strong').allTextContents()).map((text) => text.trim());
  }
}
