import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, jsonResponse, renderApp } from './render-app';

describe('employer login and register pages', () => {
  afterEach(clearAuthCookies);

  it('shows the password rule next to the field when the registration password is too short', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    renderApp('/employer/register', { fetch });

    await user.type(await screen.findByLabelText('Name'), 'Ivan');
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Company name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/At least 8 characters$/),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the company-name rule next to the field when it is left blank on blur', async () => {
    const user = userEvent.setup();
    renderApp('/employer/register');

    await user.click(await screen.findByLabelText('Company name'));
    await user.tab();

    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('At least 2 characters');
  });

  it('puts the conflict next to the e-mail field when the e-mail is already registered', async () => {
    const user = userEvent.setup();
    renderApp('/employer/register', {
      fetch: async () => jsonResponse(409, { error: { code: 'CONFLICT', message: 'Taken' } }),
    });

    await user.type(await screen.findByLabelText('Name'), 'Ivan');
    await user.type(screen.getByLabelText('E-mail'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.type(screen.getByLabelText('Company name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong-credentials alert when the login is refused with 401', async () => {
    const user = userEvent.setup();
    renderApp('/employer/login', {
      fetch: async () => jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'No' } }),
    });

    await user.type(await screen.findByLabelText('E-mail'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('signs in and opens the dashboard when the API accepts the credentials', async () => {
    const user = userEvent.setup();
    const employer = {
      id: 3,
      email: 'ivan@example.com',
      name: 'Ivan',
      role: 'employer',
      locale: 'ru',
      company_id: 5,
      email_verified: true,
    };
    const fetch = vi.fn(async (request: Request) =>
      request.url.endsWith('/employer/auth/login')
        ? jsonResponse(200, { token: 'employer-token', user: employer })
        : jsonResponse(200, employer),
    );
    const { router } = renderApp('/employer/login', { fetch });

    await user.type(await screen.findByLabelText('E-mail'), 'ivan@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Hello, Ivan!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer');
    expect(document.cookie).toContain('employer_auth_token=employer-token');
  });
});
