import { expect, type Page } from '@playwright/test';

export type VacancyDraft = { title: string; description: string; city: string };

/** The employer app's vacancy pages (`/employer/vacancies/...`). */
export class EmployerVacancyPages {
  constructor(private readonly page: Page) {}

  /** Fills the new-vacancy form and submits it for review; resolves with the new vacancy's id. */
  async createAndSubmit(draft: VacancyDraft): Promise<number> {
    await this.page.goto('/employer/vacancies/new');
    await this.page.getByLabel('Название').fill(draft.title);
    await this.page.getByLabel('Описание').fill(draft.description);
    await this.page.getByLabel('Город').fill(draft.city);
    await this.page.getByLabel('Опыт работы').selectOption('none');
    await this.page.getByLabel('Занятость').selectOption('full');
    await this.page.getByLabel('График работы').selectOption('remote');
    await this.page.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await expect(this.page).toHaveURL(/\/employer\/vacancies\/\d+$/);
    await expect(this.page.getByRole('heading', { name: 'На модерации' })).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  async open(id: number) {
    await this.page.goto(`/employer/vacancies/${id}`);
  }

  rejection() {
    return this.page.getByRole('alert').filter({ hasText: 'Отклонена редактором' });
  }

  async setSalary(from: number) {
    await this.page.getByLabel('Зарплата от').fill(String(from));
    await expect(this.page.getByText('Есть несохранённые изменения')).toBeVisible();
  }

  /** Tries to go back to the list with unsaved changes: the app asks, and the user stays. */
  async tryToLeaveAndStay() {
    const url = this.page.url();
    await this.page.getByRole('link', { name: 'К вакансиям' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Уйти без сохранения?' });
    await dialog.getByRole('button', { name: 'Остаться на странице' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.page).toHaveURL(url);
  }

  async resubmit() {
    await this.page.getByRole('button', { name: 'Снова отправить на модерацию' }).click();
    await expect(this.page.getByRole('heading', { name: 'На модерации' })).toBeVisible();
    await expect(this.page.getByText('Есть несохранённые изменения')).toHaveCount(0);
  }
}

/** The editor app's vacancy and collection pages (`/edit-vacancies-list/...`). */
export class EditorVacancyPages {
  constructor(private readonly page: Page) {}

  async open(id: number) {
    await this.page.goto(`/edit-vacancies-list/${id}`);
  }

  /**
   * Finds a vacancy in the review queue of a company picked by typing part of its name, opens it
   * and resolves with its id.
   */
  async openFromQueue(companyPart: string, companyName: string, title: string): Promise<number> {
    await this.page.goto('/edit-vacancies-list');
    await this.page.getByRole('combobox', { name: 'Компания' }).fill(companyPart);
    await this.page
      .getByRole('listbox', { name: 'Компания: найденные' })
      .getByRole('option', { name: companyName, exact: true })
      .click();
    await expect(this.page).toHaveURL(/company_id=\d+/);
    // The checkbox is a URL filter: click it, then wait for the box and the URL to say so.
    const onlyWaiting = this.page.getByLabel('Только ждущие модерации');
    await onlyWaiting.click();
    await expect(onlyWaiting).toBeChecked();
    await expect(this.page).toHaveURL(/[?&]needs_review=true(&|$)/);
    await this.page.getByRole('search', { name: 'Вакансии' }).getByLabel('Поиск').fill(title);
    await this.page.getByRole('search', { name: 'Вакансии' }).getByRole('button', { name: 'Найти' }).click();
    await this.page.getByRole('table').getByRole('link', { name: title, exact: true }).click();
    await expect(this.page).toHaveURL(/\/edit-vacancies-list\/\d+$/);
    await expect(this.page.getByRole('heading', { name: 'Ждёт модерации' })).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  async reject(reason: string) {
    await this.page.getByRole('button', { name: 'Отклонить…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Отклонить с указанием причины' });
    await dialog.getByLabel('Причина, которую увидит работодатель').fill(reason);
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await expect(this.page.getByText('Отклонена. Работодатель увидит вашу причину.')).toBeVisible();
  }

  async approve() {
    await this.page.getByRole('button', { name: 'Одобрить' }).click();
    await expect(this.page.getByText('Одобрено: вакансия опубликована.')).toBeVisible();
  }

  /** Empties a collection, adds the first `count` published search results, returns their titles in order. */
  async fillCollection(slug: 'similar' | 'recommended' | 'no-experience', query: string, count: number) {
    await this.page.goto(`/edit-vacancies-list/${slug}`);
    const order = this.page.getByRole('list', { name: 'Порядок в подборке' });
    // Loaded: the ordered list, or the note that the collection is empty (the counter shows before either).
    const empty = this.page.getByText('Подборка пуста.', { exact: false });
    await expect(order.or(empty)).toBeVisible();
    while ((await order.count()) > 0 && (await order.getByRole('listitem').count()) > 0) {
      await order
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Убрать «/ })
        .click();
    }
    await this.page.getByLabel('Найти опубликованную вакансию').fill(query);
    await this.page
      .getByRole('search', { name: 'Опубликованные вакансии' })
      .getByRole('button', { name: 'Найти' })
      .click();
    const results = this.page.getByRole('list', { name: 'Результаты поиска' });
    const addButtons = results.getByRole('button', { name: /^Добавить «/ });
    await expect(addButtons.nth(count - 1)).toBeVisible();
    for (let i = 0; i < count; i += 1) await addButtons.first().click();
    return this.collectionTitles();
  }

  async collectionTitles(): Promise<string[]> {
    const items = this.page.getByRole('list', { name: 'Порядок в подборке' }).getByRole('listitem');
    return items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('a')?.textContent ?? ''));
  }

  /** Moves an item up with the keyboard (focus its Move up button, press Enter). */
  async moveUpByKeyboard(title: string) {
    const button = this.page.getByRole('button', { name: `Переместить «${title}» выше`, exact: true });
    await button.focus();
    await this.page.keyboard.press('Enter');
  }

  async saveCollection() {
    await this.page.getByRole('button', { name: 'Сохранить порядок' }).click();
    await expect(this.page.getByText('Подборка сохранена. Теперь соискатели видят этот порядок.')).toBeAttached();
    await expect(this.page.getByText('Есть несохранённые изменения')).toHaveCount(0);
  }
}
