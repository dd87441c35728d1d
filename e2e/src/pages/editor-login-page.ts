import type { Page } from '@playwright/test';

export class EditorLoginPage {
  constructor(private readonly page: Page) {}

  async signIn(credentials: { email: string; password: string }) {
    await this.page.goto('/edit-vacancies-list/login');
    await this.page.getByLabel('Электронная почта').fill(credentials.email);
    await this.page.getByLabel('Пароль').fill(credentials.password);
    await this.page.getByRole('button', { name: 'Войти' }).click();
  }
}
