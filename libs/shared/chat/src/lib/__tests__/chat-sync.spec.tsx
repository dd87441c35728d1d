import { applicationStatusNote, chatRoutes, type LiveEvent, type Notification } from '@jobs/contracts';
import { activateLocale, i18n } from '@jobs/i18n';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useChatHistory } from '../hooks/use-chat-history';
import { useChatSync, type ChatSyncOptions } from '../hooks/use-chat-sync';
import { useChats } from '../hooks/use-chats';
import { useCurrentChat } from '../hooks/use-current-chat';
import {
  chatsAtom,
  createChatStore,
  LIVE_NOTE_WINDOW_MS,
  receiveLiveMessageAtom,
  takeLiveNoteAtom,
} from '../store/chat-store';
import { ChatStoreProvider } from '../store/chat-store-provider';
import { aChat, aMessage, handle, makeClient, newestFirst, server, setupMswServer } from './chat-test-kit';

setupMswServer();

/** Serves the list and the history, counting the requests of each. */
const serve = (chats = [aChat({ id: 1 }), aChat({ id: 2, title: 'Globex', last_message: 'Hi' })]) => {
  const calls = { list: 0, history: 0 };
  const reads: { chat: string; message_id: number }[] = [];
  server.use(
    handle(chatRoutes.read, async ({ request, params }) => {
      const { message_id } = (await request.json()) as { message_id: number };
      reads.push({ chat: String(params['id']), message_id });
      return HttpResponse.json({ last_read_message_id: message_id });
    }),
    handle(chatRoutes.list, () => {
      calls.list += 1;
      return HttpResponse.json(chats);
    }),
    handle(chatRoutes.history, () => {
      calls.history += 1;
      return HttpResponse.json({ message: newestFirst(1, 3), has_more: false });
    }),
  );
  // The read marks sent, apart from the request counts (not enumerable: `toEqual` compares the counts).
  return Object.defineProperty(calls, 'reads', { value: reads, enumerable: false }) as typeof calls & {
    reads: typeof reads;
  };
};

const messageEvent = (chatId: number, id: number, overrides: Parameters<typeof aMessage>[1] = {}): LiveEvent => ({
  id: String(100 + id),
  type: 'message',
  data: { chat_id: chatId, message_id: id, message: aMessage(id, overrides) },
});

const notification = (chatId: number): Notification => ({
  id: 500 + chatId,
  title: 'New message',
  text: 'Hello',
  icon: null,
  chat_id: chatId,
  link: null,
});

const renderSync = (options: Partial<ChatSyncOptions> = {}) => {
  const client = makeClient('seeker');
  const store = createChatStore({ client });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ChatStoreProvider client={client} store={store}>
        {children}
      </ChatStoreProvider>
    </I18nProvider>
  );
  const navigate = vi.fn();
  const rendered = renderHook(
    () => ({
      sync: useChatSync({ navigate, chatPath: (id) => `/chat/${id}`, ...options }),
      chats: useChats(),
      current: useCurrentChat(),
      history: useChatHistory(),
    }),
    { wrapper },
  );
  return { store, navigate, ...rendered };
};

