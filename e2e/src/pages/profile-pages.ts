import { expect, type Locator, type Page } from '@playwright/test';

/** `/profile`: the résumé form. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('form', { name: 'Резюме' })).toBeVisible();
  }

  skillsList(): Locator {
    return this.page.getByRole('list', { name: 'Ваши навыки' });
  }

  /** Replaces the skills with the given ones (removes every tag, then types each). */
  async setSkills(skills: string[]) {
    // The skills' own remove buttons (the page also has «Удалить аккаунт», places of work, …).
    const remove = this.skillsList().getByRole('button', { name: /^Удалить / });
    while ((await remove.count()) > 0) await remove.first().click();
    const input = this.page.getByLabel('Навыки', { exact: true });
    for (const skill of skills) {
      await input.fill(skill);
      await input.press('Enter');
    }
  }

  async fill(field: string, value: string) {
    await this.page.getByLabel(field, { exact: true }).fill(value);
  }

  citizenship(): Locator {
    return this.page.getByRole('combobox', { name: 'Гражданство' });
  }

  async searchCitizenship(text: string) {
    await this.citizenship().fill(text);
  }

  countryOption(name: RegExp | string): Locator {
    return this.page.getByRole('option', { name });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Сохранить резюме' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Резюме сохранено.' })).toBeVisible();
  }
}

/** `/recommendations`: the ranked list with reasons. */
export class RecommendationsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/recommendations');
    await expect(this.page.getByRole('heading', { name: 'Рекомендации', level: 1 })).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Рекомендованные вакансии' });
  }

  /** The reasons of every card, as shown. */
  reasons(): Locator {
    return this.list()
      .getByRole('list', { name: /^Почему рекомендуем: / })
      .getByRole('listitem');
  }

  vacancyLinks(): Locator {
    return this.list().getByRole('heading', { level: 2 }).getByRole('link');
  }

  async dismissFirst(): Promise<string> {
    const title = (await this.vacancyLinks().first().textContent()) ?? '';
    await this.page
      .getByRole('button', { name: `Не интересует: ${title}` })
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
    await expect(this.page.getByRole('list', { name: 'Услуги' })).toBeVisible();
  }

  async request(title: string) {
    await this.page.getByRole('button', { name: `Заказать: ${title}` }).click();
  }
}

export class NewChatPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/new');
  }

  templates(): Locator {
    return this.page.getByRole('list', { name: 'Чаты с ассистентом' }).getByRole('heading');
  }

  async start(title: string) {
    await this.page.getByRole('link', { name: `Начать: ${title}` }).click();
  }
}
