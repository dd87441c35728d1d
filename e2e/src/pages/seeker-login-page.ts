import type { Page } from '@playwright/test';

export class SeekerLoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
  }

  async signUp(identity: { name: string; email: string; password: string }) {
    await this.page.getByRole('tab', { name: 'Sign up' }).click();
    await this.page.getByLabel('Name').fill(identity.name);
    await this.page.getByLabel('E-mail').fill(identity.email);
    await this.page.getByLabel('Password').fill(identity.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(credentials: { email: string; password: string }) {
    await this.page.getByRole('tab', { name: 'Sign in' }).click();
    await this.page.getByLabel('E-mail').fill(credentials.email);
    await this.page.getByLabel('Password').fill(credentials.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
