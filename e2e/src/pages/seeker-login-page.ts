import type { Page } from '@playwright/test';

export class SeekerLoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
  }

  async signUp(identity: { name: string; email: string; password: string }) {
    await this.page.getByRole('tab', { name: 'Зарегистрироваться' }).click();
    await this.page.getByLabel('Имя').fill(identity.name);
    await this.page.getByLabel('Электронная почта').fill(identity.email);
    await this.page.getByLabel('Пароль').fill(identity.password);
    await this.page.getByRole('button', { name: 'Создать аккаунт' }).click();
  }

  async signIn(credentials: { email: string; password: string }) {
    await this.page.getByRole('tab', { name: 'Войти' }).click();
    await this.page.getByLabel('Электронная почта').fill(credentials.email);
    await this.page.getByLabel('Пароль').fill(credentials.password);
    await this.page.getByRole('button', { name: 'Войти' }).click();
  }
}
