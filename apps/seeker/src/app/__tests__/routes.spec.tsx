import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meRoute } from '@jobs/contracts';
import { fakeApi, reply, signInAsSeeker } from './fake-api';
import { clearAuthCookies, renderApp } from './render-app';

describe('seeker routes', () => {
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows Page Not Found and logs the path when the path matches no route', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Page Not Found: /no-such-page'));
  });

  it('opens the login page when /profile is visited without a token', async () => {
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the signed-in user on /profile when auth_token is set', async () => {
    signInAsSeeker();
    const api = fakeApi(
      reply(meRoute, {
        id: 7,
        email: 'seeker@demo.jobs',
        name: 'Demo Seeker',
        role: 'seeker',
        locale: 'ru',
        company_id: null,
        email_verified: true,
      }),
    );
    renderApp('/profile', { fetch: api.fetch });

    expect(await screen.findByText('seeker@demo.jobs')).toBeInTheDocument();
    // On the page's account card, and in the header as who is signed in.
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Demo Seeker');
    expect(await screen.findByRole('link', { name: 'Signed in as Demo Seeker' })).toHaveAttribute('href', '/profile');
    const [me] = api.callsTo(meRoute);
    expect(me?.url).toBe('http://api.test/api/users/default/me');
    expect(me?.headers.get('authorization')).toBe('Bearer seeker-token');
  });

  it('sends a search from the home page to /vacancies?q=', async () => {
    const { router } = renderApp('/');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Job title, skill or company'), 'react');
    await user.click(screen.getByRole('button', { name: 'Find jobs' }));

    expect(await screen.findByRole('heading', { name: '“react” jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vacancies');
    expect(router.state.location.search).toBe('?q=react');
  });
});
