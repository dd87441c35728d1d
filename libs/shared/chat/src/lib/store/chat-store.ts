import type { ApiClient } from '@jobs/api-client';
import {
  adminChatRoutes,
  chatRoutes,
  sendMessageBodySchema,
  type Chat,
  type HistoryResponse,
  type HistoryMessage,
  type LiveEvent,
  type SendMessageBody,
} from '@jobs/contracts';
import { atom, createStore, type Getter } from 'jotai';
import {
  createClientMessageId,
  formatMessageTime,
  ownAuthorKind,
  toChatMessage,
  type ChatMessage,
} from './chat-message';
import type { ChatListQuery, ChatRoutes } from './chat-routes';
import { readTemporaryCompanyChat, writeTemporaryCompanyChat } from './temporary-company-chat';

/** Spec §5, §8: the errors a failed send or a failed "load more" raise. */
export const SEND_MESSAGE_ERROR = 'Failed to send message';
export const FETCH_MORE_ERROR = 'Failed to fetch more messages';
export const LOAD_HISTORY_ERROR = 'Failed to load chat history';
export const LOAD_NEWER_ERROR = 'Failed to load new messages';
export const LOAD_CHATS_ERROR = 'Failed to load chats';
export const COMPANY_CHAT_ERROR = 'Failed to open the company chat';

export type ChatApi = { client: ApiClient; routes: ChatRoutes; listQuery?: ChatListQuery };

/** What a `ChatStoreProvider` hands its store on every render: the API, the list filters and the user. */
export type ChatStoreConfig = ChatApi & { userId?: number | null };

export type SendMessageInput = {
  text: string;
  /** The vacancy the message is about; 0 or omitted for none. */
  vacancyId?: number | null;
};

export type SendMessageResult = {
  /** The chat the message landed in: a new one when the send went to a template chat. */
  chatId: number;
  message: ChatMessage;
};

// --- state (spec §4) ---

export const chatApiAtom = atom<ChatApi | null>(null);
export const chatsAtom = atom<Chat[]>([]);
export const isLoadingChatsAtom = atom(false);
export const chatsErrorAtom = atom<Error | null>(null);
export const currentChatIdAtom = atom<number | null>(null);
export const temporaryCompanyChatAtom = atom<Chat | null>(null);
export const messagesAtom = atom<ChatMessage[]>([]);
export const hasMoreMessagesAtom = atom(false);
export const isLoadingHistoryAtom = atom(false);
export const oldestMessageIdAtom = atom<number | null>(null);
export const historyErrorAtom = atom<Error | null>(null);
export const sendErrorAtom = atom<Error | null>(null);
/** The open assistant chat's assistant is writing its reply (from the history's `assistant_typing`). */
export const assistantTypingAtom = atom(false);
/** The assistant's answer so far while it streams (from the history's `assistant_draft`); not a message. */
export const assistantDraftAtom = atom<string | null>(null);
/** The signed-in user the temporary company chat is kept for; null while unknown. */
export const userIdAtom = atom<number | null>(null);
// Bumped by every history load and by closing the chat, so an answer for a chat no longer open is dropped.
const historyRequestAtom = atom(0);
// Bumped by every list load, so an answer for the previous filters is dropped.
const chatsRequestAtom = atom(0);
// Whether anything has asked for the list: only then does a filter change reload it.
const chatsRequestedAtom = atom(false);

/** The open chat: from the list, else the temporary company chat (spec §4). */
export const currentChatAtom = atom<Chat | null>((get) => {
  const id = get(currentChatIdAtom);
  if (id === null) return null;
  const listed = get(chatsAtom).find((chat) => chat.id === id);
  if (listed) return listed;
  const temporary = get(temporaryCompanyChatAtom);
  return temporary?.id === id ? temporary : null;
});

/** The list as shown: the temporary company chat first while the server list lacks it. */
export const visibleChatsAtom = atom<Chat[]>((get) => {
  const chats = get(chatsAtom);
  const temporary = get(temporaryCompanyChatAtom);
  return temporary && !chats.some((chat) => chat.id === temporary.id) ? [temporary, ...chats] : chats;
});

/** Real unread total (the spec's original was a stub): the sum of the chats' counts. */
export const unreadCountAtom = atom<number>((get) =>
  get(chatsAtom).reduce((total, chat) => total + chat.unread_count, 0),
);

// --- helpers ---

const requireApi = (api: ChatApi | null): ChatApi => {
  if (!api) throw new Error('The chat store has no API client: render it inside <ChatStoreProvider>');
  return api;
};

