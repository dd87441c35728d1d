import { adminChatRoutes, chatRoutes, sendMessageBodySchema, type SendMessageBody } from '@jobs/contracts';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createClientMessageId, formatMessageTime } from '../store/chat-message';
import {
  configureChatStoreAtom,
  createChatStore,
  openCompanyChatAtom,
  temporaryCompanyChatAtom,
} from '../store/chat-store';
import { clearTemporaryCompanyChat, TEMPORARY_COMPANY_CHAT_KEY } from '../store/temporary-company-chat-key';
import {
  aChat,
  aMessage,
  deferred,
  handle,
  makeClient,
  newestFirst,
  renderChatHooks,
  server,
  setupMswServer,
} from './chat-test-kit';

setupMswServer();

const CLIENT_MESSAGE_ID = /^[A-Za-z0-9_-]{8,64}$/;

type HistoryCall = { chatId: string; olderThanId: string | null };

/** Serves /chat/:id/history from pages keyed by `older_than_id` ('latest' for none) and records calls. */
const serveHistory = (
  pages: Record<string, { from: number; to: number; has_more: boolean }>,
  route = chatRoutes.history,
) => {
  const calls: HistoryCall[] = [];
  server.use(
    handle(route, ({ request, params }) => {
      const olderThanId = new URL(request.url).searchParams.get('older_than_id');
      calls.push({ chatId: String(params['id']), olderThanId });
      const page = pages[olderThanId ?? 'latest'];
      if (!page) return HttpResponse.json({ message: [], has_more: false });
      return HttpResponse.json({ message: newestFirst(page.from, page.to), has_more: page.has_more });
    }),
  );
  return calls;
};

const openChat = async (hooks: ReturnType<typeof renderChatHooks>, chatId: number) => {
  await act(async () => {
    await hooks.result.current.current.openChat(chatId);
  });
};

