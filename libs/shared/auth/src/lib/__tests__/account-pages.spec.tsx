import { accountRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from '../account-pages';
import { renderWithApi, TEST_API_BASE } from './render-with-api';

const EMPLOYER_LOGIN = { '/employer/login': <h1>Employer login page</h1> };

describe('the account pages, each app passing its role and paths', () => {
  it('forgot password: the panel in the role’s tone, the role’s route, back to the app’s sign-in', async () => {
    const api = createFakeApi(TEST_API_BASE).on(accountRoutes.employer.forgotPassword, () => ({}));
    const { container, router } = renderWithApi(<ForgotPasswordPage role="employer" loginPath="/employer/login" />, {
      audience: 'employer',
      fetch: api.fetch,
      otherPages: EMPLOYER_LOGIN,
    });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'employer');
    await user.type(screen.getByLabelText('E-mail'), 'boss@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('boss@example.com');
    expect(api.callsTo('POST', '/employer/auth/password/forgot')).toEqual([
      expect.objectContaining({ body: { email: 'boss@example.com' } }),
    ]);

    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Employer login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/login');
  });

  it('reset password: sends the token of the link with the new password to the role’s route', async () => {
    const api = createFakeApi(TEST_API_BASE).on(
      accountRoutes.editor.resetPassword,
      () => new Response(null, { status: 204 }),
    );
    const { container } = renderWithApi(<ResetPasswordPage role="editor" loginPath="/edit-vacancies-list/login" />, {
      audience: 'editor',
      fetch: api.fetch,
      initialEntry: '/?token=reset-token',
    });

    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'editor');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/edit-vacancies-list/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a-new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/edit-vacancies-list/login');
    expect(api.callsTo('POST', '/editor/auth/password/reset')).toEqual([
      expect.objectContaining({ body: { token: 'reset-token', password: 'a-new-password-1' } }),
    ]);
  });

  it('verify e-mail: confirms the token of the link, then links to the app’s home page', async () => {
    const api = createFakeApi(TEST_API_BASE).on(accountRoutes.seeker.verifyEmail, () =>
      Response.json({ status: 'verified' }),
    );
    renderWithApi(<VerifyEmailPage role="seeker" homePath="/" />, {
      fetch: api.fetch,
      initialEntry: '/?token=verify-token',
    });

    expect(await screen.findByText('Your e-mail is confirmed. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(api.callsTo('POST', '/auth/email/verify')).toEqual([
      expect.objectContaining({ body: { token: 'verify-token' } }),
    ]);
  });

  it('verify e-mail: a link opened again says the e-mail is already confirmed, not that the link is invalid', async () => {
    const api = createFakeApi(TEST_API_BASE).on(accountRoutes.seeker.verifyEmail, () =>
      Response.json({ status: 'already_verified' }),
    );
    renderWithApi(<VerifyEmailPage role="seeker" homePath="/" />, {
      fetch: api.fetch,
      initialEntry: '/?token=verify-token',
    });

    expect(await screen.findByText('Your e-mail is already confirmed: nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByText(/not valid or has expired/)).not.toBeInTheDocument();
  });

  it('verify e-mail: the link of an address change says the new address is confirmed', async () => {
    const api = createFakeApi(TEST_API_BASE).on(accountRoutes.employer.verifyEmail, () =>
      Response.json({ status: 'changed' }),
    );
    renderWithApi(<VerifyEmailPage role="employer" homePath="/employer" />, {
      fetch: api.fetch,
      initialEntry: '/?token=verify-token',
    });

    expect(await screen.findByText('Your new e-mail is confirmed: sign in with it from now on.')).toBeInTheDocument();
  });
});
