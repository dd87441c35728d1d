import { act, screen, waitFor } from '@testing-library/react';
import { clearAuthCookies, renderApp } from './render-app';

const GUARDED_PATHS = [
  '/edit-vacancies-list',
  '/edit-vacancies-list/new',
  '/edit-vacancies-list/42',
  '/edit-vacancies-list/similar',
  '/edit-vacancies-list/recommended',
  '/edit-vacancies-list/no-experience',
  '/admin/chat',
  '/admin/chat/7',
];

describe('admin routes', () => {
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows Page Not Found and logs the path when the path matches no route', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/nothing/here');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Page Not Found: /nothing/here'));
  });

  it.each(GUARDED_PATHS)('sends %s to the login page when there is no editor token', async (path) => {
    const { router } = renderApp(path);

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-vacancies-list/login');
  });

  it('opens the collections and the chat inbox in the editor layout when the editor token is set', async () => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
    const { router } = renderApp('/edit-vacancies-list/no-experience');

    expect(await screen.findByRole('heading', { level: 1, name: 'No experience needed' })).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();

    await act(() => router.navigate('/admin/chat'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('takes / to the vacancy list when the editor token is set', async () => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-vacancies-list');
  });
});
