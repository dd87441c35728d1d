import { searchRoutes, vacancyRoutes } from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acmeLogoUrl, aVacancy, errorResponse, fakeApi, on, reply } from './fake-api';
import { jsonResponse, renderApp } from './render-app';
import { aSearchResponse, aSummary, CATEGORIES, queryOf } from './search-fixtures';

describe('seeker /categories', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every category with its count, each linking to its vacancies', async () => {
    const api = fakeApi(reply(searchRoutes.categories, CATEGORIES));
    renderApp('/categories', { fetch: api.fetch });

    const list = await screen.findByRole('list', { name: 'Categories' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/vacancies?category=it',
      '/vacancies?category=design',
      '/vacancies?category=logistics',
    ]);
    expect(links[0]).toHaveTextContent('Information technology1,234');
    expect(within(links[0] as HTMLElement).getByLabelText('1,234 vacancies')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Categories · Jobs'));
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    let down = true;
    const api = fakeApi(
      on(searchRoutes.categories, () =>
        down ? errorResponse(503, 'UNAVAILABLE', 'Down') : jsonResponse(200, CATEGORIES),
      ),
    );
    const user = userEvent.setup();
    renderApp('/categories', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Could not load the categories' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
  });
});

describe('seeker home page', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the search, the largest categories, fresh vacancies and the editors' collections", async () => {
    const api = fakeApi(
      reply(searchRoutes.categories, CATEGORIES),
      reply(searchRoutes.search, aSearchResponse()),
      on(searchRoutes.collection, (_request, { slug }) =>
        jsonResponse(200, {
          slug,
          items:
            slug === 'no-experience'
              ? [
                  { ...aSummary({ id: 9, title: 'Junior QA' }), editors_pick: true },
                  { ...aSummary({ id: 10, title: 'Junior support' }), editors_pick: false },
                ]
              : [],
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/', { fetch: api.fetch });

    const categories = await screen.findByRole('list', { name: 'Popular categories' });
    expect(within(categories).getAllByRole('link')[0]).toHaveAttribute('href', '/vacancies?category=it');
    const fresh = await screen.findByRole('list', { name: 'Fresh vacancies' });
    expect(within(fresh).getByRole('link', { name: 'Python developer' })).toHaveAttribute('href', '/vacancies/2');
    expect(queryOf(api.callsTo(searchRoutes.search)[0] as Request)).toMatchObject({ sort: 'date', per_page: '6' });

    const picks = await screen.findByRole('region', { name: 'No experience needed' });
    expect(within(picks).getByRole('link', { name: 'Junior QA' })).toHaveAttribute('href', '/vacancies/9');
    // Only the card an editor chose says so.
    expect(within(picks).getAllByText('Editors’ pick')).toHaveLength(1);
    const cardOf = (title: string) =>
      within(picks).getByRole('link', { name: title }).closest('article') as HTMLElement;
    expect(within(cardOf('Junior QA')).getByText('Editors’ pick')).toBeInTheDocument();
    expect(within(cardOf('Junior support')).queryByText('Editors’ pick')).not.toBeInTheDocument();
    // Empty collections take no room.
    expect(screen.queryByRole('region', { name: 'Editors recommend' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Job title, skill or company' }), 'разработчики{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('разработчики')}`);
  });
});

describe('seeker vacancy page: similar vacancies and search-engine data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists similar vacancies and describes the vacancy for search engines and link previews', async () => {
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      reply(searchRoutes.similar, { items: [aSummary({ id: 43, title: 'Middle React Developer' })] }),
    );
    renderApp('/vacancies/42', { fetch: api.fetch });

    const similar = await screen.findByRole('list', { name: 'Similar vacancies' });
    expect(within(similar).getByRole('link', { name: 'Middle React Developer' })).toHaveAttribute(
      'href',
      '/vacancies/43',
    );

    const origin = window.location.origin;
    const script = document.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      datePosted: '2024-05-01T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Corp',
        logo: acmeLogoUrl('w_512,h_512,f_png,fit_contain,b_ffffff'),
      },
      jobLocation: { address: { addressLocality: 'Moscow', addressCountry: 'RU' } },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { currency: 'RUB', value: { minValue: 250000, maxValue: 350000, unitText: 'MONTH' } },
      url: `${origin}/vacancies/42`,
    });
    expect(jsonLd.description).toContain('<p>We build a job platform.</p>');

    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Senior React Developer · Acme Corp',
      ),
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/vacancies/42`);
    // Link previews get the uploaded logo through the optimiser, as a PNG every reader takes.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      acmeLogoUrl('w_512,h_512,f_png,fit_contain,b_ffffff'),
    );
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toMatch(
      /^Senior React Developer, Acme Corp, Moscow\./,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/vacancies/42`);
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', `${origin}/en/vacancies/42`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a vacancy that is no longer open out of search engines', async () => {
    const api = fakeApi(reply(vacancyRoutes.get, aVacancy({ status: 'archived' })));
    renderApp('/vacancies/42', { fetch: api.fetch });

    expect(await screen.findByText('This vacancy is no longer open.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'),
    );
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(api.callsTo(searchRoutes.similar)).toHaveLength(0);
  });
});

describe('seeker pages kept out of search engines', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['/login', '/chat'])('%s says noindex', async (path) => {
    document.cookie =
      path === '/chat' ? 'auth_token=t; path=/' : 'auth_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    renderApp(path, { fetch: fakeApi().fetch });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'),
    );
    document.cookie = 'auth_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
