import { expect, type Locator, type Page } from '@playwright/test';

/** `/profile`: the résumé form. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('form', { name: 'Résumé' })).toBeVisible();
  }

  skillsList(): Locator {
    return this.page.getByRole('list', { name: 'Your skills' });
  }

  /** Replaces the skills with the given ones (removes every tag, then types each). */
  async setSkills(skills: string[]) {
    const remove = this.page.getByRole('button', { name: /^Remove (?!job|education|language)/ });
    while ((await remove.count()) > 0) await remove.first().click();
    const input = this.page.getByLabel('Skills', { exact: true });
    for (const skill of skills) {
      await input.fill(skill);
      await input.press('Enter');
    }
  }

  async fill(field: string, value: string) {
    await this.page.getByLabel(field, { exact: true }).fill(value);
  }

  citizenship(): Locator {
    return this.page.getByRole('combobox', { name: 'Citizenship' });
  }

  async searchCitizenship(text: string) {
    await this.citizenship().fill(text);
  }

  countryOption(name: RegExp | string): Locator {
    return this.page.getByRole('option', { name });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save résumé' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Résumé saved.' })).toBeVisible();
  }
}

/** `/recommendations`: the ranked list with reasons. */
export class RecommendationsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/recommendations');
    await expect(this.page.getByRole('heading', { name: 'Recommendations', level: 1 })).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Recommended vacancies' });
  }

  /** The reasons of every card, as shown. */
  reasons(): Locator {
    return this.list()
      .getByRole('list', { name: /^Why .* is recommended$/ })
      .getByRole('listitem');
  }

  vacancyLinks(): Locator {
    return this.list().getByRole('heading', { level: 2 }).getByRole('link');
  }

  async dismissFirst(): Promise<string> {
    const title = (await this.vacancyLinks().first().textContent()) ?? '';
    await this.page
      .getByRole('button', { name: `Not interested in ${title}` })
      .first()
      .click();
    return title;
  }
}

/** `/services` and `/new`. */
export class ServicesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/services');
    await expect(this.page.getByRole('list', { name: 'Services' })).toBeVisible();
  }

  async request(title: string) {
    await this.page.getByRole('button', { name: `Request ${title}` }).click();
  }
}

export class NewChatPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/new');
  }

  templates(): Locator {
    return this.page.getByRole('list', { name: 'Assistant chats' }).getByRole('heading');
  }

  async start(title: string) {
    await this.page.getByRole('link', { name: `Start: ${title}` }).click();
  }
}
