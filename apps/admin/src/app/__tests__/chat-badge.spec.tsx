import { adminChatRoutes, NOTIFICATION_POLL_INTERVAL_MS } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { createFakeApi } from '@jobs/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAppCatalog } from '../catalog';
import { aChat } from './chat-fixtures';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';

/** The editor's chats as `GET /admin/chats` lists them; a chat's history read zeroes its count, like the server. */
const editorChats = (unread: Record<number, number>) => {
  const counts = new Map(Object.entries(unread).map(([id, count]) => [Number(id), count]));
  const api = createFakeApi(TEST_API_BASE)
    .on(adminChatRoutes.list, () =>
      [...counts].map(([id, count]) =>
        aChat(id, { title: `Seeker ${id} — Acme`, company_id: 12, unread_count: count, unanswered: count > 0 }),
      ),
    )
    .on(adminChatRoutes.history, ({ params }) => {
      counts.set(Number(params.id), 0);
      return { message: [], has_more: false };
    });
  return { api, counts };
};

// jsdom applies no media queries: the header's links (desktop) and its menu button (phone) are both there.
const chatsLink = async (name: string) => within(await screen.findByRole('banner')).findByRole('link', { name });
const menuButton = async (name: string) => within(await screen.findByRole('banner')).findByRole('button', { name });

describe('the editor header’s «Chats» unread badge', () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the total of the editor’s unread chats on the «Chats» link and the menu button', async () => {
    const { api } = editorChats({ 1: 2, 2: 3, 3: 0 });
    renderApp('/unknown-page', { fetch: api.fetch });

    const link = await chatsLink('Chats, 5 unread messages');
    expect(link).toHaveAttribute('href', '/admin/chat');
    expect(link).toHaveTextContent('Chats5');
    expect(await menuButton('Menu, 5 unread')).toHaveTextContent('Menu5');
    // The whole list, not a filtered one.
    expect(api.callsTo('GET', '/admin/chats')[0].query.toString()).toBe('');
  });

  it('says one unread message in the singular', async () => {
    renderApp('/unknown-page', { fetch: editorChats({ 1: 1 }).api.fetch });

    expect(await chatsLink('Chats, 1 unread message')).toHaveTextContent('Chats1');
  });

  it('shows no badge when nothing is unread', async () => {
    const { api } = editorChats({ 1: 0, 2: 0 });
    renderApp('/unknown-page', { fetch: api.fetch });

    await vi.waitFor(() => expect(api.callsTo('GET', '/admin/chats')).toHaveLength(1));
    const link = await chatsLink('Chats');
    expect(link).toHaveTextContent(/^Chats$/);
    expect(await menuButton('Menu')).toHaveTextContent(/^Menu$/);
  });

  it('drops the count once the editor reads a chat', async () => {
    const user = userEvent.setup();
    const { api } = editorChats({ 1: 2, 2: 3 });
    renderApp('/admin/chat', { fetch: api.fetch });
    await chatsLink('Chats, 5 unread messages');

    const inbox = await screen.findByRole('navigation', { name: 'All chats' });
    await user.click(await within(inbox).findByRole('link', { name: /Seeker 1/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Seeker 1' })).toBeInTheDocument();
    expect(await chatsLink('Chats, 3 unread messages')).toHaveTextContent('Chats3');
    expect(await menuButton('Menu, 3 unread')).toBeInTheDocument();
  });

  it('picks up new unread messages at the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, counts } = editorChats({ 1: 0 });
    renderApp('/unknown-page', { fetch: api.fetch });
    await chatsLink('Chats');
    await vi.waitFor(() => expect(api.callsTo('GET', '/admin/chats')).toHaveLength(1));

    counts.set(1, 4);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS));

    expect(await chatsLink('Chats, 4 unread messages')).toHaveTextContent('Chats4');
  });

  it('shows no badge and asks for no chats when signed out', async () => {
    clearAuthCookies();
    const { api } = editorChats({ 1: 2 });
    renderApp('/unknown-page', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(await chatsLink('Chats')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/chats')).toHaveLength(0);
  });
});

describe('the editor header’s «Chats» unread badge in Russian', () => {
  beforeAll(() => activateLocale('ru', [loadAppCatalog]));
  afterAll(() => activateLocale('en', [loadAppCatalog]));
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(clearAuthCookies);

  it('names the count in Russian plurals', async () => {
    renderApp('/unknown-page', { fetch: editorChats({ 1: 2, 2: 3 }).api.fetch, locale: 'ru' });

    // 5 → «many».
    expect(await chatsLink('Чаты, 5 непрочитанных сообщений')).toHaveTextContent('Чаты5');
    expect(await menuButton('Меню, непрочитанных: 5')).toBeInTheDocument();
  });
});
