import { chatRoutes, employerMeRoute, employerVacancyRoutes, meRoute } from '@jobs/contracts';
import { screen, waitFor } from '@testing-library/react';
import { EMPLOYER } from './chat-fixtures';
import { aDashboard, EMPLOYER_ME } from './vacancy-fixtures';
import { createFakeApi } from '@jobs/testing';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';

const api = () =>
  createFakeApi(TEST_API_BASE)
    .on(meRoute, () => EMPLOYER)
    .on(employerMeRoute, () => EMPLOYER_ME)
    .on(employerVacancyRoutes.dashboard, () => aDashboard())
    .on(chatRoutes.list, () => [])
    .on(chatRoutes.notifies, () => []);

describe('employer routes', () => {
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows Page Not Found and logs the path when the path matches no route', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/employer/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Page Not Found: /employer/no-such-page'));
  });

  it('takes / to the login page through /employer when there is no token', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/login');
  });

  it('greets the employer on the dashboard when employer_auth_token is set', async () => {
    document.cookie = 'employer_auth_token=employer-token; path=/';
    renderApp('/employer', { fetch: api().fetch });

    expect(await screen.findByText('Hello, Demo Employer!')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'At a glance' })).toBeInTheDocument();
  });

  it('shows the account on /employer/profile when employer_auth_token is set', async () => {
    document.cookie = 'employer_auth_token=employer-token; path=/';
    renderApp('/employer/profile', { fetch: api().fetch });

    expect(await screen.findByDisplayValue('employer@demo.jobs')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme');
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
  });
});
