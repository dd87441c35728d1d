import { expect, type Locator, type Page } from '@playwright/test';

/** Russian names of the application statuses, as the employer app shows them. */
export const STATUS_RU = {
  new: 'Новый',
  viewed: 'Просмотрен',
  invited: 'Приглашён',
  offer: 'Предложение',
  hired: 'Принят на работу',
  rejected: 'Отказ',
  withdrawn: 'Отозван',
  expired: 'Истёк',
} as const;

/** The employer's moves, as the buttons say them. */
export const MOVE_RU = {
  invited: 'Пригласить на собеседование',
  offer: 'Сделать предложение',
  hired: 'Принять на работу',
  rejected: 'Отказать',
} as const;

type Move = keyof typeof MOVE_RU;

/** `/employer/candidates`: the funnel, filters, the list and bulk moves (Russian interface). */
export class CandidateListPage {
  constructor(private readonly page: Page) {}

  async open(vacancyId?: number) {
    await this.page.goto(vacancyId ? `/employer/candidates?vacancy_id=${vacancyId}` : '/employer/candidates');
    await expect(this.funnel()).toBeVisible();
  }

  funnel(): Locator {
    return this.page.getByRole('navigation', { name: 'Кандидаты по статусам' });
  }

  /** A funnel entry by its label and count ("Новый: 2"); `Все` for every status. */
  funnelLink(label: string, count: number): Locator {
    return this.funnel().getByRole('link', { name: `${label}: ${count}`, exact: true });
  }

  list(): Locator {
    return this.page.getByRole('list', { name: /^\d+ кандидат/ });
  }

  candidateLink(name: string): Locator {
    return this.list().getByRole('link', { name, exact: true });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Поиск по имени' }).fill(text);
    await this.page.getByRole('button', { name: 'Найти' }).click();
  }

  async select(name: string) {
    await this.page.getByRole('checkbox', { name: `Выбрать: ${name}` }).check();
  }

  async selectAll() {
    await this.page.getByRole('checkbox', { name: 'Выбрать всех на этой странице' }).check();
  }

  /** Moves the selected candidates, keeping the template, with a reason for a rejection. */
  async bulkMove(move: Move, reason?: string) {
    await this.page
      .getByRole('group', { name: 'Перевести выбранных кандидатов' })
      .getByRole('button', { name: MOVE_RU[move] })
      .click();
    const dialog = this.page.getByRole('dialog');
    if (reason) await dialog.getByRole('combobox', { name: 'Причина' }).selectOption({ label: reason });
    await dialog.getByRole('button', { name: new RegExp(`^${MOVE_RU[move]} \\(`) }).click();
    await expect(dialog).toBeHidden();
  }

  summary(): Locator {
    return this.page.getByRole('status', { name: 'Итог группового перевода' });
  }
}

/** `/employer/candidates/{id}`: the candidate, the moves, undo and the chat beside. */
export class CandidatePage {
  constructor(private readonly page: Page) {}

  async open(applicationId: number) {
    await this.page.goto(`/employer/candidates/${applicationId}`);
    await expect(this.page.getByRole('region', { name: 'Контакты' })).toBeVisible();
  }

  status(): Locator {
    return this.page.getByText('Статус:').locator('xpath=following-sibling::*[1]');
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  moveButton(move: Move): Locator {
    return this.page.getByRole('group', { name: 'Перевести кандидата' }).getByRole('button', { name: MOVE_RU[move] });
  }

  /** Opens a move's dialog; returns it with the message box (prefilled from the company's template). */
  async startMove(move: Move) {
    await this.moveButton(move).click();
    const dialog = this.page.getByRole('dialog');
    const message = dialog.getByRole('textbox', { name: 'Сообщение кандидату' });
    await expect(message).not.toHaveValue('');
    return { dialog, message, confirm: dialog.getByRole('button', { name: MOVE_RU[move], exact: true }) };
  }

  /** A whole move: optionally text appended to the template and a rejection reason. */
  async move(move: Move, options: { append?: string; reason?: string } = {}) {
    const { dialog, message, confirm } = await this.startMove(move);
    if (options.append) await message.pressSequentially(options.append);
    if (options.reason) await dialog.getByRole('combobox', { name: 'Причина' }).selectOption({ label: options.reason });
    await confirm.click();
    await expect(dialog).toBeHidden();
  }

  /** The "Undo" of the toast shown after a move. */
  async undoFromToast() {
    await this.page.getByRole('button', { name: 'Отменить', exact: true }).click();
  }

  /** The chat with the candidate beside the details. */
  chat(): Locator {
    return this.page.getByRole('region', { name: /^Чат с кандидатом / });
  }
}

/** `/employer/templates`: the company's message per step. */
export class TemplatesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/employer/templates');
    await expect(this.field('Предложение о работе')).not.toHaveValue('');
  }

  field(label: 'Приглашение на собеседование' | 'Предложение о работе' | 'Принят на работу' | 'Отказ'): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Сохранить шаблоны' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Шаблоны сохранены.' })).toBeVisible();
  }
}
