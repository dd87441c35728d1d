import { expect, type Locator, type Page } from '@playwright/test';

/** An open conversation in the seeker's or the employer's app (Russian interface). */
export class ChatPage {
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.history = page.getByRole('region', { name: 'История сообщений' });
  }

  /** Sends a message and waits until the server has stored it (not only shown it optimistically). */
  async send(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Сообщение' }).fill(text);
    await this.page.getByRole('button', { name: 'Отправить' }).click();
    await expect(this.history).toContainText(text);
    await expect(this.history.getByText('Отправка…')).toHaveCount(0);
    await expect(this.history.getByText('Не отправлено.')).toHaveCount(0);
  }
}
