import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { API_URL, SEEKER_URL } from '../support/urls';
import { PasswordResetPages } from '../pages/password-reset-pages';
import { SeekerLoginPage } from '../pages/seeker-login-page';

test.describe('a forgotten password', () => {
  test('a seeker asks for a link, opens the e-mail, sets a new password and signs in with it', async ({
    page,
    request,
  }) => {
    const identity = newIdentity('forgetful');
    const registered = await request.post(`${API_URL}/auth/register`, { data: identity });
    expect(registered.status()).toBe(201);

    const login = new SeekerLoginPage(page);
    const reset = new PasswordResetPages(page);
    await login.open();
    await reset.requestLink(identity.email);
    await expect(page.getByRole('status')).toContainText(identity.email);

    const mail = await waitForEmail(identity.email, 'Восстановление пароля');
    expect(mail.html).toContain('Задать новый пароль');
    await page.goto(linkIn(mail.text, `${SEEKER_URL}/reset-password?token=`));

    const newPassword = `${identity.password} new`;
    await reset.setNewPassword(newPassword);
    await expect(page.getByRole('status')).toContainText('Пароль изменён');

    // The old password no longer works; the new one does.
    await login.open();
    await login.signIn({ email: identity.email, password: identity.password });
    await expect(page.getByRole('alert')).toContainText('Неверный адрес электронной почты или пароль');
    await login.signIn({ email: identity.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByText(identity.email)).toBeVisible();
  });

  test('the link works once', async ({ page, request }) => {
    const identity = newIdentity('twice');
    expect((await request.post(`${API_URL}/auth/register`, { data: identity })).status()).toBe(201);
    expect((await request.post(`${API_URL}/auth/password/forgot`, { data: { email: identity.email } })).status()).toBe(
      202,
    );
    const link = linkIn(
      (await waitForEmail(identity.email, 'Восстановление пароля')).text,
      `${SEEKER_URL}/reset-password?token=`,
    );
    const reset = new PasswordResetPages(page);
    await page.goto(link);
    await reset.setNewPassword(`${identity.password} one`);
    await expect(page.getByRole('status')).toContainText('Пароль изменён');
    await page.goto(link);
    await reset.setNewPassword(`${identity.password} two`);
    await expect(page.getByRole('alert')).toContainText('недействительна или устарела');
  });
});
