import { chatRoutes, type Chat } from '@jobs/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ChatList } from '../components/chat-list';
import { aChat, deferred, handle, renderWithChatStore, server, setupMswServer } from './chat-test-kit';

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
});
