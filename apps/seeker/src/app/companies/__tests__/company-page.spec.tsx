import { searchRoutes, vacancyRoutes, type Responsiveness } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAppCatalog } from '../../catalog';
import { aVacancy, errorResponse, fakeApi, on, reply } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';
import { aCompany } from '../../applications/__tests__/application-fixtures';

const summaries = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const {
      description: _d,
      requirements: _r,
      conditions: _c,
      status: _s,
      ...summary
    } = aVacancy({
      id: 100 + index,
      title: `Engineer ${index + 1}`,
    });
    return summary;
  });

const responsiveness = (share: number, hours: number | null): Responsiveness => ({
  applications_90d: 30,
  answered_share: share,
  median_first_response_hours: hours,
});

describe('/companies/:id', () => {
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows the company’s description, site, industry, size, city, logo, responsiveness and vacancies, with the page head', async () => {
    const api = fakeApi(
      reply(
        searchRoutes.company,
        aCompany({
          vacancies: summaries(3),
          vacancies_total: 3,
          verified: { method: 'editor', at: '2026-11-01T09:00:00.000Z' },
        }),
      ),
    );
    renderApp('/companies/10', { fetch: api.fetch });

    // Verified: the badge is part of the heading's name.
    expect(await screen.findByRole('heading', { level: 1, name: /^Acme Corp/ })).toBeInTheDocument();
    expect(screen.getByText('Answers 87% of applications, usually within 6 hours')).toBeInTheDocument();
    // Over what period, and which applications count.
    expect(
      screen.getByText(
        'Within 7 days; of 40 applications in the last 90 days, counted once their reply time has passed',
      ),
    ).toBeInTheDocument();
    // The logo through the image optimiser, large in the header (and small on each vacancy card).
    expect(screen.getAllByRole('img', { name: 'Acme Corp logo' })[0]?.getAttribute('src')).toContain(
      '/_img/w_96,h_96,f_webp,fit_contain,b_ffffff/',
    );
    expect(screen.getByText('Aerospace')).toBeInTheDocument();
    expect(screen.getByText('51-200 employees')).toBeInTheDocument();
    expect(screen.getByText('Moscow', { selector: 'dd' })).toBeInTheDocument();
    const site = screen.getByRole('link', { name: 'acme.example' });
    expect(site).toHaveAttribute('href', 'https://acme.example/');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByRole('region', { name: 'About the company' })).toHaveTextContent(
      'And the software that flies them.',
    );
    const list = screen.getByRole('list', { name: 'Vacancies of Acme Corp' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Engineer 1' })).toHaveAttribute('href', '/vacancies/100');
    expect(within(list).getAllByRole('link', { name: 'Apply' })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Open vacancies (3)' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Acme Corp · Jobs'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Acme Corp. We build rockets. And the software that flies them.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/companies\/10$/);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    // Verified: its website is the organization's identity too.
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Acme Corp', sameAs: 'https://acme.example/' });
  });

  it("does not claim an unverified company's website as its identity in the JSON-LD", async () => {
    const api = fakeApi(reply(searchRoutes.company, aCompany({ verified: null })));
    renderApp('/companies/10', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    // The page still links the site it states.
    expect(screen.getByRole('link', { name: 'acme.example' })).toHaveAttribute('href', 'https://acme.example/');
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Acme Corp' });
    expect(jsonLd).not.toHaveProperty('sameAs');
    expect(jsonLd).not.toHaveProperty('hasCredential');
  });

  it('says nothing about responsiveness when the company has too few applications', async () => {
    // A hostile website address, which the page must not link.
    // eslint-disable-next-line no-script-url
    const api = fakeApi(reply(searchRoutes.company, aCompany({ responsiveness: null, site: 'javascript:alert(1)' })));
    renderApp('/companies/10', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.queryByText(/Answers/)).not.toBeInTheDocument();
    // Only a web address becomes a link.
    expect(screen.queryByText('Website')).not.toBeInTheDocument();
    expect(screen.getByText('The company has no open vacancies right now.')).toBeInTheDocument();
  });

  it('pages through many vacancies and points to the search for more than the page lists', async () => {
    const api = fakeApi(reply(searchRoutes.company, aCompany({ vacancies: summaries(25), vacancies_total: 60 })));
    const user = userEvent.setup();
    const { router } = renderApp('/companies/10', { fetch: api.fetch });

    const list = await screen.findByRole('list', { name: 'Vacancies of Acme Corp' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Vacancy pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    const titles = () =>
      within(screen.getByRole('list', { name: 'Vacancies of Acme Corp' }))
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    await waitFor(() =>
      expect(titles()).toEqual(['Engineer 21', 'Engineer 22', 'Engineer 23', 'Engineer 24', 'Engineer 25']),
    );
    expect(screen.getByRole('link', { name: 'Search all 60 vacancies of Acme Corp' })).toHaveAttribute(
      'href',
      '/vacancies?q=Acme+Corp',
    );
  });

  it('shows Page Not Found for a missing company', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(on(searchRoutes.company, () => errorResponse(404, 'NOT_FOUND', 'Company not found')));
    renderApp('/companies/999', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is linked from the vacancy page, whose company block shows the same responsiveness line', async () => {
    const api = fakeApi(
      reply(
        vacancyRoutes.get,
        aVacancy({ company: { id: 10, name: 'Acme Corp', logo: null, responsiveness: responsiveness(0.5, 50) } }),
      ),
    );
    renderApp('/vacancies/42', { fetch: api.fetch });
    const block = await screen.findByRole('complementary', { name: 'About the company' });
    expect(within(block).getByText('Answers 50% of applications, usually within 2 days')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute('href', '/companies/10');
    expect(within(block).getByRole('link', { name: 'About the company and its vacancies' })).toHaveAttribute(
      'href',
      '/companies/10',
    );
  });
});

describe('/companies/:id in Russian', () => {
  beforeEach(async () => {
    await activateLocale('ru', [loadAppCatalog]);
  });
  afterEach(async () => {
    await activateLocale('en', [loadAppCatalog]);
  });

  it.each([
    [responsiveness(0.87, 6), /^Отвечает на 87\s%\sоткликов, обычно в течение 6 часов$/],
    [responsiveness(0.87, 1.2), /^Отвечает на 87\s%\sоткликов, обычно в течение 1 часа$/],
    [responsiveness(0.9, 21), /^Отвечает на 90\s%\sоткликов, обычно в течение 21 часа$/],
    [responsiveness(0.6, 72), /^Отвечает на 60\s%\sоткликов, обычно в течение 3 дней$/],
    [responsiveness(0.6, 30), /^Отвечает на 60\s%\sоткликов, обычно в течение 1 дня$/],
    [responsiveness(0.4, null), /^Отвечает на 40\s%\sоткликов$/],
  ])('says how fast the company answers in Russian plurals (%o)', async (value, expected) => {
    const api = fakeApi(reply(searchRoutes.company, aCompany({ responsiveness: value })));
    renderApp('/companies/10', { fetch: api.fetch, locale: 'ru' });
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it.each([
    [1, 'Отвечаем в течение 1 дня'],
    [3, 'Отвечаем в течение 3 дней'],
    [5, 'Отвечаем в течение 5 дней'],
    [14, 'Отвечаем в течение 14 дней'],
  ])('states the reply promise in Russian plurals (%i)', async (days, expected) => {
    const api = fakeApi(
      reply(
        searchRoutes.company,
        aCompany({
          reply_within_days: days,
          responsiveness: {
            applications_90d: 30,
            answered_share: 0.87,
            median_first_response_hours: 6,
            promises_kept_share: 0.8,
          },
        }),
      ),
    );
    renderApp('/companies/10', { fetch: api.fetch, locale: 'ru' });
    expect(await screen.findByTestId('reply-promise')).toHaveTextContent(expected);
    expect(screen.getByTestId('promises-kept')).toHaveTextContent(/^Отвечает в обещанный срок на 80\s%\sоткликов$/);
  });

  it('speaks Russian: the headings, facts and size', async () => {
    const api = fakeApi(on(searchRoutes.company, () => jsonResponse(200, aCompany())));
    renderApp('/companies/10', { fetch: api.fetch, locale: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Открытые вакансии (0)' })).toBeInTheDocument();
    expect(screen.getByText('Отрасль')).toBeInTheDocument();
    expect(screen.getByText('51-200 сотрудников')).toBeInTheDocument();
  });
});
