import { chatRoutes, employerMeRoute, employerVacancyRoutes, meRoute } from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

    // The 404's layout loads lazily (a cold module on a busy machine).
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Page Not Found: /employer/no-such-page'));
  });

  it('keeps the header on Page Not Found for a visitor who is not signed in: sign in or register', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp('/no-such-page');

    // The 404's layout loads lazily (a cold module on a busy machine).
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 15_000 })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Register your company' })).toHaveAttribute(
      'href',
      '/employer/register',
    );
    await userEvent.click(within(header).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/login');
  });

  it('shows Page Not Found inside the signed-in layout: the menu leads on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = 'employer_auth_token=employer-token; path=/';
    const { router } = renderApp('/employer/no-such-page', { fetch: api().fetch });

    // The 404's layout loads lazily (a cold module on a busy machine).
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 15_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Hello, Demo Employer!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer');
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