describe('chat history', () => {
  it('shows the latest page oldest first, with has_more and the earliest id', async () => {
    serveHistory({ latest: { from: 21, to: 40, has_more: true } });
    const hooks = renderChatHooks();

    await openChat(hooks, 7);

    const { messages, hasMoreMessages, oldestMessageId, isLoadingHistory } = hooks.result.current.history;
    expect(messages.map((message) => message.id)).toEqual(Array.from({ length: 20 }, (_, index) => String(21 + index)));
    expect(hasMoreMessages).toBe(true);
    expect(oldestMessageId).toBe(21);
    expect(isLoadingHistory).toBe(false);
    expect(messages.every((message) => message.isRead && message.status === 'sent')).toBe(true);
  });

  it('maps history items to the view model', async () => {
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json({
          message: [
            aMessage(5, {
              text: 'We answer for Acme',
              createdAt: '2024-05-01T09:05:00.000Z',
              is_my: true,
              vacancy_id: 12,
              vacancy_title: 'Frontend developer',
              author_kind: 'platform',
              author_name: 'Acme Corp',
            }),
          ],
          has_more: false,
        }),
      ),
    );
    const hooks = renderChatHooks();

    await openChat(hooks, 7);

    expect(hooks.result.current.history.messages).toEqual([
      {
        id: '5',
        text: 'We answer for Acme',
        time: formatMessageTime('2024-05-01T09:05:00.000Z'),
        createdAt: '2024-05-01T09:05:00.000Z',
        isMe: true,
        isRead: true,
        vacancyId: 12,
        vacancyTitle: 'Frontend developer',
        authorKind: 'platform',
        authorName: 'Acme Corp',
        status: 'sent',
        risk: null,
      },
    ]);
  });

  it('sets hasMoreMessages to false when has_more is false', async () => {
    serveHistory({ latest: { from: 1, to: 3, has_more: false } });
    const hooks = renderChatHooks();

    await openChat(hooks, 7);

    expect(hooks.result.current.history.hasMoreMessages).toBe(false);
    expect(hooks.result.current.history.oldestMessageId).toBe(1);
  });

  it('resets messages and pagination when another chat is loaded', async () => {
    const gate = deferred();
    server.use(
      handle(chatRoutes.history, async ({ params, request }) => {
        if (params['id'] === '8') {
          await gate.promise;
          return HttpResponse.json({ message: newestFirst(100, 101), has_more: false });
        }
        const olderThanId = new URL(request.url).searchParams.get('older_than_id');
        return olderThanId
          ? HttpResponse.json({ message: newestFirst(1, 20), has_more: true })
          : HttpResponse.json({ message: newestFirst(21, 40), has_more: true });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    await act(async () => {
      await hooks.result.current.history.loadMoreMessages();
    });
    expect(hooks.result.current.history.messages).toHaveLength(40);

    let opening: Promise<void> = Promise.resolve();
    act(() => {
      opening = hooks.result.current.current.openChat(8);
    });

    // While the new chat loads, nothing of the old one is left.
    expect(hooks.result.current.history.messages).toEqual([]);
    expect(hooks.result.current.history.hasMoreMessages).toBe(false);
    expect(hooks.result.current.history.oldestMessageId).toBeNull();
    expect(hooks.result.current.history.isLoadingHistory).toBe(true);

    gate.release();
    await act(async () => {
      await opening;
    });
    expect(hooks.result.current.history.messages.map((message) => message.id)).toEqual(['100', '101']);
    expect(hooks.result.current.history.oldestMessageId).toBe(100);
  });

  it('drops an answer for a chat that is no longer open', async () => {
    const gate = deferred();
    server.use(
      handle(chatRoutes.history, async ({ params }) => {
        if (params['id'] === '7') {
          await gate.promise;
          return HttpResponse.json({ message: newestFirst(1, 2), has_more: true });
        }
        return HttpResponse.json({ message: newestFirst(50, 51), has_more: false });
      }),
    );
    const hooks = renderChatHooks();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = hooks.result.current.current.openChat(7);
    });
    await openChat(hooks, 8);
    gate.release();
    await act(async () => {
      await first;
    });

    expect(hooks.result.current.history.messages.map((message) => message.id)).toEqual(['50', '51']);
    expect(hooks.result.current.history.hasMoreMessages).toBe(false);
  });

  it('loads older messages with older_than_id and prepends them', async () => {
    const calls = serveHistory({
      latest: { from: 21, to: 40, has_more: true },
      '21': { from: 1, to: 20, has_more: false },
    });
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    await act(async () => {
      await hooks.result.current.history.loadMoreMessages();
    });

    expect(calls).toEqual([
      { chatId: '7', olderThanId: null },
      { chatId: '7', olderThanId: '21' },
    ]);
    const ids = hooks.result.current.history.messages.map((message) => Number(message.id));
    expect(ids).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(hooks.result.current.history.oldestMessageId).toBe(1);
    expect(hooks.result.current.history.hasMoreMessages).toBe(false);
  });

  it('does not load more when no chat is open', async () => {
    const calls = serveHistory({ latest: { from: 1, to: 2, has_more: true } });
    const hooks = renderChatHooks();

    await act(async () => {
      await hooks.result.current.history.loadMoreMessages();
    });

    expect(calls).toEqual([]);
  });

  it('does not load more when there are no more messages', async () => {
    const calls = serveHistory({ latest: { from: 1, to: 5, has_more: false } });
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    await act(async () => {
      await hooks.result.current.history.loadMoreMessages();
    });

    expect(calls).toHaveLength(1);
  });

  it('does not load more while a load is already running', async () => {
    const gate = deferred();
    const calls: (string | null)[] = [];
    server.use(
      handle(chatRoutes.history, async ({ request }) => {
        const olderThanId = new URL(request.url).searchParams.get('older_than_id');
        calls.push(olderThanId);
        if (olderThanId) await gate.promise;
        return olderThanId
          ? HttpResponse.json({ message: newestFirst(1, 20), has_more: true })
          : HttpResponse.json({ message: newestFirst(21, 40), has_more: true });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    let firstLoad: Promise<void> = Promise.resolve();
    act(() => {
      firstLoad = hooks.result.current.history.loadMoreMessages();
    });
    expect(hooks.result.current.history.isLoadingHistory).toBe(true);
    await act(async () => {
      await hooks.result.current.history.loadMoreMessages();
    });
    gate.release();
    await act(async () => {
      await firstLoad;
    });

    expect(calls).toEqual([null, '21']);
    expect(hooks.result.current.history.messages).toHaveLength(40);
  });

  it("fails a 'load more' with 'Failed to fetch more messages', logs it and resets the loading flag", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle(chatRoutes.history, ({ request }) =>
        new URL(request.url).searchParams.get('older_than_id')
          ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })
          : HttpResponse.json({ message: newestFirst(21, 40), has_more: true }),
      ),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    let thrown: unknown;
    await act(async () => {
      await hooks.result.current.history.loadMoreMessages().catch((error: unknown) => (thrown = error));
    });

    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Failed to fetch more messages');
    expect(logged).toHaveBeenCalledWith('Failed to fetch more messages', expect.anything());
    expect(hooks.result.current.history.isLoadingHistory).toBe(false);
    expect(hooks.result.current.history.error?.message).toBe('Failed to fetch more messages');
    // What was loaded stays, and the next attempt is allowed.
    expect(hooks.result.current.history.messages).toHaveLength(20);
    expect(hooks.result.current.history.hasMoreMessages).toBe(true);
  });

  it('fails a history load with the loading flag reset and the error kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
      ),
    );
    const hooks = renderChatHooks();

    let thrown: unknown;
    await act(async () => {
      await hooks.result.current.current.openChat(7).catch((error: unknown) => (thrown = error));
    });

    expect((thrown as Error).message).toBe('Failed to load chat history');
    expect(logged).toHaveBeenCalled();
    expect(hooks.result.current.history.isLoadingHistory).toBe(false);
    expect(hooks.result.current.history.error).not.toBeNull();
  });
});

