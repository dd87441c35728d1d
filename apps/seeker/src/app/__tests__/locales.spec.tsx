import { searchRoutes, serviceRoutes, vacancyRoutes } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { loadAppCatalog } from '../catalog';
import { aVacancy, fakeApi, on, reply } from './fake-api';
import { jsonResponse, renderApp } from './render-app';
import { aSearchResponse, CATEGORIES, queryOf } from './search-fixtures';

/** A search whose total is the number in `q` (`?q=5` finds 5 vacancies), to see each plural form. */
const searchByCount = () =>
  on(searchRoutes.search, (request) => {
    const total = Number(queryOf(request)['q'] ?? 2);
    return jsonResponse(200, aSearchResponse({ total }));
  });

const canonical = () => document.head.querySelector('link[rel="canonical"]');

describe('seeker in Russian (the default locale, no prefix)', () => {
  beforeEach(async () => {
    await activateLocale('ru', [loadAppCatalog]);
  });
  afterEach(async () => {
    await activateLocale('en', [loadAppCatalog]);
  });

  it("says «более» with the number grouped when the API estimated a broad query's total", async () => {
    const api = fakeApi(
      on(searchRoutes.search, () =>
        jsonResponse(200, aSearchResponse({ total: 100000, total_is_exact: false, total_relation: 'gte' })),
      ),
    );
    renderApp('/vacancies?q=работе', { fetch: api.fetch, locale: 'ru' });
    expect(await screen.findByRole('heading', { level: 2, name: /^Более 100\s000 вакансий$/ })).toBeInTheDocument();
  });

  it('searches in Russian: headings, filters, plural counts and the page head', async () => {
    const api = fakeApi(searchByCount());
    const { router } = renderApp('/vacancies?q=1', { fetch: api.fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии по запросу «1»' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1 вакансия' })).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Результаты поиска' });
    // The cards (@jobs/ui) speak the same language: salary, date and schedule from the shared catalog.
    const card = within(results).getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByText(/^250\s000–350\s000\s₽$/)).toBeInTheDocument();
    expect(within(card).getByText('1 мая 2024 г.')).toBeInTheDocument();
    expect(within(card).getByText('Гибрид')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Профессия, навык или компания' })).toHaveAttribute(
      'placeholder',
      'Например, React-разработчик',
    );
    expect(screen.getByRole('button', { name: 'Найти' })).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Фильтры' });
    const experience = within(filters).getByRole('group', { name: 'Опыт работы' });
    expect(within(experience).getByRole('radio', { name: /Без опыта/ })).toBeInTheDocument();
    expect(within(experience).getByRole('radio', { name: /Не важно/ })).toBeChecked();
    const schedule = within(filters).getByRole('group', { name: 'График работы' });
    expect(
      within(schedule)
        .getByRole('radio', { name: /Удалённо/ })
        .closest('label'),
    ).toHaveTextContent('Удалённо40');
    expect(within(filters).getByRole('group', { name: 'Занятость' })).toHaveTextContent('Полная занятость');
    // Categories by their Russian names, with counts.
    expect(within(filters).getByRole('combobox', { name: 'Категория' })).toHaveTextContent('ИТ (120)');
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveTextContent('По соответствию');

    await act(() => router.navigate('/vacancies?q=3'));
    expect(await screen.findByRole('heading', { level: 2, name: '3 вакансии' })).toBeInTheDocument();
    await act(() => router.navigate('/vacancies?q=5'));
    expect(await screen.findByRole('heading', { level: 2, name: '5 вакансий' })).toBeInTheDocument();
    await act(() => router.navigate('/vacancies?q=21'));
    expect(await screen.findByRole('heading', { level: 2, name: '21 вакансия' })).toBeInTheDocument();
    await act(() => router.navigate('/vacancies?q=1234'));
    expect(await screen.findByRole('heading', { level: 2, name: /^1\s234 вакансии$/ })).toBeInTheDocument();
    await act(() => router.navigate('/vacancies?q=0'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Вакансий не найдено' })).toBeInTheDocument();

    await act(() => router.navigate('/vacancies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Вакансии · Jobs'));
    const origin = window.location.origin;
    expect(canonical()).toHaveAttribute('href', `${origin}/vacancies`);
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', `${origin}/en/vacancies`);
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Поиск по всем опубликованным вакансиям/,
    );
  });

  it('shows a vacancy with a Russian date, salary and facts', async () => {
    const api = fakeApi(reply(vacancyRoutes.get, aVacancy()));
    renderApp('/vacancies/42', { fetch: api.fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.getByText('1 мая 2024 г.')).toHaveAttribute('datetime', '2024-05-01T09:00:00.000Z');
    expect(screen.getByText('1 мая 2024 г.').closest('p')).toHaveTextContent('Опубликована 1 мая 2024 г.');
    expect(screen.getByText(/^250\s000–350\s000\s₽$/)).toBeInTheDocument();
    expect(screen.getByText('до вычета налогов')).toBeInTheDocument();
    expect(screen.getByText('Информационные технологии')).toBeInTheDocument();
    expect(screen.getByText('3–6 лет')).toBeInTheDocument();
    expect(screen.getByText('Полная занятость')).toBeInTheDocument();
    expect(screen.getByText('Удалённо')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Навыки' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написать компании' })).toBeInTheDocument();
  });

  it('shows the home page in Russian with plural counts of the categories', async () => {
    const api = fakeApi(reply(searchRoutes.categories, CATEGORIES));
    renderApp('/', { fetch: api.fetch, locale: 'ru' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Найдите работу, которая вам подходит' }),
    ).toBeInTheDocument();
    const categories = await screen.findByRole('list', { name: 'Популярные категории' });
    expect(within(categories).getByLabelText(/^1\s234 вакансии$/)).toBeInTheDocument();
    expect(within(categories).getByLabelText('56 вакансий')).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: /^Дизайн/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Свежие вакансии' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Jobs · Найдите новую работу'));
  });

  it('asks the API for its words in Russian', async () => {
    const api = fakeApi(reply(serviceRoutes.list, []));
    renderApp('/services', { fetch: api.fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Услуги' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(serviceRoutes.list)).toHaveLength(1));
    expect(queryOf(api.callsTo(serviceRoutes.list)[0] as Request)['locale']).toBe('ru');
  });
});

