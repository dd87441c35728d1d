import { chatRoutes, meRoute } from '@jobs/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aChat, aMessage, aNotification, EMPLOYER } from './chat-fixtures';
import { createFakeApi } from '@jobs/testing';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';

const signIn = () => {
  document.cookie = 'employer_auth_token=employer-token; path=/';
};

/** The employer's API with a chat list, empty histories and no notifications. */
const employerApi = (chats = [aChat(1)]) =>
  createFakeApi(TEST_API_BASE)
    .on(meRoute, () => EMPLOYER)
    .on(chatRoutes.list, () => chats)
    .on(chatRoutes.history, () => ({ message: [], has_more: false }))
    .on(chatRoutes.notifies, () => [])
    .on(chatRoutes.readNotifies, ({ body }) => ({
      updated: (body as { notification_ids: number[] }).notification_ids.length,
    }));

const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

describe('employer candidate chats', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    localStorage.clear();
    document.title = '';
    vi.restoreAllMocks();
  });

  it('lists unanswered chats first, then by last activity, with unread badges', async () => {
    const api = employerApi([
      aChat(1, { title: 'Anna', lastMessageCreatedAt: '2024-05-03T10:00:00.000Z', unanswered: false }),
      aChat(2, { title: 'Boris', lastMessageCreatedAt: '2024-05-01T10:00:00.000Z', unanswered: true, unread_count: 2 }),
      aChat(3, { title: 'Vera', lastMessageCreatedAt: '2024-05-02T10:00:00.000Z', unanswered: true, unread_count: 1 }),
      aChat(4, { title: 'Gleb', lastMessageCreatedAt: null, updatedAt: '2024-04-01T10:00:00.000Z' }),
    ]);
    renderApp('/employer/chats', { fetch: api.fetch });

    const list = await screen.findByRole('navigation', { name: 'Candidates' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(4));
    const names = linkNames(list);
    expect(names[0]).toContain('Vera');
    expect(names[1]).toContain('Boris');
    expect(names[2]).toContain('Anna');
    expect(names[3]).toContain('Gleb');
    expect(within(list).getAllByText('Awaiting reply')).toHaveLength(2);
    expect(within(list).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(list).getByText('1 unread message')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Vera/ })).toHaveAttribute('href', '/employer/chats/3');
    expect(within(list).getByText('Last message of chat 2')).toBeInTheDocument();
  });

  it('says so when the company has no candidate chats yet', async () => {
    renderApp('/employer/chats', { fetch: employerApi([]).fetch });

    expect(await screen.findByText(/No candidate chats yet/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the chat list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const api = employerApi().on(chatRoutes.list, () =>
      fail ? new Response('{}', { status: 400, headers: { 'content-type': 'application/json' } }) : [aChat(1)],
    );
    const user = userEvent.setup();
    renderApp('/employer/chats', { fetch: api.fetch });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the candidate chats.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Candidate 1/ })).toBeInTheDocument();
  });

  it('shows the unread total on the Candidates link and in the tab title', async () => {
    const api = employerApi([aChat(1, { unread_count: 2 }), aChat(2, { unread_count: 3 })]);
    renderApp('/employer', { fetch: api.fetch });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const candidates = await within(nav).findByRole('link', { name: 'Chats, 5 unread messages' });
    expect(candidates).toHaveAttribute('href', '/employer/chats');
    await waitFor(() => expect(document.title).toMatch(/^\(5\) /));
  });

  it('shows the count of unanswered chats and a link to them on the dashboard', async () => {
    const api = employerApi([aChat(1, { unanswered: true }), aChat(2, { unanswered: true }), aChat(3)]);
    renderApp('/employer', { fetch: api.fetch });

    const card = await screen.findByRole('region', { name: 'Candidate chats' });
    expect(await within(card).findByText('2 candidates are waiting for your reply.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open candidate chats' })).toHaveAttribute('href', '/employer/chats');
  });

  it('opens a chat, shows each message with its vacancy and replies about the latest message’s vacancy', async () => {
    const user = userEvent.setup();
    const api = employerApi([aChat(5, { title: 'Anna Petrova', unanswered: true })])
      .on(chatRoutes.history, () => ({
        // Newest first, as the API sends it.
        message: [
          aMessage(11, { text: 'Is the position still open?', vacancy_id: 42 }),
          aMessage(10, { text: 'Hello!', vacancy_id: 7 }),
        ],
        has_more: false,
      }))
      .on(chatRoutes.send, ({ body }) => ({
        id: 12,
        text: (body as { message: string }).message,
        createdAt: '2024-05-01T10:00:00.000Z',
        chat_id: 5,
      }));
    renderApp('/employer/chats/5', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(await screen.findByText('Is the position still open?')).toBeInTheDocument();
    expect(screen.getByText('Vacancy #42')).toBeInTheDocument();
    expect(screen.getByText('Vacancy #7')).toBeInTheDocument();
    expect(screen.getByText(/Your reply will be about Vacancy #42/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'Yes, it is. When can you talk?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', '/chat/5/send')).toHaveLength(1));
    expect(api.callsTo('POST', '/chat/5/send')[0].body).toMatchObject({
      message: 'Yes, it is. When can you talk?',
      vacancy_id: 42,
    });
    const history = screen.getByRole('region', { name: 'Message history' });
    expect(await within(history).findByText('Yes, it is. When can you talk?')).toBeInTheDocument();
    // The reply marks the chat answered in the store: it stops showing as awaiting one, without a list reload.
    const list = screen.getByRole('navigation', { name: 'Candidates' });
    await waitFor(() => expect(within(list).queryByText('Awaiting reply')).toBeNull());
    expect(within(list).getByRole('link', { name: /Anna Petrova/ })).toHaveTextContent(
      'Yes, it is. When can you talk?',
    );
    expect(api.callsTo('GET', '/chat/list')).toHaveLength(1);
  });

  it('renders a message’s markup as text and keeps the page alive on a history error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = employerApi([aChat(5)]).on(chatRoutes.history, () => ({
      message: [aMessage(1, { text: '<img src=x onerror="alert(1)">' })],
      has_more: false,
    }));
    renderApp('/employer/chats/5', { fetch: api.fetch });

    expect(await screen.findByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('toasts a candidate’s message, reloads the list and opens the chat from the toast', async () => {
    const user = userEvent.setup();
    let notified = false;
    const api = employerApi([aChat(5)]).on(chatRoutes.notifies, () => {
      if (notified) return [];
      notified = true;
      return [aNotification(900, { chat_id: 5, text: 'I would like to apply for the position' })];
    });
    const { router } = renderApp('/employer', { fetch: api.fetch });

    expect(await screen.findByText('Новое сообщение')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/chat/notifies/read')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/chat/list').length).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/chats/5'));
  });

  it('brings a new message into the chat on screen when its notification arrives, keeping what is shown', async () => {
    let wrote = false;
    const api = employerApi([aChat(5, { title: 'Anna Petrova' })])
      .on(chatRoutes.history, () => ({
        message: wrote
          ? [aMessage(11, { text: 'Are you there?' }), aMessage(10, { text: 'Hello!' })]
          : [aMessage(10, { text: 'Hello!' })],
        has_more: false,
      }))
      .on(chatRoutes.notifies, () => (wrote ? [aNotification(901, { chat_id: 5, text: 'Are you there?' })] : []));
    const { queryClient } = renderApp('/employer/chats/5', { fetch: api.fetch });
    const history = await screen.findByRole('region', { name: 'Message history' });
    await within(history).findByText('Hello!');

    wrote = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['notifications'] }));

    expect(await within(history).findByText('Are you there?')).toBeInTheDocument();
    expect(within(history).getByText('Hello!')).toBeInTheDocument();
    expect(api.callsTo('GET', '/chat/5/history')).toHaveLength(2);
  });

  it('does not poll notifications on the login page', async () => {
    clearAuthCookies();
    const api = employerApi();
    renderApp('/employer/login', { fetch: api.fetch });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET', '/chat/notifies')).toHaveLength(0);
  });

  it.each(['/employer/chats', '/employer/chats/5'])(
    'sends %s to the login page without the employer token',
    async (path) => {
      clearAuthCookies();
      document.cookie = 'auth_token=seeker-token; path=/';
      const { router } = renderApp(path, { fetch: employerApi().fetch });

      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/employer/login');
    },
  );

  it('shows Page Not Found for a chat id that is not a number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/employer/chats/abc', { fetch: employerApi().fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
