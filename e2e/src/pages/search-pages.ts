import { expect, type Locator, type Page } from '@playwright/test';

/** `/vacancies`: the search box, the filter panel and the result list of the seeker app. */
export class VacancySearchPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/vacancies${query}`);
  }

  get searchBox(): Locator {
    return this.page.getByRole('combobox', { name: 'Профессия, навык или компания' });
  }

  /** Types the words and presses Enter (no suggestion is highlighted: the words as typed). */
  /** Searches the words and waits for their results (never the list that was there before). */
  async search(words: string) {
    await this.searchBox.fill(words);
    await this.searchBox.press('Enter');
    await this.expectResultsFor(words);
  }

  get results(): Locator {
    return this.page.getByRole('list', { name: 'Результаты поиска' });
  }

  /** The "N вакансий" heading above the results. */
  get resultsHeading(): Locator {
    return this.page.locator('#results-title');
  }

  async resultCount(): Promise<number> {
    await expect(this.resultsHeading).toHaveText(/\d+ ваканси|Вакансий не найдено/);
    const text = (await this.resultsHeading.textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, '') || '0');
  }

  /** The results section: `aria-busy` while a search (or a new page of it) is loading. */
  get resultsSection(): Locator {
    return this.page.locator('section[aria-labelledby="results-title"]');
  }

  /**
   * Waits until the page shows the search for `words` (its heading) and that search's results have
   * loaded (the section is no longer busy): the previous list stays on screen while a new one loads.
   */
  async expectResultsFor(words: string) {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`Вакансии по запросу «${words}»`);
    await expect(this.resultsSection).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.resultsHeading).toHaveText(/\d+ ваканси|Вакансий не найдено/);
  }

  /** The titles of the listed results, once no search is loading (never a stale list). */
  async resultTitles(): Promise<string[]> {
    await expect(this.resultsSection).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.results).toBeVisible();
    return this.results.getByRole('heading').allTextContents();
  }

  async chooseSchedule(label: string) {
    // A click, not check(): the radio is checked once the URL (its source of truth) has changed.
    await this.scheduleChoice(label).click();
  }

  scheduleChoice(label: string): Locator {
    return this.page.getByRole('group', { name: 'График работы' }).getByRole('radio', { name: label });
  }

  /** The button that folds the filters on a phone ("Фильтры", "Фильтры (2)"). */
  get filtersToggle(): Locator {
    return this.page.getByRole('button', { name: /^Фильтры/ });
  }

  citySelect(name = 'Город'): Locator {
    return this.page.getByRole('combobox', { name });
  }

  async openResult(index = 0) {
    await this.results.getByRole('article').nth(index).getByRole('link').first().click();
  }
}

/** `/vacancies/{id}`. */
export class VacancyPage {
  constructor(private readonly page: Page) {}

  get writeToCompany(): Locator {
    return this.page.getByRole('button', { name: 'Написать компании' });
  }

  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
}