describe('seeker in English (/en)', () => {
  beforeEach(async () => {
    await activateLocale('en', [loadAppCatalog]);
  });

  it('searches in English, with English plurals and the English page as canonical', async () => {
    const api = fakeApi(searchByCount());
    const { router } = renderApp('/vacancies?q=1', { fetch: api.fetch, locale: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: '“1” jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1 vacancy' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Experience' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Information technology (120)');

    await act(() => router.navigate('/vacancies?q=1234'));
    expect(await screen.findByRole('heading', { level: 2, name: '1,234 vacancies' })).toBeInTheDocument();

    await act(() => router.navigate('/vacancies'));
    await waitFor(() => expect(document.title).toBe('Vacancies · Jobs'));
    const origin = window.location.origin;
    expect(canonical()).toHaveAttribute('href', `${origin}/en/vacancies`);
    expect(document.head.querySelector('link[hreflang="ru"]')).toHaveAttribute('href', `${origin}/vacancies`);
    expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute('href', `${origin}/vacancies`);
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    // Router links stay under the prefix.
    expect(screen.getByRole('link', { name: /Senior React Developer|Frontend/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/vacancies\/\d+$/),
    );
  });

  it('shows a vacancy with an English date and salary', async () => {
    const api = fakeApi(reply(vacancyRoutes.get, aVacancy()));
    renderApp('/vacancies/42', { fetch: api.fetch, locale: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.getByText('May 1, 2024').closest('p')).toHaveTextContent('Published May 1, 2024');
    expect(screen.getByText(/^₽250,000\s–\s₽350,000$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to the company' })).toHaveAttribute(
      'href',
      '/en/login?next=%2Fvacancies%2F42',
    );
  });
});