const failure = (message: string, cause: unknown): Error =>
  cause instanceof Error && cause.message === message ? cause : new Error(message, { cause });

const zeroUnread = (chats: Chat[], chatId: number | null): Chat[] =>
  chats.map((chat) => (chat.id === chatId && chat.unread_count !== 0 ? { ...chat, unread_count: 0 } : chat));

const uniqueById = (messages: ChatMessage[]): ChatMessage[] => {
  const seen = new Set<string>();
  return messages.filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)));
};

const sameListQuery = (a: ChatListQuery | undefined, b: ChatListQuery | undefined): boolean => {
  const entries = (query: ChatListQuery | undefined) =>
    JSON.stringify(
      Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return entries(a) === entries(b);
};

const isConfirmed = (message: ChatMessage): boolean => message.status === 'sent' && /^\d+$/.test(message.id);

/**
 * The loaded messages with the latest page merged in by id: older pages stay, a message already
 * shown keeps its local copy (and React key), and messages still sending or failed stay last.
 */
const mergeLatest = (messages: ChatMessage[], latest: ChatMessage[]): ChatMessage[] => {
  const confirmed = new Map<string, ChatMessage>();
  for (const message of latest) confirmed.set(message.id, message);
  for (const message of messages) if (isConfirmed(message)) confirmed.set(message.id, message);
  const ordered = [...confirmed.values()].sort((a, b) => Number(a.id) - Number(b.id));
  return [...ordered, ...messages.filter((message) => !isConfirmed(message))];
};

// --- actions ---

/** Loads the chat list; the open chat keeps a zero unread count. Rejects on failure (state has the error). */
/**
 * Loads the chat list with the current filters; the open chat keeps a zero unread count. Rejects
 * on failure (state has the error). An answer overtaken by a newer load resolves with the list as
 * it then stands.
 */
export const loadChatsAtom = atom(null, async (get, set): Promise<Chat[]> => {
  const { client, routes, listQuery } = requireApi(get(chatApiAtom));
  const request = get(chatsRequestAtom) + 1;
  set(chatsRequestAtom, request);
  set(chatsRequestedAtom, true);
  set(isLoadingChatsAtom, true);
  set(chatsErrorAtom, null);
  try {
    const chats = await client.call(
      // Both list routes answer Chat[]; only the admin one takes filters.
      routes.list as typeof adminChatRoutes.list,
      listQuery ? { query: listQuery } : {},
    );
    if (!chats) throw new Error(LOAD_CHATS_ERROR);
    if (get(chatsRequestAtom) !== request) return get(chatsAtom);
    const current = zeroUnread(chats, get(currentChatIdAtom));
    set(chatsAtom, current);
    const temporary = get(temporaryCompanyChatAtom);
    // The company chat has reached the list: the local copy is no longer needed.
    if (temporary && chats.some((chat) => chat.id === temporary.id)) {
      writeTemporaryCompanyChat(null, null);
      set(temporaryCompanyChatAtom, null);
    }
    return current;
  } catch (error) {
    if (get(chatsRequestAtom) !== request) return get(chatsAtom);
    console.error(LOAD_CHATS_ERROR, error);
    const reported = failure(LOAD_CHATS_ERROR, error);
    set(chatsErrorAtom, reported);
    throw reported;
  } finally {
    if (get(chatsRequestAtom) === request) set(isLoadingChatsAtom, false);
  }
});

/**
 * Applies a provider's configuration. New list filters reload the list (when it was ever loaded)
 * with those filters, dropping the old list; a new user re-reads the temporary company chat.
 */
export const configureChatStoreAtom = atom(null, (get, set, { userId, ...api }: ChatStoreConfig): void => {
  const previous = get(chatApiAtom);
  set(chatApiAtom, api);
  if (userId !== undefined && userId !== get(userIdAtom)) {
    const temporary = get(temporaryCompanyChatAtom);
    const wasUnknown = get(userIdAtom) === null;
    set(userIdAtom, userId);
    // A chat opened before the user was known is theirs: keep it for them now.
    if (wasUnknown && temporary) writeTemporaryCompanyChat(userId, temporary);
    else set(temporaryCompanyChatAtom, readTemporaryCompanyChat(userId));
  }
  if (previous && !sameListQuery(previous.listQuery, api.listQuery) && get(chatsRequestedAtom)) {
    set(chatsAtom, []);
    set(loadChatsAtom).catch(() => undefined);
  }
});

/** The streamed answer so far: only while the assistant is still typing, and never an empty one. */
const draftOf = (page: HistoryResponse): string | null =>
  page.assistant_typing === true && page.assistant_draft ? page.assistant_draft : null;

/** Loads the latest page of the open chat, resetting pagination (spec §4). */
export const loadHistoryAtom = atom(null, async (get, set): Promise<void> => {
  const { client, routes } = requireApi(get(chatApiAtom));
  const chatId = get(currentChatIdAtom);
  if (chatId === null) return;
  const request = get(historyRequestAtom) + 1;
  set(historyRequestAtom, request);
  set(messagesAtom, []);
  set(hasMoreMessagesAtom, false);
  set(oldestMessageIdAtom, null);
  set(historyErrorAtom, null);
  set(isLoadingHistoryAtom, true);
  try {
    const page = await client.call(routes.history as typeof chatRoutes.history, { params: { id: chatId } });
    if (!page) throw new Error(LOAD_HISTORY_ERROR);
    if (get(historyRequestAtom) !== request) return;
    // The server answers newest first; the chat shows oldest first.
    const oldestFirst = [...page.message].reverse();
    // Messages sent while the page was loading (the list was emptied when it began) stay after it,
    // still sending or already stored, unless the page has them.
    set(messagesAtom, (sentMeanwhile) => uniqueById([...oldestFirst.map(toChatMessage), ...sentMeanwhile]));
    set(hasMoreMessagesAtom, page.has_more);
    set(oldestMessageIdAtom, oldestFirst[0]?.id ?? null);
    set(assistantTypingAtom, page.assistant_typing === true);
    set(assistantDraftAtom, draftOf(page));
  } catch (error) {
    if (get(historyRequestAtom) !== request) return;
    console.error(LOAD_HISTORY_ERROR, error);
    const reported = failure(LOAD_HISTORY_ERROR, error);
    set(historyErrorAtom, reported);
    throw reported;
  } finally {
    if (get(historyRequestAtom) === request) set(isLoadingHistoryAtom, false);
  }
});

/**
 * Prepends the page before `oldestMessageId`. Skipped with no open chat, nothing more to load,
 * or a load already running (spec §4).
 */
export const loadMoreMessagesAtom = atom(null, async (get, set): Promise<void> => {
  const { client, routes } = requireApi(get(chatApiAtom));
  const chatId = get(currentChatIdAtom);
  const olderThanId = get(oldestMessageIdAtom);
  if (chatId === null || !get(hasMoreMessagesAtom) || get(isLoadingHistoryAtom) || olderThanId === null) return;
  const request = get(historyRequestAtom);
  set(isLoadingHistoryAtom, true);
  set(historyErrorAtom, null);
  try {
    const page = await client.call(routes.history as typeof chatRoutes.history, {
      params: { id: chatId },
      query: { older_than_id: olderThanId },
    });
    if (!page) throw new Error(FETCH_MORE_ERROR);
    if (get(historyRequestAtom) !== request) return;
    const oldestFirst = [...page.message].reverse();
    set(messagesAtom, (messages) => uniqueById([...oldestFirst.map(toChatMessage), ...messages]));
    set(hasMoreMessagesAtom, page.has_more);
    if (oldestFirst.length > 0) set(oldestMessageIdAtom, oldestFirst[0].id);
  } catch (error) {
    if (get(historyRequestAtom) !== request) return;
    console.error(FETCH_MORE_ERROR, error);
    const reported = failure(FETCH_MORE_ERROR, error);
    set(historyErrorAtom, reported);
    throw reported;
  } finally {
    if (get(historyRequestAtom) === request) set(isLoadingHistoryAtom, false);
  }
});

/**
 * Fetches the latest page of the open chat and merges it in by id: loaded older pages, the scroll
 * position and messages still sending stay. When the page does not reach the loaded messages
 * (more arrived than a page holds), it replaces them and pagination restarts from it. With a
 * `chatId`, only when that chat is the open one. Rejects with 'Failed to load new messages'
 * (logged; what is shown stays).
 */
export const loadNewerMessagesAtom = atom(null, async (get, set, chatId?: number): Promise<void> => {
  const { client, routes } = requireApi(get(chatApiAtom));
  const openId = get(currentChatIdAtom);
  if (openId === null || (chatId !== undefined && chatId !== openId)) return;
  const request = get(historyRequestAtom);
  try {
    const page = await client.call(routes.history as typeof chatRoutes.history, { params: { id: openId } });
    if (!page) throw new Error(LOAD_NEWER_ERROR);
    // Another chat opened, or the history reloaded, meanwhile.
    if (get(historyRequestAtom) !== request || get(currentChatIdAtom) !== openId) return;
    const latest = [...page.message].reverse().map(toChatMessage);
    set(assistantTypingAtom, page.assistant_typing === true);
    set(assistantDraftAtom, draftOf(page));
    const messages = get(messagesAtom);
    const loadedIds = new Set(messages.filter(isConfirmed).map((message) => message.id));
    const reaches = !page.has_more || loadedIds.size === 0 || latest.some((message) => loadedIds.has(message.id));
    if (reaches) {
      set(messagesAtom, mergeLatest(messages, latest));
      if (loadedIds.size === 0) {
        set(hasMoreMessagesAtom, page.has_more);
        set(oldestMessageIdAtom, latest.length > 0 ? Number(latest[0].id) : null);
      }
    } else {
      set(messagesAtom, [...latest, ...messages.filter((message) => !isConfirmed(message))]);
      set(hasMoreMessagesAtom, page.has_more);
      set(oldestMessageIdAtom, latest.length > 0 ? Number(latest[0].id) : null);
    }
  } catch (error) {
    if (get(historyRequestAtom) !== request) return;
    console.error(LOAD_NEWER_ERROR, error);
    throw failure(LOAD_NEWER_ERROR, error);
  }
});

/** What a live `message` event carries. */
export type LiveMessageData = Extract<LiveEvent, { type: 'message' }>['data'];

/** How long a live message answers for the notification that follows it (both come from one send). */
export const LIVE_NOTE_WINDOW_MS = 60_000;

// Per chat: when live `message` events were applied whose notification has not come yet.
const liveAppliedAtom = atom<ReadonlyMap<number, readonly number[]>>(new Map());

/** The chat as a message from the live event leaves it in the list (last message, unread, waiting side). */
const withMessage = (chat: Chat, message: HistoryMessage, isOpen: boolean): Chat => ({
  ...chat,
  last_message: message.text,
  lastMessageCreatedAt: message.createdAt,
  unread_count: isOpen || message.is_my ? chat.unread_count : chat.unread_count + 1,
  // A seeker's message waits for the company side; the company side's (or the platform's) answers it.
  unanswered: message.author_kind === 'seeker' ? true : message.author_kind === 'system' ? chat.unanswered : false,
});

/**
 * A live `message` event (it carries the message as the history returns it): the open chat shows
 * it at once and the list takes its last message and unread count, without a request. Returns
 * false when the event could not be applied so (no message in it, or a chat the list lacks): the
 * caller then loads what it concerns (the list; the history only for an event without its message).
 */
export const receiveLiveMessageAtom = atom(null, (get, set, data: LiveMessageData): boolean => {
  const message = data.message;
  if (!message) return false;
  const isOpen = get(currentChatIdAtom) === data.chat_id;
  if (isOpen) {
    set(messagesAtom, (messages) =>
      messages.some((shown) => shown.id === String(message.id))
        ? messages
        : mergeLatest(messages, [toChatMessage(message)]),
    );
    // The assistant's reply has come: it no longer types, and its draft is the message now.
    if (message.author_kind === 'assistant') {
      set(assistantTypingAtom, false);
      set(assistantDraftAtom, null);
    }
    // Shown on screen, so read: the server learns it without the history request that used to tell it
    // (the list's unread count and the unread-message e-mail depend on it). A failure only leaves the
    // chat unread until its history next loads.
    const api = get(chatApiAtom);
    if (!message.is_my && api?.routes.read) {
      api.client
        .call(api.routes.read, { params: { id: data.chat_id }, body: { message_id: message.id } })
        .catch(() => undefined);
    }
  }
  const chats = get(chatsAtom);
  const listed = chats.find((chat) => chat.id === data.chat_id);
  const temporary = get(temporaryCompanyChatAtom);
  if (temporary?.id === data.chat_id) set(temporaryCompanyChatAtom, withMessage(temporary, message, isOpen));
  // Newest activity first, as the server orders the list.
  if (listed) set(chatsAtom, [withMessage(listed, message, isOpen), ...chats.filter((chat) => chat !== listed)]);
  // Neither listed nor on screen: the list is to load (the caller does), and its notification too.
  else if (!isOpen) return false;
  const now = Date.now();
  set(liveAppliedAtom, (applied) =>
    new Map(applied).set(data.chat_id, [
      ...(applied.get(data.chat_id) ?? []).filter((at) => now - at < LIVE_NOTE_WINDOW_MS),
      now,
    ]),
  );
  // A chat new to the list (the temporary company chat on screen): shown, but the list is to load.
  return listed !== undefined;
});

/**
 * A notification about a chat: true when a live message event already brought what it announces
 * (then nothing needs loading), consuming that event; false otherwise.
 */
export const takeLiveNoteAtom = atom(null, (get, set, chatId: number): boolean => {
  const now = Date.now();
  const pending = (get(liveAppliedAtom).get(chatId) ?? []).filter((at) => now - at < LIVE_NOTE_WINDOW_MS);
  const next = new Map(get(liveAppliedAtom));
  if (pending.length > 1) next.set(chatId, pending.slice(1));
  else next.delete(chatId);
  set(liveAppliedAtom, next);
  return pending.length > 0;
});

/** Opens a chat: makes it current, zeroes its unread count locally and loads its latest messages. */
export const openChatAtom = atom(null, async (_get, set, chatId: number): Promise<void> => {
  set(currentChatIdAtom, chatId);
  set(chatsAtom, (chats) => zeroUnread(chats, chatId));
  await set(loadHistoryAtom);
});

/**
 * Leaves the open chat: nothing is current, its messages are dropped and answers still on the way
 * are ignored. List reloads then keep every chat's unread count as the server says.
 */
export const closeChatAtom = atom(null, (get, set): void => {
  set(currentChatIdAtom, null);
  set(historyRequestAtom, get(historyRequestAtom) + 1);
  set(messagesAtom, []);
  set(hasMoreMessagesAtom, false);
  set(oldestMessageIdAtom, null);
  set(historyErrorAtom, null);
  set(isLoadingHistoryAtom, false);
  set(sendErrorAtom, null);
  set(assistantTypingAtom, false);
  set(assistantDraftAtom, null);
});

/** The title the open chat's history gives the vacancy (the send answer carries none). */
const knownVacancyTitle = (get: Getter, vacancyId: number | null): string | null =>
  vacancyId === null
    ? null
    : (get(messagesAtom).find((message) => message.vacancyId === vacancyId && message.vacancyTitle)?.vacancyTitle ??
      null);

const toPending = (get: Getter, body: Required<SendMessageBody>): ChatMessage => {
  const now = new Date();
  const vacancyId = body.vacancy_id === 0 ? null : body.vacancy_id;
  return {
    id: `pending-${body.client_message_id}`,
    text: body.message,
    time: formatMessageTime(now),
    createdAt: now.toISOString(),
    isMe: true,
    isRead: false,
    vacancyId,
    vacancyTitle: knownVacancyTitle(get, vacancyId),
    authorKind: ownAuthorKind(requireApi(get(chatApiAtom)).client.audience),
    authorName: null,
    status: 'sending',
    clientMessageId: body.client_message_id,
  };
};

const deliverAtom = atom(
  null,
  async (get, set, chatId: number, body: Required<SendMessageBody>): Promise<SendMessageResult> => {
    const { client, routes } = requireApi(get(chatApiAtom));
    const clientMessageId = body.client_message_id;
    const mark = (update: (message: ChatMessage) => ChatMessage) =>
      set(messagesAtom, (messages) =>
        uniqueById(
          messages.map((message) => (message.clientMessageId === clientMessageId ? update(message) : message)),
        ),
      );
    try {
      const sent = await client.call(routes.send as typeof chatRoutes.send, { params: { id: chatId }, body });
      if (!sent) throw new Error(SEND_MESSAGE_ERROR);
      const reconcile = (message: ChatMessage): ChatMessage => ({
        ...message,
        id: String(sent.id),
        text: sent.text,
        time: formatMessageTime(sent.createdAt),
        createdAt: sent.createdAt,
        status: 'sent',
      });
      mark(reconcile);
      const shown =
        get(messagesAtom).find((message) => message.clientMessageId === clientMessageId) ??
        reconcile(toPending(get, body));
      set(sendErrorAtom, null);
      // A reply from the company side (its staff or the platform for it) answers the seeker.
      const answers = ownAuthorKind(client.audience) !== 'seeker';
      const update = (chat: Chat): Chat => ({
        ...chat,
        last_message: sent.text,
        lastMessageCreatedAt: sent.createdAt,
        unanswered: answers ? false : chat.unanswered,
      });
      const sentTo = get(chatsAtom).find((chat) => chat.id === chatId);
      // The assistant answers in a moment: show it typing until the history says otherwise.
      if (sentTo && (sentTo.is_template || sentTo.template_id !== null)) set(assistantTypingAtom, true);
      set(chatsAtom, (chats) => chats.map((chat) => (chat.id === chatId ? update(chat) : chat)));
      const temporary = get(temporaryCompanyChatAtom);
      if (temporary?.id === chatId) set(temporaryCompanyChatAtom, update(temporary));
      // A template chat answers with the user's own new chat: follow it (spec §4).
      if (sent.chat_id !== chatId && get(currentChatIdAtom) === chatId) {
        set(currentChatIdAtom, sent.chat_id);
        set(loadChatsAtom).catch(() => undefined);
      }
      return { chatId: sent.chat_id, message: shown };
    } catch (error) {
      mark((message) => ({ ...message, status: 'failed' }));
      console.error(SEND_MESSAGE_ERROR, error);
      const reported = failure(SEND_MESSAGE_ERROR, error);
      set(sendErrorAtom, reported);
      throw reported;
    }
  },
);

/**
 * Sends to the open chat: the message shows at once ('sending') and is reconciled with the
 * server's answer, or marked 'failed' (retry with `retryMessageAtom`). Rejects with
 * 'Failed to send message' on failure.
 */
export const sendMessageAtom = atom(
  null,
  async (get, set, { text, vacancyId }: SendMessageInput): Promise<SendMessageResult> => {
    const chatId = get(currentChatIdAtom);
    if (chatId === null) throw new Error('No chat is open');
    const parsed = sendMessageBodySchema.safeParse({
      message: text,
      vacancy_id: vacancyId ?? 0,
      client_message_id: createClientMessageId(),
    });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid message');
    const body = parsed.data as Required<SendMessageBody>;
    set(messagesAtom, (messages) => [...messages, toPending(get, body)]);
    return set(deliverAtom, chatId, body);
  },
);

/** Resends a failed message with the same `client_message_id`, so the server stores it once. */
export const retryMessageAtom = atom(null, async (get, set, clientMessageId: string): Promise<SendMessageResult> => {
  const chatId = get(currentChatIdAtom);
  const message = get(messagesAtom).find((item) => item.clientMessageId === clientMessageId);
  if (chatId === null || !message) throw new Error('No such message to retry');
  if (message.status !== 'failed') throw new Error('Only a failed message can be retried');
  set(messagesAtom, (messages) =>
    messages.map((item) => (item.clientMessageId === clientMessageId ? { ...item, status: 'sending' } : item)),
  );
  return set(deliverAtom, chatId, {
    message: message.text,
    vacancy_id: message.vacancyId ?? 0,
    client_message_id: clientMessageId,
  });
});

export type OpenCompanyChatInput = { companyId: number; vacancyId?: number };

/**
 * `POST /companies/{id}/chat`: the seeker's chat with a company, kept in local storage as the
 * temporary company chat until the list has it. Null on failure (logged), as spec §8 says.
 */
export const openCompanyChatAtom = atom(
  null,
  async (get, set, { companyId, vacancyId }: OpenCompanyChatInput): Promise<Chat | null> => {
    const { client, routes } = requireApi(get(chatApiAtom));
    try {
      if (!routes.companyChat) throw new Error('Company chats are not available for this audience');
      const chat = await client.call(routes.companyChat, {
        params: { id: companyId },
        body: vacancyId ? { vacancy_id: vacancyId } : {},
      });
      if (!chat) throw new Error(COMPANY_CHAT_ERROR);
      writeTemporaryCompanyChat(get(userIdAtom), chat);
      set(temporaryCompanyChatAtom, chat);
      return chat;
    } catch (error) {
      console.error(COMPANY_CHAT_ERROR, error);
      return null;
    }
  },
);

export type ChatStore = ReturnType<typeof createStore>;

export type CreateChatStoreOptions = {
  client: ApiClient;
  /** Defaults to `chatRoutes`; the admin app passes `adminChatRoutes`. */
  routes?: ChatRoutes;
  listQuery?: ChatListQuery;
  /** The signed-in user: the temporary company chat is kept for them only. */
  userId?: number | null;
};

/** A fresh chat store bound to one API client (each app, and each test, makes its own). */
export const createChatStore = ({
  client,
  routes = chatRoutes,
  listQuery,
  userId = null,
}: CreateChatStoreOptions): ChatStore => {
  const store = createStore();
  store.set(chatApiAtom, { client, routes, listQuery });
  store.set(userIdAtom, userId);
  store.set(temporaryCompanyChatAtom, readTemporaryCompanyChat(userId));
  return store;
};
