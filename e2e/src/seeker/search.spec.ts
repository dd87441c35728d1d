import { expect, test } from '@playwright/test';
import { VacancyPage, VacancySearchPage } from '../pages/search-pages';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { newIdentity } from '../support/accounts';
import { API_URL, SEEKER_URL } from '../support/urls';
import { chooseLocale } from '../support/session';

test.describe('vacancy search', () => {
  test('a Russian search with another word form finds the vacancies ("разработчики" finds "разработчик")', async ({
    page,
  }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    await search.search('разработчики');

    await expect(page).toHaveURL(/\/vacancies\?q=%D1%80%D0%B0%D0%B7/);
    // The list of all vacancies stays on screen until this search's results arrive.
    await search.expectResultsFor('разработчики');
    const titles = await search.resultTitles();
    expect(titles.length).toBeGreaterThan(0);
    // No title says "разработчики": each match is by the stem, in another form.
    expect(titles.every((title) => !/разработчики/i.test(title))).toBe(true);
    expect(titles.some((title) => /разработчик/i.test(title))).toBe(true);
  });

  test('a technology typed in Cyrillic and a job in the other language are found: «реакт», «программист»', async ({
    page,
  }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    await search.search('реакт');
    expect((await search.resultTitles())[0]).toMatch(/React/);

    await search.search('программист');
    const titles = await search.resultTitles();
    // Those with the word as typed first, then the same job by its other names, in both languages.
    expect(titles[0]).toMatch(/программист/i);
    expect(titles.some((title) => /разработчик|developer/i.test(title))).toBe(true);
  });

  test('a filter narrows the results and lives in the URL; back undoes it', async ({ page }) => {
    const search = new VacancySearchPage(page);
    await search.open('?q=developer');
    const all = await search.resultCount();
    expect(all).toBeGreaterThan(0);

    await search.chooseSchedule('Удалённо');
    await expect(page).toHaveURL(/[?&]schedule=remote(&|$)/);
    await expect(page).toHaveURL(/[?&]q=developer(&|$)/);
    await expect(search.scheduleChoice('Удалённо')).toBeChecked();
    await expect.poll(() => search.resultCount()).toBeLessThan(all);
    const remoteCards = search.results.getByRole('article');
    await expect(remoteCards.first()).toContainText('Удалённо');

    // A shared link shows the same search.
    const shared = page.url();
    const other = await page.context().newPage();
    const sharedSearch = new VacancySearchPage(other);
    await other.goto(shared);
    await expect(sharedSearch.scheduleChoice('Удалённо')).toBeChecked();
    await expect.poll(() => sharedSearch.resultCount()).toBeLessThan(all);
    await other.close();

    await page.goBack();
    await expect(page).not.toHaveURL(/schedule=/);
    await expect(search.scheduleChoice('Не важно')).toBeChecked();
    await expect.poll(() => search.resultCount()).toBe(all);
  });

  test('on a phone the results come first: the filters fold under one button that names how many are set', async ({
    browser,
  }) => {
    const phone = await browser.newContext({
      baseURL: SEEKER_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await phone.newPage();
    const search = new VacancySearchPage(page);
    await search.open('?schedule=remote');
    await expect(search.results).toBeVisible();
    await expect(search.filtersToggle).toHaveText('Фильтры (1)');
    await expect(search.filtersToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(search.scheduleChoice('Удалённо')).toBeHidden();

    await search.filtersToggle.click();
    await expect(search.filtersToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(search.scheduleChoice('Удалённо')).toBeChecked();
    await phone.close();
  });

  test('a city has one name: "Moscow" in the URL finds the vacancies in «Москва», shown as Moscow in English', async ({
    page,
  }) => {
    const search = new VacancySearchPage(page);
    await search.open(`?city=${encodeURIComponent('Москва')}`);
    const inMoscow = await search.resultCount();
    expect(inMoscow).toBeGreaterThan(0);
    await search.open('?city=Moscow');
    await expect.poll(() => search.resultCount()).toBe(inMoscow);
    await expect(search.citySelect()).toHaveValue('Москва');

    // A visitor who chose English: without the choice an English page asks whether to translate
    // it and turns Russian 5 s later (the spec's banner), which a slow run reached before the results.
    await chooseLocale(page.context(), 'en');
    await page.goto(`/en/vacancies?city=${encodeURIComponent('Москва')}`);
    const english = page.getByRole('list', { name: 'Search results' });
    await expect(english.getByRole('article').first()).toContainText('Moscow');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Москва');
  });

  test("a found vacancy's page opens the company chat with its button", async ({ page }) => {
    const login = new SeekerLoginPage(page);
    await login.open();
    await login.signUp(newIdentity('searcher'));
    await expect(page).toHaveURL(`${SEEKER_URL}/profile?welcome=1`);

    const search = new VacancySearchPage(page);
    await search.open();
    await search.search('react');
    const [firstTitle] = await search.resultTitles();
    await search.openResult(0);
    const vacancy = new VacancyPage(page);
    await expect(vacancy.title).toHaveText(firstTitle ?? '');
    const vacancyId = new URL(page.url()).pathname.split('/').pop();

    await vacancy.writeToCompany.click();
    await expect(page).toHaveURL(new RegExp(`/chat/\\d+\\?vacancy=${vacancyId}$`));
    await expect(page.getByRole('textbox', { name: 'Сообщение' })).toBeVisible();
  });

  test("a vacancy page shows its company's logo, and its link preview and structured data carry it from the API", async ({
    page,
  }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    await search.search('react');
    await search.openResult(0);
    // Uploaded logos are served by the API's image optimiser only: the picture must really load.
    const logo = page.getByRole('complementary').getByRole('img');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(preview?.startsWith(`${API_URL}/_img/w_512,h_512,f_png,fit_contain,b_ffffff/`)).toBe(true);
    const image = await page.request.get(preview ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd.hiringOrganization.logo).toBe(preview);
  });
});

test.describe('search that forgives typos and reads filters from the words', () => {
  test('a word with two letters swapped finds the vacancy, with "did you mean"', async ({ page }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    await search.search('диерктор');
    const titles = await search.resultTitles();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /директор/i.test(title))).toBe(true);
    await expect(page.getByTestId('did-you-mean')).toContainText('директор');
  });

  test('typing "javascrip" shows JavaScript vacancies', async ({ page, request }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    await search.searchBox.pressSequentially('javascrip');
    // No title says JavaScript (it is a skill): no suggestion is highlighted, Enter searches the words.
    await search.searchBox.press('Enter');
    await search.expectResultsFor('javascrip');
    const titles = await search.resultTitles();
    expect(titles.length).toBeGreaterThan(0);
    // The same vacancies as the whole word finds, JavaScript in their title or skills.
    const whole = (await (await request.get(`${API_URL}/vacancies?q=javascript&per_page=50`)).json()) as {
      items: Array<{ title: string; skills: string[] }>;
    };
    const javascript = new Set(whole.items.map((item) => item.title));
    expect(titles.every((title) => javascript.has(title))).toBe(true);
  });

  test('«москва бухгалтер 100000» shows the city and salary as chips and filtered results', async ({
    page,
    request,
  }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    await search.search('москва бухгалтер 100000');
    const chips = page.getByTestId('interpreted');
    await expect(chips.getByRole('button', { name: 'Убрать фильтр: Москва' })).toBeVisible();
    await expect(chips).toContainText(/от\s100\s000\s₽/);
    await expect(chips.getByRole('link', { name: 'Искать слова буквально' })).toBeVisible();
    // The results are those of the words with the filters.
    const filtered = (await (
      await request.get(
        `${API_URL}/vacancies?q=${encodeURIComponent('бухгалтер')}&city=${encodeURIComponent('Москва')}&salary_from=100000`,
      )
    ).json()) as { total: number };
    expect(await search.resultCount()).toBe(filtered.total);

    // Removing the city chip keeps the salary as a filter and the word as the query.
    await chips.getByRole('button', { name: 'Убрать фильтр: Москва' }).click();
    await expect(page).toHaveURL(/[?&]q=%D0%B1%D1%83%D1%85%D0%B3%D0%B0%D0%BB%D1%82%D0%B5%D1%80(&|$)/);
    await expect(page).toHaveURL(/[?&]salary_from=100000(&|$)/);
    await expect(page).not.toHaveURL(/[?&]city=/);
  });
});
