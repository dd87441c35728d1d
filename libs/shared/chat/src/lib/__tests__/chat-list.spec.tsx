import { adminChatRoutes, chatRoutes, type Chat } from '@jobs/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChatList } from '../components/chat-list';
import { compareUnansweredFirst } from '../components/compare-unanswered-first';
import { formatMessageTime } from '../store/chat-message';
import type { ChatListQuery } from '../store/chat-routes';
import { ChatStoreProvider } from '../store/chat-store-provider';
import { aChat, deferred, handle, makeClient, renderWithChatStore, server, setupMswServer } from './chat-test-kit';

setupMswServer();

const hrefOf = (chat: Chat) => `/chat/${chat.id}`;

describe('ChatList', () => {
  it('shows each chat with its logo, title, last message, unread badge and link', async () => {
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([
          aChat({ id: 1, title: 'Acme Corp', icon: '/_img/acme.png', last_message: 'See you Monday', unread_count: 3 }),
          aChat({ id: 2, title: 'Globex', last_message: null, unread_count: 0 }),
        ]),
      ),
    );
    renderWithChatStore(<ChatList getChatHref={hrefOf} activeChatId={2} />);

    const acme = await screen.findByRole('link', { name: /Acme Corp/ });
    expect(acme).toHaveAttribute('href', '/chat/1');
    expect(within(acme).getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute('src', '/_img/acme.png');
    expect(acme).toHaveTextContent('See you Monday');
    expect(acme).toHaveTextContent('3 unread messages');
    const globex = screen.getByRole('link', { name: /Globex/ });
    expect(globex).toHaveAttribute('aria-current', 'page');
    expect(globex).not.toHaveTextContent('unread');
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeInTheDocument();
  });

  it('marks unanswered chats when asked to', async () => {
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 1, unanswered: true })])));
    renderWithChatStore(<ChatList getChatHref={hrefOf} showUnanswered />);
    expect(await screen.findByText('Unanswered')).toBeInTheDocument();
  });

  it('renders links through renderLink', async () => {
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 5, title: 'Initech' })])));
    renderWithChatStore(
      <ChatList
        getChatHref={(chat) => `/admin/chat/${chat.id}`}
        renderLink={({ href, children, className }) => (
          <a href={href} className={className} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    const link = await screen.findByRole('link', { name: /Initech/ });
    expect(link).toHaveAttribute('href', '/admin/chat/5');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('shows a loading state, then an empty state', async () => {
    const gate = deferred();
    server.use(
      handle(chatRoutes.list, async () => {
        await gate.promise;
        return HttpResponse.json([]);
      }),
    );
    renderWithChatStore(<ChatList getChatHref={hrefOf} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading chats…');
    gate.release();
    expect(await screen.findByText('No chats yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry that reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      handle(chatRoutes.list, () =>
        fail
          ? HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'No' } }, { status: 403 })
          : HttpResponse.json([aChat({ id: 1, title: 'Acme Corp' })]),
      ),
    );
    renderWithChatStore(<ChatList getChatHref={hrefOf} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load chats.');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /Acme Corp/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders chat titles and last messages as text', async () => {
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([aChat({ id: 1, title: '<b>Evil</b>', last_message: '<img src=x onerror=alert(1)>' })]),
      ),
    );
    const { container } = renderWithChatStore(<ChatList getChatHref={hrefOf} />);
    expect(await screen.findByText('<b>Evil</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('orders the chats with sort: unanswered first, then the latest activity', async () => {
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([
          aChat({ id: 1, title: 'Anna', lastMessageCreatedAt: '2024-05-03T10:00:00.000Z' }),
          aChat({ id: 2, title: 'Boris', lastMessageCreatedAt: '2024-05-01T10:00:00.000Z', unanswered: true }),
          aChat({ id: 3, title: 'Vera', lastMessageCreatedAt: '2024-05-02T10:00:00.000Z', unanswered: true }),
          aChat({ id: 4, title: 'Gleb', lastMessageCreatedAt: null, updatedAt: '2024-04-01T10:00:00.000Z' }),
        ]),
      ),
    );
    renderWithChatStore(
      <ChatList getChatHref={hrefOf} sort={compareUnansweredFirst} showUnanswered unansweredLabel="Awaiting reply" />,
    );

    await screen.findByRole('link', { name: /Anna/ });
    const names = screen.getAllByRole('link').map((link) => link.textContent ?? '');
    expect(names.map((name) => name.match(/Anna|Boris|Vera|Gleb/)?.[0])).toEqual(['Vera', 'Boris', 'Anna', 'Gleb']);
    expect(screen.getAllByText('Awaiting reply')).toHaveLength(2);
  });

  it('shows the name from getChatTitle, a second line from renderSubtitle and the last activity', async () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([
          aChat({ id: 1, title: 'Anna Petrova — Acme', icon: '/anna.png', lastMessageCreatedAt: today.toISOString() }),
          aChat({ id: 2, title: 'Boris', lastMessageCreatedAt: '2024-05-03T10:00:00.000Z' }),
        ]),
      ),
    );
    renderWithChatStore(
      <ChatList
        getChatHref={hrefOf}
        getChatTitle={(chat) => chat.title.split(' — ')[0]}
        renderSubtitle={(chat) => (chat.id === 1 ? <em>Acme</em> : null)}
        showActivity
      />,
    );

    const anna = await screen.findByRole('link', { name: /Anna Petrova/ });
    expect(within(anna).queryByText('Anna Petrova — Acme')).toBeNull();
    expect(within(anna).getByText('Anna Petrova')).toBeInTheDocument();
    expect(within(anna).getByRole('img', { name: 'Anna Petrova logo' })).toBeInTheDocument();
    expect(within(anna).getByText('Acme').tagName).toBe('EM');
    expect(within(anna).getByText(formatMessageTime(today)).tagName).toBe('TIME');
    const boris = screen.getByRole('link', { name: /Boris/ });
    // An older chat's date is in the interface's locale (English here; 03.05.24 in Russian).
    expect(within(boris).getByText('05/03/24')).toHaveAttribute('dateTime', '2024-05-03T10:00:00.000Z');
  });

  it('says what the app asks when the list is empty or fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(handle(chatRoutes.list, () => HttpResponse.json([])));
    const { unmount } = renderWithChatStore(<ChatList getChatHref={hrefOf} emptyText="No candidate chats yet." />);
    expect(await screen.findByText('No candidate chats yet.')).toBeInTheDocument();
    unmount();

    server.use(
      handle(chatRoutes.list, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
    );
    renderWithChatStore(<ChatList getChatHref={hrefOf} errorText="Could not load the candidate chats." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the candidate chats.');
  });
});

