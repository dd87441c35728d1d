import { expect, type Page } from '@playwright/test';

export type VacancyDraft = { title: string; description: string; city: string };

/** The employer app's vacancy pages (`/employer/vacancies/...`). */
export class EmployerVacancyPages {
  constructor(private readonly page: Page) {}

  /** Fills the new-vacancy form and submits it for review; resolves with the new vacancy's id. */
  async createAndSubmit(draft: VacancyDraft): Promise<number> {
    await this.page.goto('/employer/vacancies/new');
    await this.page.getByLabel('Title').fill(draft.title);
    await this.page.getByLabel('Description').fill(draft.description);
    await this.page.getByLabel('City').fill(draft.city);
    await this.page.getByLabel('Experience').selectOption('none');
    await this.page.getByLabel('Employment').selectOption('full');
    await this.page.getByLabel('Schedule').selectOption('remote');
    await this.page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(this.page).toHaveURL(/\/employer\/vacancies\/\d+$/);
    await expect(this.page.getByRole('heading', { name: 'On review' })).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  async open(id: number) {
    await this.page.goto(`/employer/vacancies/${id}`);
  }

  rejection() {
    return this.page.getByRole('alert').filter({ hasText: 'Rejected by the editor' });
  }

  async setSalary(from: number) {
    await this.page.getByLabel('Salary from').fill(String(from));
    await expect(this.page.getByText('Unsaved changes')).toBeVisible();
  }

  /** Tries to go back to the list with unsaved changes: the app asks, and the user stays. */
  async tryToLeaveAndStay() {
    const url = this.page.url();
    await this.page.getByRole('link', { name: 'Back to vacancies' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.page).toHaveURL(url);
  }

  async resubmit() {
    await this.page.getByRole('button', { name: 'Submit again for review' }).click();
    await expect(this.page.getByRole('heading', { name: 'On review' })).toBeVisible();
    await expect(this.page.getByText('Unsaved changes')).toHaveCount(0);
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
    await this.page.getByRole('combobox', { name: 'Company' }).fill(companyPart);
    await this.page
      .getByRole('listbox', { name: 'Company: matches' })
      .getByRole('option', { name: companyName, exact: true })
      .click();
    await expect(this.page).toHaveURL(/company_id=\d+/);
    // The checkbox is a URL filter: click it, then wait for the box and the URL to say so.
    const onlyWaiting = this.page.getByLabel('Only waiting for review');
    await onlyWaiting.click();
    await expect(onlyWaiting).toBeChecked();
    await expect(this.page).toHaveURL(/[?&]needs_review=true(&|$)/);
    await this.page.getByRole('search', { name: 'Vacancies' }).getByLabel('Search').fill(title);
    await this.page.getByRole('search', { name: 'Vacancies' }).getByRole('button', { name: 'Search' }).click();
    await this.page.getByRole('table').getByRole('link', { name: title, exact: true }).click();
    await expect(this.page).toHaveURL(/\/edit-vacancies-list\/\d+$/);
    await expect(this.page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  async reject(reason: string) {
    await this.page.getByRole('button', { name: 'Reject…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Reject with a reason' });
    await dialog.getByLabel('Reason the employer will see').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(this.page.getByText('Rejected. The employer sees your reason.')).toBeVisible();
  }

  async approve() {
    await this.page.getByRole('button', { name: 'Approve' }).click();
    await expect(this.page.getByText('Approved: the vacancy is published.')).toBeVisible();
  }

  /** Empties a collection, adds the first `count` published search results, returns their titles in order. */
  async fillCollection(slug: 'similar' | 'recommended' | 'no-experience', query: string, count: number) {
    await this.page.goto(`/edit-vacancies-list/${slug}`);
    const order = this.page.getByRole('list', { name: 'Collection order' });
    await expect(this.page.getByText(/ of 50$/)).toBeVisible();
    while ((await order.count()) > 0 && (await order.getByRole('listitem').count()) > 0) {
      await order
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
    }
    await this.page.getByLabel('Find a published vacancy').fill(query);
    await this.page
      .getByRole('search', { name: 'Published vacancies' })
      .getByRole('button', { name: 'Search' })
      .click();
    const results = this.page.getByRole('list', { name: 'Search results' });
    const addButtons = results.getByRole('button', { name: /^Add / });
    await expect(addButtons.nth(count - 1)).toBeVisible();
    for (let i = 0; i < count; i += 1) await addButtons.first().click();
    return this.collectionTitles();
  }

  async collectionTitles(): Promise<string[]> {
    const items = this.page.getByRole('list', { name: 'Collection order' }).getByRole('listitem');
    return items.evaluateAll((nodes) => nodes.map((node) => node.querySelector('a')?.textContent ?? ''));
  }

  /** Moves an item up with the keyboard (focus its Move up button, press Enter). */
  async moveUpByKeyboard(title: string) {
    const button = this.page.getByRole('button', { name: `Move ${title} up`, exact: true });
    await button.focus();
    await this.page.keyboard.press('Enter');
  }

  async saveCollection() {
    await this.page.getByRole('button', { name: 'Save order' }).click();
    await expect(this.page.getByText('The collection was saved. Job seekers see this order now.')).toBeAttached();
    await expect(this.page.getByText('Unsaved changes')).toHaveCount(0);
  }
}
