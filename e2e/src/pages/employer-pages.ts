import type { Page } from '@playwright/test';

export class EmployerRegisterPage {
  constructor(private readonly page: Page) {}

  async register(identity: { name: string; email: string; password: string; company: string }) {
    await this.page.goto('/employer/register');
    await this.page.getByLabel('Name', { exact: true }).fill(identity.name);
    await this.page.getByLabel('E-mail').fill(identity.email);
    await this.page.getByLabel('Password').fill(identity.password);
    await this.page.getByLabel('Company name').fill(identity.company);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

export class EmployerLoginPage {
  constructor(private readonly page: Page) {}

  async signIn(credentials: { email: string; password: string }) {
    await this.page.goto('/employer/login');
    await this.page.getByLabel('E-mail').fill(credentials.email);
    await this.page.getByLabel('Password').fill(credentials.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
