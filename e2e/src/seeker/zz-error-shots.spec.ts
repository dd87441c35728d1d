import { test } from '@playwright/test';

for (const locale of ['ru', 'en'] as const) {
  for (const width of [390, 1366]) {
    test(`shot ${locale} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(locale === 'en' ? '/en/login' : '/login');
      await page.getByRole('tab', { name: locale === 'en' ? 'Sign up' : 'Зарегистрироваться' }).click();
      await page.getByLabel(locale === 'en' ? 'Name' : 'Имя').fill(' ');
      await page.getByLabel(locale === 'en' ? 'E-mail' : 'Электронная почта').fill('not-an-email');
      await page.getByLabel(locale === 'en' ? 'Password' : 'Пароль').fill('short');
      await page.getByRole('button', { name: locale === 'en' ? 'Create account' : 'Создать аккаунт' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/errors-shot-${locale}-${width}.png`, fullPage: true });
    });
  }
}