describe('sending', () => {
  it('shows the message at once, then reconciles it with the server answer', async () => {
    serveHistory({ latest: { from: 1, to: 2, has_more: false } });
    const gate = deferred();
    const bodies: SendMessageBody[] = [];
    server.use(
      handle(chatRoutes.send, async ({ request }) => {
        bodies.push(sendMessageBodySchema.parse(await request.json()));
        await gate.promise;
        return HttpResponse.json({ id: 501, text: 'Hi there', createdAt: '2024-05-01T10:30:00.000Z', chat_id: 7 });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = hooks.result.current.send.sendMessage({ text: '  Hi there ', vacancyId: 12 });
    });

    const pending = hooks.result.current.history.messages.at(-1);
    expect(pending).toMatchObject({ text: 'Hi there', isMe: true, isRead: false, status: 'sending', vacancyId: 12 });
    expect(pending?.clientMessageId).toMatch(CLIENT_MESSAGE_ID);
    expect(pending?.time).toMatch(/^\d{2}:\d{2}$/);

    gate.release();
    await act(async () => {
      await sending;
    });

    expect(bodies).toEqual([{ message: 'Hi there', vacancy_id: 12, client_message_id: pending?.clientMessageId }]);
    const sent = hooks.result.current.history.messages.at(-1);
    expect(sent).toMatchObject({
      id: '501',
      text: 'Hi there',
      time: formatMessageTime('2024-05-01T10:30:00.000Z'),
      status: 'sent',
      isRead: false,
      clientMessageId: pending?.clientMessageId,
    });
    expect(hooks.result.current.history.messages).toHaveLength(3);
  });

  it('keeps a message sent while the history is still loading (shown, then stored, after the page)', async () => {
    const historyGate = deferred();
    server.use(
      handle(chatRoutes.history, async () => {
        await historyGate.promise;
        return HttpResponse.json({ message: newestFirst(1, 2), has_more: false });
      }),
      handle(chatRoutes.send, () =>
        HttpResponse.json({ id: 601, text: 'Quick one', createdAt: '2024-05-01T10:31:00.000Z', chat_id: 7 }),
      ),
    );
    const hooks = renderChatHooks();
    let opening: Promise<unknown> = Promise.resolve();
    act(() => {
      opening = hooks.result.current.current.openChat(7);
    });
    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = hooks.result.current.send.sendMessage({ text: 'Quick one' });
    });
    await act(async () => {
      await sending;
    });
    historyGate.release();
    await act(async () => {
      await opening;
    });

    const texts = hooks.result.current.history.messages.map((message) => [message.id, message.status]);
    expect(texts).toEqual([
      ['1', 'sent'],
      ['2', 'sent'],
      ['601', 'sent'],
    ]);
  });

  it("marks a failed send 'failed', logs and rethrows 'Failed to send message'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveHistory({ latest: { from: 1, to: 2, has_more: false } });
    server.use(
      handle(chatRoutes.send, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 }),
      ),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    let thrown: unknown;
    await act(async () => {
      await hooks.result.current.send.sendMessage({ text: 'Hello' }).catch((error: unknown) => (thrown = error));
    });

    expect((thrown as Error).message).toBe('Failed to send message');
    expect(logged).toHaveBeenCalledWith('Failed to send message', expect.anything());
    expect(hooks.result.current.history.messages.at(-1)).toMatchObject({ text: 'Hello', status: 'failed' });
    expect(hooks.result.current.send.error?.message).toBe('Failed to send message');
  });

  it('keeps a message the API refused during an outage (503, Retry-After) and retries it with the same client_message_id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveHistory({ latest: { from: 1, to: 2, has_more: false } });
    const bodies: SendMessageBody[] = [];
    let fail = true;
    server.use(
      handle(chatRoutes.send, async ({ request }) => {
        bodies.push(sendMessageBodySchema.parse(await request.json()));
        if (fail) {
          return HttpResponse.json(
            { error: { code: 'UNAVAILABLE', message: 'Service unavailable: try again shortly', requestId: 'r-1' } },
            { status: 503, headers: { 'Retry-After': '5' } },
          );
        }
        return HttpResponse.json({ id: 77, text: 'Hello', createdAt: '2024-05-01T10:00:00.000Z', chat_id: 7 });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    await act(async () => {
      await hooks.result.current.send.sendMessage({ text: 'Hello', vacancyId: 3 }).catch(() => undefined);
    });
    const failed = hooks.result.current.history.messages.at(-1);
    expect(failed).toMatchObject({ text: 'Hello', status: 'failed' });

    fail = false;
    await act(async () => {
      await hooks.result.current.send.retryMessage(failed?.clientMessageId as string);
    });

    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toEqual({ message: 'Hello', vacancy_id: 3, client_message_id: failed?.clientMessageId });
    expect(hooks.result.current.history.messages.at(-1)).toMatchObject({ id: '77', status: 'sent' });
    expect(hooks.result.current.history.messages).toHaveLength(3);
    expect(hooks.result.current.send.error).toBeNull();
  });

  it('switches to the chat the server answers with and refreshes the list', async () => {
    serveHistory({ latest: { from: 1, to: 1, has_more: false } });
    let listCalls = 0;
    server.use(
      handle(chatRoutes.list, () => {
        listCalls += 1;
        return HttpResponse.json(
          listCalls === 1
            ? [aChat({ id: 3, title: 'Find me a job', is_template: true })]
            : [aChat({ id: 3, is_template: true }), aChat({ id: 99, title: 'My job search', template_id: 3 })],
        );
      }),
      handle(chatRoutes.send, () =>
        HttpResponse.json({ id: 900, text: 'Find me React jobs', createdAt: '2024-05-01T10:00:00.000Z', chat_id: 99 }),
      ),
    );
    const hooks = renderChatHooks();
    await act(async () => {
      await hooks.result.current.chats.reload();
    });
    await openChat(hooks, 3);

    let landedIn = 0;
    await act(async () => {
      landedIn = (await hooks.result.current.send.sendMessage({ text: 'Find me React jobs' })).chatId;
    });

    expect(landedIn).toBe(99);
    expect(hooks.result.current.current.chatId).toBe(99);
    await waitFor(() => expect(hooks.result.current.current.chat?.title).toBe('My job search'));
    expect(listCalls).toBe(2);
  });

  it('keeps the current chat when the server answers with the same chat', async () => {
    serveHistory({ latest: { from: 1, to: 1, has_more: false } });
    server.use(
      handle(chatRoutes.send, () =>
        HttpResponse.json({ id: 900, text: 'Hi', createdAt: '2024-05-01T10:00:00.000Z', chat_id: 7 }),
      ),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    await act(async () => {
      await hooks.result.current.send.sendMessage({ text: 'Hi' });
    });
    expect(hooks.result.current.current.chatId).toBe(7);
  });

  it('refuses an empty message or one over 4000 characters without a request', async () => {
    serveHistory({ latest: { from: 1, to: 1, has_more: false } });
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    await expect(hooks.result.current.send.sendMessage({ text: '   ' })).rejects.toThrow('Message must not be empty');
    await expect(hooks.result.current.send.sendMessage({ text: 'a'.repeat(4001) })).rejects.toThrow(
      'Message must be at most 4000 characters',
    );
    expect(hooks.result.current.history.messages).toHaveLength(1);
  });

  it('sends through the admin routes when the store is given them', async () => {
    serveHistory({ latest: { from: 1, to: 1, has_more: false } }, adminChatRoutes.history);
    const sent: string[] = [];
    server.use(
      handle(adminChatRoutes.send, ({ params }) => {
        sent.push(String(params['id']));
        return HttpResponse.json({
          id: 5,
          text: 'We will call you',
          createdAt: '2024-05-01T10:00:00.000Z',
          chat_id: 7,
        });
      }),
    );
    const hooks = renderChatHooks({ routes: adminChatRoutes });
    await openChat(hooks, 7);
    await act(async () => {
      await hooks.result.current.send.sendMessage({ text: 'We will call you' });
    });

    expect(sent).toEqual(['7']);
    expect(hooks.result.current.history.messages.at(-1)).toMatchObject({ id: '5', authorKind: 'seeker' });
  });
});

describe('chat list and unread counts', () => {
  it('sums the unread counts and zeroes the count of the chat that is opened', async () => {
    serveHistory({ latest: { from: 1, to: 1, has_more: false } });
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([aChat({ id: 1, unread_count: 2 }), aChat({ id: 2, unread_count: 3 }), aChat({ id: 3 })]),
      ),
    );
    const hooks = renderChatHooks();
    await act(async () => {
      await hooks.result.current.chats.reload();
    });
    expect(hooks.result.current.chats.unreadCount).toBe(5);

    await openChat(hooks, 2);

    expect(hooks.result.current.chats.unreadCount).toBe(2);
    expect(hooks.result.current.chats.chats.find((chat) => chat.id === 2)?.unread_count).toBe(0);
  });

  it('keeps a list error in state and resets the loading flag', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'No' } }, { status: 403 }),
      ),
    );
    const hooks = renderChatHooks();
    await act(async () => {
      await hooks.result.current.chats.reload().catch(() => undefined);
    });
    expect(hooks.result.current.chats.error?.message).toBe('Failed to load chats');
    expect(hooks.result.current.chats.isLoadingChats).toBe(false);
  });
});

