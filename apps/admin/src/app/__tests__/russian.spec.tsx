import { editorRoutes, searchRoutes } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { createFakeApi } from '@jobs/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAppCatalog } from '../catalog';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';
import { aVacancy } from './vacancy-fixtures';

const editorApi = (count: number) =>
  createFakeApi(TEST_API_BASE)
    .on(editorRoutes.companies, () => [{ id: 12, name: 'Acme' }])
    .on(searchRoutes.categories, () => ({ items: [] }))
    .on(editorRoutes.list, () => ({
      items: Array.from({ length: count }, (_, index) => aVacancy(index + 1, { status: 'on_review' })),
      total: count,
      page: 1,
      per_page: 25,
    }));

describe('the editor app in Russian', () => {
  beforeAll(() => activateLocale('ru', [loadAppCatalog]));
  afterAll(() => activateLocale('en', [loadAppCatalog]));
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(clearAuthCookies);

  it('shows the vacancy table with Russian headings, filters and plurals', async () => {
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list', { fetch: editorApi(5).fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Редактор вакансий' })).toBeInTheDocument();
    // 5 → «many».
    const table = await screen.findByRole('table', { name: '5 вакансий' });
    expect(within(table).getByRole('columnheader', { name: 'Компания' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Обновлено' })).toBeInTheDocument();
    expect(screen.getByLabelText('Сортировка')).toHaveDisplayValue('Сначала очередь модерации');
    expect(screen.getByRole('button', { name: 'Найти' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /./ })).toHaveTextContent('Журнал действий');

    // 2 → «few».
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать «Vacancy 1»' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать «Vacancy 2»' }));
    expect(screen.getByText('Выбрано 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Опубликовать выбранные' }));
    expect(await screen.findByRole('dialog', { name: 'Опубликовать 2 вакансии?' })).toBeInTheDocument();
  });

  it('uses the Russian singular for one vacancy', async () => {
    renderApp('/edit-vacancies-list', { fetch: editorApi(1).fetch, locale: 'ru' });

    expect(await screen.findByRole('table', { name: '1 вакансия' })).toBeInTheDocument();
  });
});