describe('ChatStoreProvider list filters', () => {
  const client = makeClient('editor');

  function AdminList({ listQuery }: { listQuery?: ChatListQuery }): ReactNode {
    return (
      <ChatStoreProvider client={client} routes={adminChatRoutes} listQuery={listQuery}>
        <ChatList getChatHref={hrefOf} />
      </ChatStoreProvider>
    );
  }

  const serveAdminList = (hold?: Promise<void>) => {
    const queries: string[] = [];
    server.use(
      handle(adminChatRoutes.list, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        if (hold && query.get('unanswered') !== 'true') await hold;
        return HttpResponse.json(
          query.get('unanswered') === 'true'
            ? [aChat({ id: 1, title: 'Waiting', unanswered: true })]
            : [aChat({ id: 1, title: 'Waiting', unanswered: true }), aChat({ id: 2, title: 'Answered' })],
        );
      }),
    );
    return queries;
  };

  it('reloads the list with the new filters when listQuery changes', async () => {
    const queries = serveAdminList();
    const { rerender } = render(<AdminList />);
    expect(await screen.findByRole('link', { name: /Answered/ })).toBeInTheDocument();

    rerender(<AdminList listQuery={{ unanswered: 'true' }} />);

    // The old list clears while the new one loads: wait for the new one itself.
    expect(await screen.findByRole('link', { name: /Waiting/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Answered/ })).toBeNull();
    expect(queries).toEqual(['', 'unanswered=true']);
  });

  it('does not reload when a listQuery with the same filters is passed again', async () => {
    const queries = serveAdminList();
    const { rerender } = render(<AdminList listQuery={{ unanswered: 'true' }} />);
    await screen.findByRole('link', { name: /Waiting/ });

    rerender(<AdminList listQuery={{ unanswered: 'true' }} />);
    await act(async () => undefined);

    expect(queries).toEqual(['unanswered=true']);
  });

  it('drops an answer for the previous filters that arrives late', async () => {
    const gate = deferred();
    const queries = serveAdminList(gate.promise);
    const { rerender } = render(<AdminList />);
    await waitFor(() => expect(queries).toEqual(['']));

    rerender(<AdminList listQuery={{ unanswered: 'true' }} />);
    await screen.findByRole('link', { name: /Waiting/ });
    gate.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.queryByRole('link', { name: /Answered/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