describe('newer messages', () => {
  it('merges the latest page by id without dropping loaded older pages', async () => {
    let latest = { from: 21, to: 40 };
    const calls: (string | null)[] = [];
    server.use(
      handle(chatRoutes.history, ({ request }) => {
        const olderThanId = new URL(request.url).searchParams.get('older_than_id');
        calls.push(olderThanId);
        return olderThanId
          ? HttpResponse.json({ message: newestFirst(1, 20), has_more: false })
          : HttpResponse.json({ message: newestFirst(latest.from, latest.to), has_more: true });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    await act(async () => {
      await hooks.result.current.history.loadMoreMessages();
    });

    latest = { from: 23, to: 42 };
    await act(async () => {
      await hooks.result.current.history.loadNewerMessages();
    });

    const ids = hooks.result.current.history.messages.map((message) => Number(message.id));
    expect(ids).toEqual(Array.from({ length: 42 }, (_, index) => index + 1));
    expect(hooks.result.current.history.oldestMessageId).toBe(1);
    expect(hooks.result.current.history.hasMoreMessages).toBe(false);
    expect(hooks.result.current.history.isLoadingHistory).toBe(false);
    expect(calls).toEqual([null, '21', null]);
  });

  it('keeps a message that is still sending, last', async () => {
    let latest = newestFirst(1, 2);
    const gate = deferred();
    server.use(
      handle(chatRoutes.history, () => HttpResponse.json({ message: latest, has_more: false })),
      handle(chatRoutes.send, async () => {
        await gate.promise;
        return HttpResponse.json({ id: 4, text: 'On my way', createdAt: '2024-05-01T10:00:00.000Z', chat_id: 7 });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    act(() => {
      hooks.result.current.send.sendMessage({ text: 'On my way' }).catch(() => undefined);
    });

    latest = newestFirst(1, 3);
    await act(async () => {
      await hooks.result.current.history.loadNewerMessages();
    });

    const messages = hooks.result.current.history.messages;
    expect(messages.map((message) => message.text)).toEqual(['Message 1', 'Message 2', 'Message 3', 'On my way']);
    expect(messages.at(-1)?.status).toBe('sending');

    gate.release();
    await waitFor(() =>
      expect(hooks.result.current.history.messages.map((message) => [message.id, message.status])).toEqual([
        ['1', 'sent'],
        ['2', 'sent'],
        ['3', 'sent'],
        ['4', 'sent'],
      ]),
    );
  });

  it('restarts pagination from the latest page when it does not reach the loaded messages', async () => {
    let latest = { from: 21, to: 40 };
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json({ message: newestFirst(latest.from, latest.to), has_more: true }),
      ),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);

    latest = { from: 61, to: 80 };
    await act(async () => {
      await hooks.result.current.history.loadNewerMessages();
    });

    expect(hooks.result.current.history.messages.map((message) => Number(message.id))).toEqual(
      Array.from({ length: 20 }, (_, index) => 61 + index),
    );
    expect(hooks.result.current.history.oldestMessageId).toBe(61);
    expect(hooks.result.current.history.hasMoreMessages).toBe(true);
  });

  it('does nothing when the given chat is not the open one, or no chat is open', async () => {
    const calls = serveHistory({ latest: { from: 1, to: 2, has_more: false } });
    const hooks = renderChatHooks();
    await act(async () => {
      await hooks.result.current.history.loadNewerMessages();
    });
    await openChat(hooks, 7);

    await act(async () => {
      await hooks.result.current.history.loadNewerMessages(8);
    });

    expect(calls).toHaveLength(1);
  });

  it('drops the answer when another chat opened meanwhile', async () => {
    const gate = deferred();
    let held = false;
    server.use(
      handle(chatRoutes.history, async ({ params }) => {
        if (params['id'] === '7' && held) {
          await gate.promise;
          return HttpResponse.json({ message: newestFirst(1, 3), has_more: false });
        }
        return HttpResponse.json({
          message: params['id'] === '7' ? newestFirst(1, 2) : newestFirst(50, 51),
          has_more: false,
        });
      }),
    );
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    held = true;
    let refreshing: Promise<void> = Promise.resolve();
    act(() => {
      refreshing = hooks.result.current.history.loadNewerMessages(7);
    });
    await openChat(hooks, 8);
    gate.release();
    await act(async () => {
      await refreshing;
    });

    expect(hooks.result.current.history.messages.map((message) => message.id)).toEqual(['50', '51']);
  });

  it("rejects with 'Failed to load new messages' and keeps what is shown", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    server.use(
      handle(chatRoutes.history, () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })
          : HttpResponse.json({ message: newestFirst(1, 2), has_more: false }),
      ),
    );
    const hooks = renderChatHooks({ client: makeClient() });
    await openChat(hooks, 7);
    fail = true;

    let thrown: unknown;
    await act(async () => {
      await hooks.result.current.history.loadNewerMessages().catch((error: unknown) => (thrown = error));
    });

    expect((thrown as Error).message).toBe('Failed to load new messages');
    expect(logged).toHaveBeenCalledWith('Failed to load new messages', expect.anything());
    expect(hooks.result.current.history.messages).toHaveLength(2);
    expect(hooks.result.current.history.error).toBeNull();
  });
});

describe('closing the chat', () => {
  it('clears the current chat and its messages, so list reloads keep its unread count', async () => {
    serveHistory({ latest: { from: 1, to: 2, has_more: false } });
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 7, unread_count: 4 })])));
    const hooks = renderChatHooks();
    await openChat(hooks, 7);
    await act(async () => {
      await hooks.result.current.chats.reload();
    });
    expect(hooks.result.current.chats.unreadCount).toBe(0);

    act(() => hooks.result.current.current.closeChat());
    await act(async () => {
      await hooks.result.current.chats.reload();
    });

    expect(hooks.result.current.current.chatId).toBeNull();
    expect(hooks.result.current.history.messages).toEqual([]);
    expect(hooks.result.current.chats.unreadCount).toBe(4);
  });

  it('drops a history answer that arrives after the chat was closed', async () => {
    const gate = deferred();
    server.use(
      handle(chatRoutes.history, async () => {
        await gate.promise;
        return HttpResponse.json({ message: newestFirst(1, 2), has_more: false });
      }),
    );
    const hooks = renderChatHooks();
    let opening: Promise<void> = Promise.resolve();
    act(() => {
      opening = hooks.result.current.current.openChat(7);
    });
    act(() => hooks.result.current.current.closeChat());
    gate.release();
    await act(async () => {
      await opening;
    });

    expect(hooks.result.current.history.messages).toEqual([]);
    expect(hooks.result.current.history.isLoadingHistory).toBe(false);
  });
});

