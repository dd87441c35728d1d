import type { Page } from '@playwright/test';

export class EmployerRegisterPage {
  constructor(private readonly page: Page) {}

  async register(identity: { name: string; email: string; password: string; company: string }) {
    await this.page.goto('/employer/register');
    await this.page.getByLabel('Имя', { exact: true }).fill(identity.name);
    await this.page.getByLabel('Электронная почта').fill(identity.email);
    await this.page.getByLabel('Пароль').fill(identity.password);
    await this.page.getByLabel('Название компании').fill(identity.company);
    await this.page.getByRole('button', { name: 'Создать аккаунт' }).click();
  }
}

export class EmployerLoginPage {
  constructor(private readonly page: Page) {}

  async signIn(credentials: { email: string; password: string }) {
    await this.page.goto('/employer/login');
    await this.page.getByLabel('Электронная почта').fill(credentials.email);
    await this.page.getByLabel('Пароль').fill(credentials.password);
    await this.page.getByRole('button', { name: 'Войти' }).click();
  }
}
