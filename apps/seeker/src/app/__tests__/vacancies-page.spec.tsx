import { searchRoutes } from '@jobs/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acmeLogoUrl, errorResponse, fakeApi, on, reply } from './fake-api';
import { jsonResponse, renderApp } from './render-app';
import { aSearchResponse, aSummary, queryOf } from './search-fixtures';

describe('seeker /vacancies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('searches with the filters of the URL and shows result cards', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    renderApp(`/vacancies?q=react&city=${encodeURIComponent('Москва')}&schedule=remote&sort=date&page=2`, {
      fetch: api.fetch,
    });

    const results = await screen.findByRole('list', { name: 'Search results' });
    const cards = within(results).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Frontend-разработчик (React)' })).toHaveAttribute(
      'href',
      '/vacancies/1',
    );
    expect(within(first).getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      acmeLogoUrl('w_48,h_48,f_webp,fit_contain,b_ffffff'),
    );
    // English outside a locale provider: the salary and the date in the English formats.
    expect(within(first).getByText(/^₽250,000\s–\s₽350,000$/)).toBeInTheDocument();
    // A known city in the interface language (stored as «Москва»).
    expect(within(first).getByText('Moscow')).toBeInTheDocument();
    expect(within(first).getByText('Hybrid')).toBeInTheDocument();
    expect(within(first).getByText('May 1, 2024')).toHaveAttribute('datetime', '2024-05-01T09:00:00.000Z');
    expect(within(cards[1] as HTMLElement).getByText('Salary not specified')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 vacancies' })).toBeInTheDocument();
    expect(queryOf(api.callsTo(searchRoutes.search)[0] as Request)).toEqual({
      q: 'react',
      city: 'Москва',
      schedule: 'remote',
      sort: 'date',
      page: '2',
      per_page: '20',
    });
    expect(screen.getByRole('combobox', { name: 'Job title, skill or company' })).toHaveValue('react');
    await waitFor(() => expect(document.title).toBe('“react” jobs · Jobs'));
  });

  it('offers the corrected query as a link when the API says "did you mean"', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse({ did_you_mean: 'разработчик' })));
    renderApp(`/vacancies?q=${encodeURIComponent('разрабочик')}&city=${encodeURIComponent('Москва')}`, {
      fetch: api.fetch,
    });

    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByTestId('did-you-mean')).toHaveTextContent('Did you mean разработчик?');
    const link = screen.getByRole('link', { name: 'разработчик' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/vacancies');
    expect(Object.fromEntries(href.searchParams)).toEqual({ q: 'разработчик', city: 'Москва' });
  });

  it('shows the filters read from the words as removable chips, with a literal search', async () => {
    const api = fakeApi(
      reply(
        searchRoutes.search,
        aSearchResponse({
          interpreted: { q: 'бухгалтер', city: 'Москва', salary_from: 100_000, currency: 'RUB' },
        }),
      ),
    );
    renderApp(`/vacancies?q=${encodeURIComponent('москва бухгалтер 100000')}`, { fetch: api.fetch });

    await screen.findByRole('list', { name: 'Search results' });
    const chips = screen.getByTestId('interpreted');
    expect(within(chips).getByText('Moscow')).toBeInTheDocument();
    expect(within(chips).getByText(/^from ₽100,000$/)).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Search the words literally' })).toHaveAttribute(
      'href',
      `/vacancies?q=${encodeURIComponent('москва бухгалтер 100000').replace(/%20/g, '+')}&literal=true`,
    );
    // Removing the city keeps the salary as a filter and the words left as the query.
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Moscow' }));
    await waitFor(() => expect(api.callsTo(searchRoutes.search)).toHaveLength(2));
    expect(queryOf(api.callsTo(searchRoutes.search)[1] as Request)).toEqual({
      q: 'бухгалтер',
      salary_from: '100000',
      currency: 'RUB',
      sort: 'relevance',
      page: '1',
      per_page: '20',
    });
  });

  it('shows no "did you mean" without one', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    renderApp('/vacancies?q=react', { fetch: api.fetch });
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });

  it('has a button that folds the filters on narrow screens, naming how many are set', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    renderApp(`/vacancies?city=${encodeURIComponent('Москва')}&schedule=remote`, { fetch: api.fetch });

    await screen.findByRole('list', { name: 'Search results' });
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('reads a city of the URL by any of its names as the stored one', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    renderApp('/vacancies?city=Moscow', { fetch: api.fetch });

    await screen.findByRole('list', { name: 'Search results' });
    expect(queryOf(api.callsTo(searchRoutes.search)[0] as Request)).toMatchObject({ city: 'Москва' });
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Москва');
  });

  it('leaves out a parameter the API would refuse instead of failing the page', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    renderApp('/vacancies?page=0&per_page=500&experience=junior&schedule=remote', { fetch: api.fetch });

    await screen.findByRole('list', { name: 'Search results' });
    expect(queryOf(api.callsTo(searchRoutes.search)[0] as Request)).toEqual({
      schedule: 'remote',
      sort: 'relevance',
      page: '1',
      per_page: '20',
    });
  });

  it('shows facet counts and puts a chosen filter in the URL; back undoes it', async () => {
    const api = fakeApi(
      on(searchRoutes.search, (request) =>
        jsonResponse(
          200,
          queryOf(request)['schedule'] === 'remote'
            ? aSearchResponse({ items: [aSummary({ id: 2, title: 'Python developer' })], total: 1 })
            : aSearchResponse(),
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies?q=developer&page=3', { fetch: api.fetch });

    await screen.findByRole('list', { name: 'Search results' });
    const schedule = screen.getByRole('group', { name: 'Schedule' });
    const remote = within(schedule).getByRole('radio', { name: /Remote/ });
    expect(remote.closest('label')).toHaveTextContent('Remote40');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Moscow (80)');
    // The option's value stays the stored name, which the URL and the API use.
    expect(screen.getByRole('option', { name: 'Moscow (80)' })).toHaveValue('Москва');

    await user.click(remote);
    await waitFor(() => expect(router.state.location.search).toBe('?q=developer&schedule=remote'));
    expect(await screen.findByRole('heading', { name: '1 vacancy' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Schedule' })).getByRole('radio', { name: /Remote/ }),
    ).toBeChecked();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=developer&page=3');
    expect(await screen.findByRole('heading', { name: '2 vacancies' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Schedule' })).getByRole('radio', { name: 'Any' })).toBeChecked();
  });

  it('sets the category, city, salary and sort from the panel', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies', { fetch: api.fetch });

    await screen.findByRole('list', { name: 'Search results' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'it');
    await waitFor(() => expect(router.state.location.search).toBe('?category=it'));
    // The page shows the new address before the next change (which builds on what it shows).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('it'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Bern');
    await waitFor(() => expect(router.state.location.search).toBe('?category=it&city=Bern'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Bern'));
    await user.type(screen.getByRole('textbox', { name: 'Salary from' }), '3000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Apply salary' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=it&city=Bern&salary_from=3000&currency=EUR'),
    );
    await screen.findByRole('link', { name: 'Clear filters' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'salary');
    await waitFor(() => expect(router.state.location.search).toContain('&sort=salary'));
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the salary is not a number, and keeps the URL', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies', { fetch: api.fetch });

    await user.type(await screen.findByRole('textbox', { name: 'Salary from' }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Apply salary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number');
    expect(router.state.location.search).toBe('');
  });

  it('suggests titles as one types; the keyboard picks one and searches for it', async () => {
    const api = fakeApi(
      on(searchRoutes.suggest, (request) =>
        jsonResponse(200, {
          items:
            queryOf(request)['q'] === 'разр'
              ? [
                  { title: 'Frontend-разработчик', count: 12 },
                  { title: 'Разработчик 1С', count: 3 },
                ]
              : [],
        }),
      ),
      reply(searchRoutes.search, aSearchResponse()),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies', { fetch: api.fetch });

    const box = await screen.findByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(box, 'разр');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Frontend-разработчик', 'Разработчик 1С']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Разработчик 1С' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Разработчик 1С' }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?q=${encodeURIComponent('Разработчик 1С').replace(/%20/g, '+')}`),
    );
    expect(screen.getByRole('combobox', { name: 'Job title, skill or company' })).toHaveValue('Разработчик 1С');
  });

  it('suggests a company by its name; choosing it opens the company page', async () => {
    const api = fakeApi(
      reply(searchRoutes.suggest, {
        items: [
          { title: 'Acme Logistics', count: 2, company_id: 41 },
          { title: 'Acme-диспетчер', count: 1 },
        ],
      }),
      reply(searchRoutes.search, aSearchResponse()),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies', { fetch: api.fetch });

    const box = await screen.findByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(box, 'acme');
    const company = await screen.findByRole('option', { name: 'Company Acme Logistics' });
    expect(screen.getByRole('option', { name: 'Acme-диспетчер' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(company).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/41'));
  });

  it('closes the suggestions with Escape and searches the typed text with Enter', async () => {
    const api = fakeApi(
      reply(searchRoutes.suggest, { items: [{ title: 'Python developer', count: 2 }] }),
      reply(searchRoutes.search, aSearchResponse()),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies?city=Bern', { fetch: api.fetch });

    const box = await screen.findByRole('combobox', { name: 'Job title, skill or company' });
    await user.type(box, 'pyth');
    await screen.findByRole('option', { name: 'Python developer' });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=pyth&city=Bern'));
  });

  it('links the pages of a long result list', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse({ total: 95 })));
    renderApp('/vacancies?q=react', { fetch: api.fetch });

    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('1')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/vacancies?q=react&page=5');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/vacancies?q=react&page=2');
  });

  it('says "about" when the total is an estimate', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse({ total: 85000, total_is_exact: false })));
    renderApp('/vacancies', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'About 85,000 vacancies' })).toBeInTheDocument();
  });

  it('says "over" when the API estimated a broad query\'s total from its sample', async () => {
    const api = fakeApi(
      reply(searchRoutes.search, aSearchResponse({ total: 560000, total_is_exact: false, total_relation: 'gte' })),
    );
    renderApp('/vacancies?q=team', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Over 560,000 vacancies' })).toBeInTheDocument();
  });

  it('shows an empty state that offers all vacancies', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse({ items: [], total: 0 })));
    renderApp('/vacancies?q=astronaut', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Nothing matches your search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('shows an error with a retry, and the results once the API answers', async () => {
    let down = true;
    const api = fakeApi(
      on(searchRoutes.search, () =>
        down ? errorResponse(503, 'UNAVAILABLE', 'Down') : jsonResponse(200, aSearchResponse()),
      ),
    );
    const user = userEvent.setup();
    renderApp('/vacancies', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Could not load vacancies' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('gives the page a canonical link and alternates per locale', async () => {
    const api = fakeApi(reply(searchRoutes.search, aSearchResponse()));
    renderApp('/vacancies?schedule=remote', { fetch: api.fetch });
    await screen.findByRole('list', { name: 'Search results' });

    const origin = window.location.origin;
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}/vacancies?schedule=remote`,
      ),
    );
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/en/vacancies?schedule=remote`,
    );
    expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${origin}/vacancies?schedule=remote`,
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Search every published vacancy'),
    );
  });
});
