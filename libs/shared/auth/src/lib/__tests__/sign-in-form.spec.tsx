import { authRoutes, type ErrorCode } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_COOKIE, LocaleProvider, useLocale } from '@jobs/i18n';
import Cookies from 'js-cookie';
import { SignInForm } from '../sign-in-form';
import { clearAuthCookies, renderWithApi, TEST_API_BASE } from './render-with-api';

const EMPLOYER = {
  id: 3,
  email: 'ivan@example.com',
  name: 'Ivan',
  role: 'employer',
  locale: 'ru',
  company_id: 5,
  email_verified: true,
};

const errorResponse = (status: number, code: ErrorCode, message: string) =>
  new Response(JSON.stringify({ error: { code, message, requestId: 'req-1' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('SignInForm', () => {
  afterEach(clearAuthCookies);

  it("takes the account's language once signed in (issue 30: the language follows the person)", async () => {
    const api = createFakeApi(TEST_API_BASE).on(authRoutes.employer.login, () => ({
      token: 'employer-token',
      user: { ...EMPLOYER, locale: 'en' },
    }));
    const onSuccess = vi.fn();
    const onLocaleChoice = vi.fn();
    function Shown() {
      return <p>Interface: {useLocale()?.locale}</p>;
    }
    renderWithApi(
      <LocaleProvider initialLocale="ru" onLocaleChoice={onLocaleChoice}>
        <SignInForm route={authRoutes.employer.login} onSuccess={onSuccess} />
        <Shown />
      </LocaleProvider>,
      { audience: 'employer', fetch: api.fetch },
    );
    expect(screen.getByText('Interface: ru')).toBeInTheDocument();

    await fillAndSubmit('ivan@example.com', 'right-password');

    await waitFor(() => expect(screen.getByText('Interface: en')).toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledOnce();
    // Kept for the next visit; not sent back to the account, which has it already.
    expect(Cookies.get(LOCALE_COOKIE)).toBe('en');
    expect(onLocaleChoice).not.toHaveBeenCalled();
    Cookies.remove(LOCALE_COOKIE, { path: '/' });
  });

  it('signs in on the given route, stores the token and calls onSuccess when the API accepts', async () => {
    const api = createFakeApi(TEST_API_BASE).on(authRoutes.employer.login, () => ({
      token: 'employer-token',
      user: EMPLOYER,
    }));
    const onSuccess = vi.fn();
    renderWithApi(<SignInForm route={authRoutes.employer.login} onSuccess={onSuccess} />, {
      audience: 'employer',
      fetch: api.fetch,
    });

    await fillAndSubmit('  Ivan@Example.com ', 'right-password');

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/employer/auth/login').map((call) => call.body)).toEqual([
      { email: 'ivan@example.com', password: 'right-password' },
    ]);
    expect(document.cookie).toContain('employer_auth_token=employer-token');
  });

  it('forgets the cached data of the previous user when signed in', async () => {
    const api = createFakeApi(TEST_API_BASE).on(authRoutes.employer.login, () => ({ token: 't', user: EMPLOYER }));
    const onSuccess = vi.fn();
    const { queryClient } = renderWithApi(<SignInForm route={authRoutes.employer.login} onSuccess={onSuccess} />, {
      audience: 'employer',
      fetch: api.fetch,
    });
    queryClient.setQueryData(['users', 'me'], { name: 'Someone else' });

    await fillAndSubmit('ivan@example.com', 'right-password');

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('shows a wrong-credentials alert and stays when the API answers 401', async () => {
    const api = createFakeApi(TEST_API_BASE).on(authRoutes.seeker.login, () =>
      errorResponse(401, 'UNAUTHENTICATED', 'No'),
    );
    const onSuccess = vi.fn();
    renderWithApi(<SignInForm route={authRoutes.seeker.login} onSuccess={onSuccess} />, { fetch: api.fetch });

    await fillAndSubmit('anna@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a cannot-reach alert when the network fails', async () => {
    renderWithApi(<SignInForm route={authRoutes.seeker.login} onSuccess={vi.fn()} />);

    await fillAndSubmit('anna@example.com', 'whatever-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('shows that the password is required and calls no API when it is left empty', async () => {
    const fetch = vi.fn();
    renderWithApi(<SignInForm route={authRoutes.seeker.login} onSuccess={vi.fn()} />, { fetch });

    await fillAndSubmit('anna@example.com', '');

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Fill in this field');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers saved usernames for the e-mail when asked to', async () => {
    renderWithApi(<SignInForm route={authRoutes.editor.login} onSuccess={vi.fn()} emailAutoComplete="username" />, {
      audience: 'editor',
    });

    expect(await screen.findByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
  });
});
