import { hiddenRoutes, type HiddenList } from '@jobs/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, on, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';
import { aSummary } from '../../__tests__/search-fixtures';

describe('/hidden', () => {
  beforeEach(() => signInAsSeeker());
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('lists the hidden companies and vacancies, each shown again by its own route', async () => {
    let hidden: HiddenList = {
      companies: [{ id: 7, name: 'Acme', logo: null }],
      vacancies: [aSummary({ id: 42, title: 'Frontend developer' })],
    };
    const api = fakeApi(
      on(hiddenRoutes.list, () => jsonResponse(200, hidden)),
      on(hiddenRoutes.showCompany, () => {
        hidden = { ...hidden, companies: [] };
        return new Response(null, { status: 204 });
      }),
      on(hiddenRoutes.showVacancy, () => {
        hidden = { ...hidden, vacancies: [] };
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/hidden', { fetch: api.fetch });

    const companies = await screen.findByRole('region', { name: 'Companies' });
    const vacancies = screen.getByRole('region', { name: 'Vacancies' });
    expect(within(companies).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/companies/7');
    const vacancy = within(vacancies).getByRole('link', { name: 'Frontend developer' });
    expect(vacancy.getAttribute('href')).toMatch(/^\/vacancies\/42/);
    expect(vacancy.closest('li')).toHaveTextContent(aSummary().company.name);
    expect(within(companies).getByRole('listitem')).not.toHaveTextContent(aSummary().company.name);

    await user.click(within(companies).getByRole('button', { name: 'Show “Acme” again' }));
    expect(await within(companies).findByText('No hidden companies.')).toBeInTheDocument();
    expect(api.callsTo(hiddenRoutes.showCompany).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/hidden/companies/7',
    ]);

    await user.click(within(vacancies).getByRole('button', { name: 'Show “Frontend developer” again' }));
    expect(await within(vacancies).findByText('No hidden vacancies.')).toBeInTheDocument();
    expect(api.callsTo(hiddenRoutes.showVacancy).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/hidden/vacancies/42',
    ]);
  });
});