describe('replies from the company side', () => {
  const replyList = (routes: typeof chatRoutes | typeof adminChatRoutes) =>
    server.use(
      handle(routes.list, () =>
        HttpResponse.json([
          aChat({ id: 7, unanswered: true, last_message: 'Hello?' }),
          aChat({ id: 8, unanswered: true }),
        ]),
      ),
      handle(routes.history, () => HttpResponse.json({ message: newestFirst(1, 1), has_more: false })),
      handle(routes.send, () =>
        HttpResponse.json({ id: 90, text: 'We will call you', createdAt: '2024-05-02T10:00:00.000Z', chat_id: 7 }),
      ),
    );

  it.each([
    ['an employer', 'employer' as const, chatRoutes],
    ['an editor for the company', 'editor' as const, adminChatRoutes],
  ])(
    'marks the chat answered, with the reply as its last message, after %s replies',
    async (_who, audience, routes) => {
      replyList(routes);
      const hooks = renderChatHooks({ client: makeClient(audience), routes });
      await act(async () => {
        await hooks.result.current.chats.reload();
      });
      await openChat(hooks, 7);

      await act(async () => {
        await hooks.result.current.send.sendMessage({ text: 'We will call you' });
      });

      const chats = hooks.result.current.chats.chats;
      expect(chats.find((chat) => chat.id === 7)).toMatchObject({
        unanswered: false,
        last_message: 'We will call you',
        lastMessageCreatedAt: '2024-05-02T10:00:00.000Z',
      });
      expect(chats.find((chat) => chat.id === 8)?.unanswered).toBe(true);
    },
  );

  it("names the reply's vacancy at once, as the history names it (not «Vacancy #12» until a reload)", async () => {
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json({
          message: [aMessage(1, { vacancy_id: 12, vacancy_title: 'Frontend developer', is_my: false })],
          has_more: false,
        }),
      ),
      handle(chatRoutes.send, () =>
        HttpResponse.json({ id: 90, text: 'We will call you', createdAt: '2024-05-02T10:00:00.000Z', chat_id: 7 }),
      ),
    );
    const hooks = renderChatHooks({ client: makeClient('employer') });
    await openChat(hooks, 7);
    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = hooks.result.current.send.sendMessage({ text: 'We will call you', vacancyId: 12 });
    });
    expect(hooks.result.current.history.messages.at(-1)).toMatchObject({
      status: 'sending',
      vacancyId: 12,
      vacancyTitle: 'Frontend developer',
    });
    await act(async () => {
      await sending;
    });
    expect(hooks.result.current.history.messages.at(-1)).toMatchObject({
      id: '90',
      status: 'sent',
      vacancyTitle: 'Frontend developer',
    });
  });

  it('leaves unanswered as it is when a seeker writes', async () => {
    replyList(chatRoutes);
    const hooks = renderChatHooks();
    await act(async () => {
      await hooks.result.current.chats.reload();
    });
    await openChat(hooks, 7);

    await act(async () => {
      await hooks.result.current.send.sendMessage({ text: 'We will call you' });
    });

    expect(hooks.result.current.chats.chats.find((chat) => chat.id === 7)).toMatchObject({
      unanswered: true,
      last_message: 'We will call you',
    });
  });
});

