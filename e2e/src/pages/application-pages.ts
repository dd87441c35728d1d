import { expect, type Locator, type Page } from '@playwright/test';

/** The apply dialog ("Отклик на вакансию «…»"), opened from a vacancy page or a search result. */
export class ApplyDialog {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog', { name: /^Отклик на вакансию/ });
  }

  get resume(): Locator {
    return this.root.getByRole('region', { name: 'Резюме, которое увидит компания' });
  }

  get letter(): Locator {
    return this.root.getByRole('textbox', { name: 'Сопроводительное письмо (необязательно)' });
  }

  /** The "To apply, your résumé needs: …" notice. */
  get missingNotice(): Locator {
    return this.root.getByRole('alert');
  }

  async draftWithAssistant() {
    await this.root.getByRole('button', { name: 'Набросать с ассистентом' }).click();
    await expect(this.letter).not.toHaveValue('');
  }

  async send() {
    await this.root.getByRole('button', { name: 'Отправить отклик' }).click();
  }

  async completeResume() {
    await this.root.getByRole('button', { name: 'Дополнить резюме' }).click();
  }

  get sent(): Locator {
    return this.root.getByText('Отклик отправлен', { exact: true });
  }

  get alreadyApplied(): Locator {
    return this.root.getByText('Вы уже откликнулись на эту вакансию');
  }

  get applicationLink(): Locator {
    return this.root.getByRole('link', { name: 'Посмотреть отклик' });
  }

  get chatLink(): Locator {
    return this.root.getByRole('link', { name: 'Открыть чат с компанией' });
  }
}

/** `/vacancies/{id}` as the applicant sees it: Apply, or "Вы откликнулись · статус". */
export class ApplyingVacancyPage {
  readonly dialog: ApplyDialog;

  constructor(private readonly page: Page) {
    this.dialog = new ApplyDialog(page);
  }

  async open(vacancy: { id: number; title: string }) {
    await this.page.goto(`/vacancies/${vacancy.id}`);
    await expect(this.page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
  }

  get applyButton(): Locator {
    return this.page.getByRole('button', { name: 'Откликнуться', exact: true });
  }

  /** "Вы откликнулись · Просмотрено" (any status when none is given). */
  appliedMark(status?: string): Locator {
    return this.page.getByRole('link', { name: status ? `Вы откликнулись · ${status}` : /^Вы откликнулись · / });
  }

  async apply() {
    await this.applyButton.click();
    await expect(this.dialog.root).toBeVisible();
  }
}

/** `/applications`: the seeker's applications with their steps. */
export class ApplicationsPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/applications${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Мои отклики' })).toBeVisible();
  }

  /** One application's card, by its vacancy title. */
  card(vacancyTitle: string): Locator {
    return this.page.getByRole('region', { name: vacancyTitle, exact: true });
  }

  status(vacancyTitle: string): Locator {
    return this.card(vacancyTitle).locator('[data-status]').first();
  }

  steps(vacancyTitle: string): Locator {
    return this.card(vacancyTitle).getByRole('list', { name: 'Этапы' }).getByRole('listitem');
  }

  async filter(statusLabel: string) {
    await this.page.getByRole('combobox', { name: 'Статус' }).selectOption({ label: statusLabel });
  }

  async withdraw(vacancyTitle: string, reason?: string) {
    await this.card(vacancyTitle).getByRole('button', { name: 'Отозвать отклик' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Отозвать отклик?' });
    if (reason) await confirm.getByRole('textbox', { name: 'Причина для компании (необязательно)' }).fill(reason);
    await confirm.getByRole('button', { name: 'Отозвать', exact: true }).click();
    await expect(confirm).toBeHidden();
  }
}

/** `/companies/{id}`: the public company page. */
export class CompanyPage {
  constructor(private readonly page: Page) {}

  async open(companyId: number, name: string) {
    await this.page.goto(`/companies/${companyId}`);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** «Отвечает на 87 % откликов, обычно в течение 6 часов». */
  get responsiveness(): Locator {
    return this.page.getByText(/^Отвечает на \d+\s%\sоткликов/);
  }

  vacancies(name: string): Locator {
    return this.page.getByRole('list', { name: `Вакансии ${name}` });
  }
}
