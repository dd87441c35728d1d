import type { Page } from '@playwright/test';

/** «Забыли пароль?» from the sign-in page, and the page the e-mailed link opens. */
export class PasswordResetPages {
  constructor(private readonly page: Page) {}

  async requestLink(email: string) {
    await this.page.getByRole('link', { name: 'Забыли пароль?' }).click();
    // The page loads lazily: the sign-in form has an e-mail field too.
    await this.page.getByRole('heading', { name: 'Забыли пароль?' }).waitFor();
    await this.page.getByLabel('Электронная почта').fill(email);
    await this.page.getByRole('button', { name: 'Отправить ссылку' }).click();
  }

  async setNewPassword(password: string) {
    await this.page.getByLabel('Новый пароль', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Задать новый пароль' }).click();
  }
}