describe('temporary company chat', () => {
  const keep = (userId: number, chat = aChat({ id: 42, title: 'Acme Corp', company_id: 10 })) =>
    localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, JSON.stringify({ userId, chat }));

  it('uses the chat kept in local storage when the list does not have it', async () => {
    const kept = aChat({ id: 42, title: 'Acme Corp', company_id: 10 });
    keep(5, kept);
    serveHistory({ latest: { from: 1, to: 1, has_more: false } });
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 1, title: 'Other' })])));
    const hooks = renderChatHooks({ userId: 5 });
    await act(async () => {
      await hooks.result.current.chats.reload();
    });

    await openChat(hooks, 42);

    expect(hooks.result.current.current.chat).toEqual(kept);
    expect(hooks.result.current.chats.chats.map((chat) => chat.id)).toEqual([42, 1]);
  });

  it('ignores a chat kept for another user, or when the user is not known', () => {
    keep(5);
    expect(renderChatHooks({ userId: 6 }).result.current.company.temporaryChat).toBeNull();
    expect(renderChatHooks().result.current.company.temporaryChat).toBeNull();
    expect(renderChatHooks({ userId: 5 }).result.current.company.temporaryChat?.id).toBe(42);
  });

  it('ignores a chat kept without a user (the old format)', () => {
    localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, JSON.stringify(aChat({ id: 42 })));
    expect(renderChatHooks({ userId: 5 }).result.current.company.temporaryChat).toBeNull();
  });

  it('forgets the kept chat once the list has it', async () => {
    keep(5, aChat({ id: 42 }));
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 42, title: 'Acme (listed)' })])));
    const hooks = renderChatHooks({ userId: 5 });

    await act(async () => {
      await hooks.result.current.chats.reload();
    });

    expect(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY)).toBeNull();
    expect(hooks.result.current.company.temporaryChat).toBeNull();
    expect(hooks.result.current.chats.chats.map((chat) => chat.title)).toEqual(['Acme (listed)']);
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, '{"id":"nope"');
    const hooks = renderChatHooks({ userId: 5 });
    expect(hooks.result.current.company.temporaryChat).toBeNull();
  });

  it('forgets the kept chat with clearTemporaryCompanyChat', () => {
    keep(5);
    clearTemporaryCompanyChat();
    expect(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY)).toBeNull();
    expect(renderChatHooks({ userId: 5 }).result.current.company.temporaryChat).toBeNull();
  });

  it('creates the company chat and keeps it in local storage for the user', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle(chatRoutes.companyChat, async ({ params, request }) => {
        bodies.push({ companyId: params['id'], body: await request.json() });
        return HttpResponse.json(aChat({ id: 42, company_id: 10 }));
      }),
    );
    const hooks = renderChatHooks({ userId: 5 });

    let chat: unknown;
    await act(async () => {
      chat = await hooks.result.current.company.openCompanyChat(10, 5);
    });

    expect(chat).toMatchObject({ id: 42 });
    expect(bodies).toEqual([{ companyId: '10', body: { vacancy_id: 5 } }]);
    expect(JSON.parse(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY) ?? 'null')).toMatchObject({
      userId: 5,
      chat: { id: 42 },
    });
    expect(hooks.result.current.company.temporaryChat?.id).toBe(42);
  });

  it('keeps a company chat opened before the user was known for that user once known', async () => {
    server.use(handle(chatRoutes.companyChat, () => HttpResponse.json(aChat({ id: 42, company_id: 10 }))));
    const client = makeClient();
    const store = createChatStore({ client });
    await act(async () => {
      await store.set(openCompanyChatAtom, { companyId: 10 });
    });
    expect(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY)).toBeNull();

    store.set(configureChatStoreAtom, { client, routes: chatRoutes, userId: 5 });

    expect(JSON.parse(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY) ?? 'null')).toMatchObject({ userId: 5 });
    expect(store.get(temporaryCompanyChatAtom)?.id).toBe(42);
  });

  it('shows the next user only their own kept chat', () => {
    keep(5);
    const client = makeClient();
    const store = createChatStore({ client, userId: 5 });
    expect(store.get(temporaryCompanyChatAtom)?.id).toBe(42);

    store.set(configureChatStoreAtom, { client, routes: chatRoutes, userId: 6 });

    expect(store.get(temporaryCompanyChatAtom)).toBeNull();
  });

  it('answers null and logs when the company chat cannot be created', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle(chatRoutes.companyChat, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such company' } }, { status: 404 }),
      ),
    );
    const hooks = renderChatHooks({ userId: 5 });

    let chat: unknown = 'untouched';
    await act(async () => {
      chat = await hooks.result.current.company.openCompanyChat(404);
    });

    expect(chat).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to open the company chat', expect.anything());
    expect(localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY)).toBeNull();
  });

  it('answers null when the routes have no company chat (admin)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hooks = renderChatHooks({ routes: adminChatRoutes });
    await expect(hooks.result.current.company.openCompanyChat(10)).resolves.toBeNull();
  });
});

describe('message helpers', () => {
  it('formats times as HH:MM with two-digit hours and minutes', () => {
    expect(formatMessageTime(new Date(2024, 0, 5, 9, 7))).toBe('09:07');
    expect(formatMessageTime(new Date(2024, 0, 5, 23, 59))).toBe('23:59');
    expect(formatMessageTime(new Date(2024, 0, 5, 0, 0))).toBe('00:00');
  });

  it('makes client message ids the contract accepts, different every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createClientMessageId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(CLIENT_MESSAGE_ID);
  });
});
