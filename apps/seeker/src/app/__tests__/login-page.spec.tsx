import { authRoutes, chatRoutes } from '@jobs/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, on, reply } from './fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from './render-app';

const errorEnvelope = (
  code: string,
  message: string,
  details?: { field: string; code: string; message: string }[],
) => ({
  error: { code, message, details, requestId: 'req-1' },
});

describe('seeker login page', () => {
  afterEach(clearAuthCookies);

  it('shows the password rule next to the field when the sign-up password is too short', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    renderApp('/login?mode=sign-up', { fetch });

    await user.type(await screen.findByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringMatching(/\. At least 8 characters$|^At least 8 characters At least 8 characters$/),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows that the password is required next to the field when it is left empty on sign-in', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Fill in this field');
  });

  it('shows a wrong-credentials alert when the API answers 401', async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      fetch: async () => jsonResponse(401, errorEnvelope('UNAUTHENTICATED', 'Wrong e-mail or password')),
    });

    await user.type(await screen.findByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-her-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('puts the conflict next to the e-mail field when the e-mail is already registered', async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=sign-up', {
      fetch: async () => jsonResponse(409, errorEnvelope('CONFLICT', 'E-mail taken')),
    });

    await user.type(await screen.findByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail is already registered');
  });

  it('puts server validation messages next to their fields when the API answers 400 with details', async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=sign-up', {
      fetch: async () =>
        jsonResponse(
          400,
          errorEnvelope('VALIDATION_FAILED', 'Invalid input', [
            { field: 'body.password', code: 'password_too_weak', message: 'This password is too common' },
          ]),
        ),
    });

    await user.type(await screen.findByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This password is one of the most common ones: choose another')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a rate-limit alert when the API answers 429', async () => {
    const user = userEvent.setup();
    renderApp('/login', {
      fetch: async () => jsonResponse(429, errorEnvelope('RATE_LIMITED', 'Slow down')),
    });

    await user.type(await screen.findByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it('shows a cannot-reach alert when the network fails', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('signs in, stores auth_token and goes home when the API accepts the credentials', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const api = fakeApi(
      on(authRoutes.seeker.login, async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, {
          token: 'fresh-token',
          user: {
            id: 1,
            email: 'anna@example.com',
            name: 'Anna',
            role: 'seeker',
            locale: 'ru',
            company_id: null,
            email_verified: true,
          },
        });
      }),
    );
    const { router } = renderApp('/login', { fetch: api.fetch });

    await user.type(await screen.findByLabelText('E-mail'), '  Anna@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Find a job that fits you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).toContain('auth_token=fresh-token');
    expect(api.requests[0]?.url).toBe('http://api.test/api/auth/login');
    expect(bodies).toEqual([{ email: 'anna@example.com', password: 'right-password' }]);
    // Signed in, the header's unread badge and the notification poller start with their own calls.
    await waitFor(() => expect(api.callsTo(chatRoutes.notifies)).toHaveLength(1));
    expect(api.unanswered).toEqual([]);
  });

  it('goes home, not to another site, when the page to come back to is not one of ours', async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      reply(authRoutes.seeker.login, {
        token: 'fresh-token',
        user: {
          id: 1,
          email: 'anna@example.com',
          name: 'Anna',
          role: 'seeker',
          locale: 'ru',
          company_id: null,
          email_verified: true,
        },
      }),
    );
    const { router } = renderApp(`/login?next=${encodeURIComponent('//evil.test/steal')}`, { fetch: api.fetch });

    await user.type(await screen.findByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Find a job that fits you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
