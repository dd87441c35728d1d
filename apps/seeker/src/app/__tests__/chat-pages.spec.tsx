import { TEMPORARY_COMPANY_CHAT_KEY } from '@jobs/chat';
import {
  authRoutes,
  chatRoutes,
  meRoute,
  readNotificationsBodySchema,
  sendMessageBodySchema,
  vacancyRoutes,
} from '@jobs/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  aChat,
  aMessage,
  aNotification,
  aVacancy,
  errorResponse,
  fakeApi,
  on,
  reply,
  SEEKER,
  signInAsSeeker,
} from './fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from './render-app';

const chats = [
  aChat({
    id: 1,
    title: 'Acme Corp',
    icon: 'https://cdn.test/acme.png',
    unread_count: 2,
    last_message: 'When can you start?',
  }),
  aChat({ id: 2, title: 'Globex', unread_count: 1, last_message: 'Thanks!' }),
  aChat({
    id: 3,
    title: 'Find me a job',
    is_template: true,
    company_id: null,
    unread_count: 0,
    last_message: null,
    lastMessageCreatedAt: null,
  }),
];

describe('seeker chats', () => {
  afterEach(() => {
    toast.dismiss();
    clearAuthCookies();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('asks a signed-out visitor to sign in on /chat, without calling the chat API', async () => {
    const api = fakeApi();
    renderApp('/chat', { fetch: api.fetch });

    const prompt = await screen.findByRole('region', { name: 'Sign in to see your chats' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('lists every chat with its logo, last message and unread badge on /chat', async () => {
    signInAsSeeker();
    const api = fakeApi(reply(chatRoutes.list, chats));
    renderApp('/chat', { fetch: api.fetch });

    const list = await screen.findByRole('navigation', { name: 'All chats' });
    const acme = await within(list).findByRole('link', { name: /Acme Corp/ });
    expect(acme).toHaveAttribute('href', '/chat/1');
    expect(acme).toHaveTextContent('2 unread messages');
    expect(acme).toHaveTextContent('When can you start?');
    expect(within(acme).getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      'https://cdn.test/acme.png',
    );
    expect(within(list).getByRole('link', { name: /Globex/ })).toHaveTextContent('1 unread message');
    const template = within(list).getByRole('link', { name: /Find me a job/ });
    expect(template).toHaveAttribute('href', '/chat/3');
    expect(template).not.toHaveTextContent('unread');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows the unread total in the header and the tab title when signed in', async () => {
    signInAsSeeker();
    const api = fakeApi(reply(chatRoutes.list, chats));
    renderApp('/', { fetch: api.fetch });

    const link = await screen.findByRole('link', { name: 'Chats, 3 unread messages' });
    expect(link).toHaveAttribute('href', '/chat');
    await waitFor(() => expect(document.title).toBe('(3) Jobs · Find your next job'));
  });

  it('shows a plain Chats link and polls nothing when signed out', async () => {
    const api = fakeApi();
    renderApp('/', { fetch: api.fetch });

    expect(await screen.findByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/chat');
    // The home page loads public vacancies and categories; nothing about the (absent) user.
    expect(api.requests.filter((request) => /\/(chat|users)\//.test(request.url))).toHaveLength(0);
  });

  it('shows a notification as a toast whose View opens its chat, and refreshes the unread counts', async () => {
    signInAsSeeker();
    const reads: unknown[] = [];
    let listed = [aChat({ id: 7, title: 'Acme Corp', unread_count: 0 })];
    let polls = 0;
    const api = fakeApi(
      on(chatRoutes.list, () => jsonResponse(200, listed)),
      on(chatRoutes.notifies, () => {
        polls += 1;
        // The message arrives with the first poll; the chat list now counts it.
        listed = [aChat({ id: 7, title: 'Acme Corp', unread_count: 1, last_message: 'We would like to invite you' })];
        return jsonResponse(
          200,
          polls === 1
            ? [
                aNotification(31, {
                  chat_id: 7,
                  text: 'We would like to invite you to an interview next week, on Monday',
                }),
              ]
            : [],
        );
      }),
      on(chatRoutes.readNotifies, async (request) => {
        reads.push(readNotificationsBodySchema.parse(await request.json()));
        return jsonResponse(200, { updated: 1 });
      }),
      reply(chatRoutes.history, { message: [aMessage(1, { text: 'We would like to invite you' })], has_more: false }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/', { fetch: api.fetch });

    expect(await screen.findByText('Новое сообщение')).toBeInTheDocument();
    expect(screen.getByText('We would like to invite you to an interview next week, …')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{ notification_ids: [31] }]));
    expect(await screen.findByRole('link', { name: 'Chats, 1 unread message' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/7'));
    const history = await screen.findByRole('region', { name: 'Message history' });
    expect(await within(history).findByText('We would like to invite you')).toBeInTheDocument();
  });

  it('shows a new message at once when its notification is for the chat on screen', async () => {
    signInAsSeeker();
    let replied = false;
    const api = fakeApi(
      reply(chatRoutes.list, [aChat({ id: 7 })]),
      on(chatRoutes.notifies, () =>
        jsonResponse(200, replied ? [aNotification(41, { chat_id: 7, text: 'Can you come on Monday?' })] : []),
      ),
      reply(chatRoutes.readNotifies, { updated: 1 }),
      on(chatRoutes.history, () =>
        jsonResponse(200, {
          message: replied ? [aMessage(2, { text: 'Can you come on Monday?' }), aMessage(1)] : [aMessage(1)],
          has_more: false,
        }),
      ),
    );
    const { queryClient } = renderApp('/chat/7', { fetch: api.fetch });
    const history = await screen.findByRole('region', { name: 'Message history' });
    await within(history).findByText('Message 1');

    // The company answers; the next poll brings its notification.
    replied = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['notifications'] }));

    expect(await within(history).findByText('Can you come on Monday?')).toBeInTheDocument();
    expect(within(history).getByText('Message 1')).toBeInTheDocument();
    expect(api.callsTo(chatRoutes.history)).toHaveLength(2);
  });

  it('does not reload a conversation that is no longer on screen when its notification arrives', async () => {
    signInAsSeeker();
    let notify = false;
    const api = fakeApi(
      reply(chatRoutes.list, [aChat({ id: 7 })]),
      on(chatRoutes.notifies, () => {
        if (!notify) return jsonResponse(200, []);
        notify = false;
        return jsonResponse(200, [aNotification(42, { chat_id: 7 })]);
      }),
      reply(chatRoutes.readNotifies, { updated: 1 }),
      reply(chatRoutes.history, { message: [aMessage(1)], has_more: false }),
    );
    const { router, queryClient } = renderApp('/chat/7', { fetch: api.fetch });
    await within(await screen.findByRole('region', { name: 'Message history' })).findByText('Message 1');

    await act(() => router.navigate('/'));
    notify = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['notifications'] }));

    expect(await screen.findByText('Notification 42')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(chatRoutes.list).length).toBeGreaterThanOrEqual(3));
    expect(api.callsTo(chatRoutes.history)).toHaveLength(1);
  });

  it('counts new messages of the last opened chat in the badge after its page is left', async () => {
    signInAsSeeker();
    let listed = [aChat({ id: 7, unread_count: 0 })];
    let notify = false;
    const api = fakeApi(
      on(chatRoutes.list, () => jsonResponse(200, listed)),
      on(chatRoutes.notifies, () => jsonResponse(200, notify ? [aNotification(43, { chat_id: 7 })] : [])),
      reply(chatRoutes.readNotifies, { updated: 1 }),
      reply(chatRoutes.history, { message: [aMessage(1)], has_more: false }),
    );
    const { router, queryClient } = renderApp('/chat/7', { fetch: api.fetch });
    await within(await screen.findByRole('region', { name: 'Message history' })).findByText('Message 1');

    await act(() => router.navigate('/'));
    listed = [aChat({ id: 7, unread_count: 1 })];
    notify = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['notifications'] }));

    expect(await screen.findByRole('link', { name: 'Chats, 1 unread message' })).toBeInTheDocument();
  });

  it('keeps the earlier messages loaded when a notification brings a new one to the chat on screen', async () => {
    signInAsSeeker();
    let replied = false;
    const api = fakeApi(
      reply(chatRoutes.list, [aChat({ id: 7 })]),
      on(chatRoutes.notifies, () =>
        jsonResponse(200, replied ? [aNotification(44, { chat_id: 7, text: 'See you at ten' })] : []),
      ),
      reply(chatRoutes.readNotifies, { updated: 1 }),
      on(chatRoutes.history, (request) => {
        if (new URL(request.url).searchParams.get('older_than_id') === '11') {
          return jsonResponse(200, { message: [aMessage(10, { text: 'The first message' })], has_more: false });
        }
        const latest = [aMessage(12), aMessage(11)];
        return jsonResponse(200, {
          message: replied ? [aMessage(13, { text: 'See you at ten' }), ...latest] : latest,
          has_more: true,
        });
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderApp('/chat/7', { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    const history = screen.getByRole('region', { name: 'Message history' });
    await within(history).findByText('The first message');

    replied = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['notifications'] }));

    expect(await within(history).findByText('See you at ten')).toBeInTheDocument();
    const texts = within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['The first message', 'Message 11', 'Message 12', 'See you at ten']);
  });

  it('shows the kept company chat to the seeker it was opened by only, and forgets it at sign-out', async () => {
    signInAsSeeker();
    const kept = aChat({ id: 42, title: 'Initech' });
    localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, JSON.stringify({ userId: SEEKER.id + 1, chat: kept }));
    const api = fakeApi(reply(authRoutes.seeker.logout, { ok: true }));
    const { unmount } = renderApp('/chat', { fetch: api.fetch });
    expect(await screen.findByText('No chats yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(meRoute)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link', { name: /Initech/ })).toBeNull();
    unmount();

    localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, JSON.stringify({ userId: SEEKER.id, chat: kept }));
    const user = userEvent.setup();
    renderApp('/chat', { fetch: api.fetch });
    expect(await screen.findByRole('link', { name: /Initech/ })).toHaveAttribute('href', '/chat/42');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY)).toBeNull();
  });

  it('shows Page Not Found for a chat id that is not a number', async () => {
    signInAsSeeker();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    renderApp('/chat/abc', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(api.callsTo(chatRoutes.history)).toHaveLength(0);
  });

  it('shows the conversation beside the list, each message linking to its vacancy by title', async () => {
    signInAsSeeker();
    let releaseVacancy: () => void = () => undefined;
    const vacancyHeld = new Promise<void>((resolve) => (releaseVacancy = resolve));
    const api = fakeApi(
      reply(chatRoutes.list, chats),
      reply(chatRoutes.history, {
        message: [
          aMessage(12, { text: 'When can you start?', vacancy_id: 42 }),
          aMessage(11, {
            text: 'I am interested <script>alert(1)</script>',
            is_my: true,
            author_kind: 'seeker',
            vacancy_id: 42,
          }),
        ],
        has_more: false,
      }),
      on(vacancyRoutes.get, async () => {
        await vacancyHeld;
        return jsonResponse(200, aVacancy());
      }),
    );
    renderApp('/chat/1', { fetch: api.fetch });

    const list = await screen.findByRole('navigation', { name: 'All chats' });
    expect(await within(list).findByRole('link', { name: /Acme Corp/ })).toHaveAttribute('aria-current', 'page');
    const history = await screen.findByRole('region', { name: 'Message history' });
    expect(await within(history).findByText('I am interested <script>alert(1)</script>')).toBeInTheDocument();
    expect(history.querySelector('script')).toBeNull();
    const pending = within(history).getAllByRole('link', { name: 'Vacancy #42' });
    expect(pending[0]).toHaveAttribute('href', '/vacancies/42');

    releaseVacancy();

    expect(await within(history).findAllByRole('link', { name: 'Senior React Developer' })).toHaveLength(2);
    // One request for the title however many messages are about the vacancy.
    expect(api.callsTo(vacancyRoutes.get)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Corp' })).toBeInTheDocument();
    // Opening the chat zeroes its unread count: only Globex's message is left.
    expect(screen.getByRole('link', { name: 'Chats, 1 unread message' })).toBeInTheDocument();
  });

  it('marks a verified company in the conversation heading, with what it means', async () => {
    signInAsSeeker();
    const verified = { method: 'email_domain' as const, at: '2026-11-01T10:00:00.000Z' };
    const api = fakeApi(
      reply(chatRoutes.list, [{ ...chats[0], company_verified: verified }, chats[1]]),
      reply(chatRoutes.history, { message: [aMessage(12, { text: 'When can you start?' })], has_more: false }),
    );
    renderApp('/chat/1', { fetch: api.fetch });

    const heading = await screen.findByRole('heading', { level: 2, name: /^Acme Corp/ });
    expect(await within(heading).findByText('Verified')).toHaveAttribute(
      'title',
      expect.stringContaining("an e-mail address at the domain of the company's website"),
    );
  });

  it('loads earlier messages when asked', async () => {
    signInAsSeeker();
    const api = fakeApi(
      reply(chatRoutes.list, chats),
      on(chatRoutes.history, (request) => {
        const olderThan = new URL(request.url).searchParams.get('older_than_id');
        return jsonResponse(
          200,
          olderThan === '11'
            ? { message: [aMessage(10, { text: 'The first message' })], has_more: false }
            : { message: [aMessage(12), aMessage(11)], has_more: true },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/chat/1', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));

    const history = screen.getByRole('region', { name: 'Message history' });
    expect(await within(history).findByText('The first message')).toBeInTheDocument();
    const texts = within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['The first message', 'Message 11', 'Message 12']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('loads earlier messages when the history is scrolled to the top', async () => {
    signInAsSeeker();
    const api = fakeApi(
      reply(chatRoutes.list, chats),
      on(chatRoutes.history, (request) =>
        jsonResponse(
          200,
          new URL(request.url).searchParams.get('older_than_id') === '11'
            ? { message: [aMessage(10, { text: 'The first message' })], has_more: false }
            : { message: [aMessage(12), aMessage(11)], has_more: true },
        ),
      ),
    );
    renderApp('/chat/1', { fetch: api.fetch });

    const history = await screen.findByRole('region', { name: 'Message history' });
    await within(history).findByText('Message 11');
    history.scrollTop = 0;
    fireEvent.scroll(history);

    expect(await within(history).findByText('The first message')).toBeInTheDocument();
    expect(
      api.callsTo(chatRoutes.history).map((request) => new URL(request.url).searchParams.get('older_than_id')),
    ).toEqual([null, '11']);
  });

  it('moves to the new chat, replacing the address, when a message to a template creates it', async () => {
    signInAsSeeker();
    const sends: { chat: string; body: unknown }[] = [];
    const api = fakeApi(
      reply(chatRoutes.list, chats),
      reply(chatRoutes.history, { message: [], has_more: false }),
      on(chatRoutes.send, async (request, { id }) => {
        const body = sendMessageBodySchema.parse(await request.json());
        sends.push({ chat: id, body });
        return jsonResponse(200, { id: 500, text: body.message, createdAt: '2024-05-01T10:00:00.000Z', chat_id: 9 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/chat/3', { fetch: api.fetch });

    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Find me a React job in Moscow');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/9'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sends).toEqual([
      { chat: '3', body: expect.objectContaining({ message: 'Find me a React job in Moscow', vacancy_id: 0 }) },
    ]);
    const history = screen.getByRole('region', { name: 'Message history' });
    expect(within(history).getByText('Find me a React job in Moscow')).toBeInTheDocument();
  });

  it('says the chat is not found when the API does not give it to this seeker', async () => {
    signInAsSeeker();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(
      reply(chatRoutes.list, chats),
      // Only the other seeker's chat is refused; the seeker's own chats answer normally.
      on(chatRoutes.history, (_request, params) =>
        params['id'] === '404'
          ? errorResponse(404, 'NOT_FOUND', 'Chat not found')
          : jsonResponse(200, { message: [aMessage(1)], has_more: false }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/chat/404', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Globex/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/2'));
    const history = await screen.findByRole('region', { name: 'Message history' });
    expect(await within(history).findByText(aMessage(1).text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chat not found' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in on /chat/:id', async () => {
    const api = fakeApi();
    renderApp('/chat/1', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Sign in to read this chat' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.requests).toHaveLength(0);
  });
});
