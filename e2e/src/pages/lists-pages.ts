import { expect, type Locator, type Page } from '@playwright/test';

/** The seeker's lists in Russian: saving a search, the heart, the hide menu, and the pages behind them. */
export class ListsPages {
  constructor(private readonly page: Page) {}

  /** On `/vacancies`: "Save search" with the alert chosen (the name stays as suggested). */
  async saveSearch(alert: 'Сразу' | 'Раз в день' | 'Без уведомлений') {
    await this.page.getByRole('button', { name: 'Сохранить поиск' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Сохранить поиск' });
    await expect(dialog.getByLabel('Название')).not.toHaveValue('');
    await dialog.getByLabel('Уведомления о новых вакансиях').selectOption({ label: alert });
    await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Поиск сохранён');
    await dialog.getByRole('button', { name: 'Готово' }).click();
  }

  heart(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`«${escape(title)}».*избранно`) }).first();
  }

  async hideCompanyOf(title: string) {
    await this.page
      .getByRole('button', { name: `Другие действия с «${title}»` })
      .first()
      .click();
    await this.page.getByRole('button', { name: 'Скрыть компанию' }).click();
  }

  resultLink(title: string): Locator {
    return this.page.getByRole('link', { name: title });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
