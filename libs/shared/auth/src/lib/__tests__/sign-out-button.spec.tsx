import { authRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutButton } from '../sign-out-button';
import { clearAuthCookies, renderWithApi, TEST_API_BASE } from './render-with-api';

const LOGIN_PAGE = { '/login': <h1>Login page</h1> };

describe('SignOutButton', () => {
  afterEach(clearAuthCookies);

  it('ends the session, forgets cached data, runs the app clean-up and goes to the login page when clicked', async () => {
    document.cookie = 'auth_token=seeker-token; path=/';
    const api = createFakeApi(TEST_API_BASE).on(authRoutes.seeker.logout, () => new Response(null, { status: 204 }));
    const onSignedOut = vi.fn();
    const { router, queryClient } = renderWithApi(<SignOutButton loginPath="/login" onSignedOut={onSignedOut} />, {
      fetch: api.fetch,
      otherPages: LOGIN_PAGE,
    });
    queryClient.setQueryData(['users', 'me'], { name: 'Anna' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(document.cookie).not.toContain('auth_token=seeker-token');
  });

  it('still goes to the login page when the server cannot be reached', async () => {
    const { router } = renderWithApi(<SignOutButton loginPath="/login" />, { otherPages: LOGIN_PAGE });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
