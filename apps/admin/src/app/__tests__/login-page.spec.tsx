import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, jsonResponse, renderApp } from './render-app';

describe('editor login page', () => {
  afterEach(clearAuthCookies);

  it('shows that the password is required next to the field when it is too short (empty)', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    renderApp('/edit-vacancies-list/login', { fetch });

    await user.type(await screen.findByLabelText('E-mail'), 'editor@demo.jobs');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Fill in this field');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the e-mail rule next to the field when the e-mail is invalid on blur', async () => {
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/login');

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.tab();

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');
  });

  it('shows a wrong-credentials alert when the API answers 401', async () => {
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/login', {
      fetch: async () => jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'No' } }),
    });

    await user.type(await screen.findByLabelText('E-mail'), 'editor@demo.jobs');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('signs in and opens the vacancy list when the API accepts the credentials', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/edit-vacancies-list/login', {
      fetch: async () =>
        jsonResponse(200, {
          token: 'editor-token',
          user: {
            id: 1,
            email: 'editor@demo.jobs',
            name: 'Editor',
            role: 'editor',
            locale: 'ru',
            company_id: null,
            email_verified: true,
          },
        }),
    });

    await user.type(await screen.findByLabelText('E-mail'), 'editor@demo.jobs');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-vacancies-list');
    expect(document.cookie).toContain('edit_vacancy_auth_token=editor-token');
  });
});