describe('useChatSync', () => {
  it('loads the list once and totals its unread counts', async () => {
    const calls = serve([aChat({ id: 1, unread_count: 2 }), aChat({ id: 2, unread_count: 3 })]);
    const { result } = renderSync();
    await waitFor(() => expect(result.current.sync.unread).toBe(5));
    expect(calls.list).toBe(1);
  });

  it('shows a live message in the open chat and updates the list without a request, nor on its notification', async () => {
    const calls = serve();
    const { result } = renderSync();
    await waitFor(() => expect(result.current.chats.chats).toHaveLength(2));
    await act(async () => {
      await result.current.current.openChat(1);
    });
    expect(calls).toEqual({ list: 1, history: 1 });

    act(() => result.current.sync.onLiveEvent(messageEvent(1, 4, { text: 'Are you free on Monday?' })));
    act(() => result.current.sync.onNotification(notification(1)));
    // Past the list's debounce: nothing is loaded later either.
    await new Promise((resolve) => setTimeout(resolve, 250));

    expect(result.current.history.messages.map((message) => message.id)).toEqual(['1', '2', '3', '4']);
    expect(result.current.history.messages.at(-1)?.text).toBe('Are you free on Monday?');
    expect(result.current.chats.chats[0]).toMatchObject({
      id: 1,
      last_message: 'Are you free on Monday?',
      unread_count: 0,
    });
    expect(calls).toEqual({ list: 1, history: 1 });
    // Shown, so read: the server is told by the read route, not by a history request.
    await waitFor(() => expect(calls.reads).toEqual([{ chat: '1', message_id: 4 }]));
  });

  it("never marks one's own live message read, nor a message of a chat that is not open", async () => {
    const calls = serve();
    const { result } = renderSync();
    await waitFor(() => expect(result.current.chats.chats).toHaveLength(2));
    await act(async () => {
      await result.current.current.openChat(1);
    });
    act(() => result.current.sync.onLiveEvent(messageEvent(1, 4, { is_my: true })));
    act(() => result.current.sync.onLiveEvent(messageEvent(2, 5)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.reads).toEqual([]);
  });

  it('counts a live message of another chat as unread and moves that chat first', async () => {
    const calls = serve();
    const { result } = renderSync();
    await waitFor(() => expect(result.current.chats.chats).toHaveLength(2));

    act(() => result.current.sync.onLiveEvent(messageEvent(2, 9, { text: 'Your interview', author_kind: 'company' })));
    act(() => result.current.sync.onNotification(notification(2)));

    expect(result.current.chats.chats.map((chat) => chat.id)).toEqual([2, 1]);
    expect(result.current.chats.chats[0]).toMatchObject({ last_message: 'Your interview', unread_count: 1 });
    expect(result.current.sync.unread).toBe(1);
    expect(result.current.history.messages).toEqual([]);
    expect(calls).toEqual({ list: 1, history: 0 });
  });

  it('keeps a live message shown once when the send answer reconciles it', async () => {
    serve();
    const { result, store } = renderSync();
    await act(async () => {
      await result.current.current.openChat(1);
    });
    act(() => {
      store.set(receiveLiveMessageAtom, { chat_id: 1, message_id: 3, message: aMessage(3) });
    });
    expect(result.current.history.messages.map((message) => message.id)).toEqual(['1', '2', '3']);
  });

  it('loads what a notification announces when no live message brought it', async () => {
    const calls = serve();
    const onApplicationChange = vi.fn();
    const { result } = renderSync({ onApplicationChange });
    await act(async () => {
      await result.current.current.openChat(1);
    });
    await waitFor(() => expect(calls.list).toBe(1));

    act(() => result.current.sync.onNotification(notification(1)));

    await waitFor(() => expect(calls).toEqual({ list: 2, history: 2 }));
    expect(onApplicationChange).toHaveBeenCalledTimes(1);
  });

  it('loads the chat when a message event comes without its message, and the list for a chat it lacks', async () => {
    const calls = serve();
    const { result } = renderSync();
    await act(async () => {
      await result.current.current.openChat(1);
    });
    await waitFor(() => expect(calls.list).toBe(1));

    act(() => result.current.sync.onLiveEvent({ id: '7', type: 'message', data: { chat_id: 1, message_id: 3 } }));
    await waitFor(() => expect(calls).toEqual({ list: 2, history: 2 }));

    act(() => result.current.sync.onLiveEvent(messageEvent(42, 50)));
    await waitFor(() => expect(calls.list).toBe(3));
    expect(calls.history).toBe(2);
  });

  it("says a live status note in the reader's language, as the history would", async () => {
    serve();
    await activateLocale('ru');
    try {
      const { result } = renderSync();
      await waitFor(() => expect(result.current.chats.chats).toHaveLength(2));
      await act(async () => {
        await result.current.current.openChat(1);
      });
      // Stored in the (English) seeker's language; this reader's interface is Russian.
      const note = aMessage(7, {
        author_kind: 'system',
        application_status: 'invited',
        vacancy_title: 'Frontend developer',
        text: applicationStatusNote('en', 'invited', 'Frontend developer'),
      });
      act(() =>
        result.current.sync.onLiveEvent({
          id: '9',
          type: 'message',
          data: { chat_id: 1, message_id: 7, message: note },
        }),
      );
      const russian = applicationStatusNote('ru', 'invited', 'Frontend developer');
      expect(result.current.history.messages.at(-1)?.text).toBe(russian);
      expect(result.current.chats.chats[0]?.last_message).toBe(russian);
    } finally {
      await activateLocale('en');
    }
  });

  it('refreshes the applications on a live status change', async () => {
    serve();
    const onApplicationChange = vi.fn();
    const { result } = renderSync({ onApplicationChange });
    act(() =>
      result.current.sync.onLiveEvent({ id: '8', type: 'application', data: { chat_id: 1, status: 'invited' } }),
    );
    expect(onApplicationChange).toHaveBeenCalledTimes(1);
  });

  it("opens a notification's link as the app maps it, else its chat", async () => {
    serve();
    const { result, navigate } = renderSync({ linkOf: (link) => (link.startsWith('/applications') ? link : null) });
    result.current.sync.onView({ ...notification(3), link: '/applications/5' });
    result.current.sync.onView({ ...notification(3), link: '/elsewhere' });
    expect(navigate.mock.calls).toEqual([['/applications/5'], ['/chat/3']]);
  });

  it('shows in place only the notifications of the open chat', async () => {
    serve();
    const { result } = renderSync();
    expect(result.current.sync.isShownInPlace(notification(1))).toBe(false);
    await act(async () => {
      await result.current.current.openChat(1);
    });
    expect(result.current.sync.isShownInPlace(notification(1))).toBe(true);
    expect(result.current.sync.isShownInPlace(notification(2))).toBe(false);
  });
});

describe('live notes', () => {
  it('answers each applied live message for one notification of its chat, within the window', () => {
    vi.useFakeTimers();
    try {
      const store = createChatStore({ client: makeClient() });
      store.set(chatsAtom, [aChat({ id: 1 }), aChat({ id: 2 })]);
      // Not in the list: not applied, so nothing to answer for.
      store.set(receiveLiveMessageAtom, { chat_id: 9, message_id: 1, message: aMessage(1) });
      expect(store.set(takeLiveNoteAtom, 9)).toBe(false);

      store.set(receiveLiveMessageAtom, { chat_id: 1, message_id: 2, message: aMessage(2) });
      store.set(receiveLiveMessageAtom, { chat_id: 1, message_id: 3, message: aMessage(3) });
      expect(store.set(takeLiveNoteAtom, 2)).toBe(false);
      expect(store.set(takeLiveNoteAtom, 1)).toBe(true);
      expect(store.set(takeLiveNoteAtom, 1)).toBe(true);
      expect(store.set(takeLiveNoteAtom, 1)).toBe(false);

      store.set(receiveLiveMessageAtom, { chat_id: 2, message_id: 4, message: aMessage(4) });
      vi.advanceTimersByTime(LIVE_NOTE_WINDOW_MS + 1);
      expect(store.set(takeLiveNoteAtom, 2)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a seeker message as waiting for the company side and an answer as answered', () => {
    const store = createChatStore({ client: makeClient('employer') });
    store.set(chatsAtom, [aChat({ id: 1, unanswered: false }), aChat({ id: 2, unanswered: true })]);
    store.set(receiveLiveMessageAtom, { chat_id: 1, message_id: 5, message: aMessage(5, { author_kind: 'seeker' }) });
    store.set(receiveLiveMessageAtom, {
      chat_id: 2,
      message_id: 6,
      message: aMessage(6, { author_kind: 'platform', is_my: true }),
    });
    const chats = store.get(chatsAtom);
    expect(chats.map((chat) => [chat.id, chat.unanswered, chat.unread_count])).toEqual([
      [2, false, 0],
      [1, true, 1],
    ]);
  });
});
