import { expect, test, type Page } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { NewChatPage, ProfilePage, RecommendationsPage, ServicesPage } from '../pages/profile-pages';

const signUp = async (page: Page) => {
  const login = new SeekerLoginPage(page);
  await login.open();
  await login.signUp(newIdentity('profile'));
  await expect(page).toHaveURL(/\/profile\?welcome=1$/);
};

test.describe('profile, recommendations, services and /new', () => {
  test('editing the résumé’s skills changes /recommendations and the reasons name the skills', async ({ page }) => {
    await signUp(page);
    const profile = new ProfilePage(page);
    const recommendations = new RecommendationsPage(page);

    await profile.open();
    await profile.fill('Желаемая должность', 'Backend developer');
    await profile.setSkills(['Go', 'Kafka', 'gRPC']);
    await profile.save();

    await recommendations.open();
    const goReasons = recommendations.reasons().filter({ hasText: /^Совпада(ет|ют) \d из 3 ваших навыков: / });
    await expect(goReasons.first()).toBeVisible();
    await expect(goReasons.first()).toContainText('Go');
    const goTitles = await recommendations.vacancyLinks().allTextContents();

    await profile.open();
    await profile.fill('Желаемая должность', 'Frontend developer');
    await profile.setSkills(['React', 'Redux', 'Next.js', 'Jest']);
    await profile.save();

    await recommendations.open();
    const reactReasons = recommendations.reasons().filter({ hasText: /^Совпада(ет|ют) \d из 4 ваших навыков: / });
    await expect(reactReasons.first()).toBeVisible();
    await expect(reactReasons.first()).toContainText(/React|Redux|Next\.js|Jest/);
    await expect(recommendations.reasons().filter({ hasText: 'of your 3 skills' })).toHaveCount(0);
    const reactTitles = await recommendations.vacancyLinks().allTextContents();
    expect(reactTitles).not.toEqual(goTitles);

    // "Not interested" takes the vacancy out, and Undo brings it back.
    const dismissed = await recommendations.dismissFirst();
    await expect(page.getByRole('status').filter({ hasText: 'скрыта' })).toBeVisible();
    await page.getByRole('button', { name: 'Вернуть' }).click();
    await expect(recommendations.vacancyLinks().filter({ hasText: dismissed }).first()).toBeVisible();
  });

  test('the citizenship field finds the United States by “США” and keeps it', async ({ page }) => {
    await signUp(page);
    const profile = new ProfilePage(page);
    await profile.open();
    await profile.searchCitizenship('США');
    const option = profile.countryOption(/Соединённые Штаты/).first();
    await expect(option).toHaveText('Соединённые Штаты Америки (США)');
    await option.click();
    await expect(profile.citizenship()).toHaveValue('Соединённые Штаты Америки');
    await profile.save();
    await page.reload();
    await expect(profile.citizenship()).toHaveValue('Соединённые Штаты Америки');
    await expect(page.getByText(/^Не заполнено: /)).not.toContainText('Гражданство');
  });

  test('requesting a service opens its chat, and /new lists the assistant templates', async ({ page }) => {
    await signUp(page);
    const services = new ServicesPage(page);
    await services.open();
    await services.request('Проверка резюме');
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    // The request is the seeker's first message, in the account's language.
    await expect(
      page.getByText(/Хочу заказать услугу «Проверка резюме»|I would like to request “Résumé review”/).first(),
    ).toBeVisible();

    const newChat = new NewChatPage(page);
    await newChat.open();
    await expect(newChat.templates().filter({ hasText: 'Найти работу' })).toBeVisible();
    expect(await newChat.templates().count()).toBeGreaterThanOrEqual(3);
    await newChat.start('Найти работу');
    await expect(page).toHaveURL(/\/chat\/\d+$/);
  });
});
