import type {
  AdminChatsQuery,
  Chat,
  HistoryQuery,
  HistoryResponse,
  SendMessageBody,
  SendMessageResponse,
} from '@jobs/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldDetail, fieldError } from '../../lib/app-error';
import type { NotificationEvents } from '../notifications/notification-events';
import type { AssistantHook, AssistantRequest } from '../assistant/assistant.service';
import type { AuthUser } from '../auth/auth.plugin';
import type { UnitOfWork } from '../../lib/transact';
import type { ChatEvents } from './chat-events';
import { createIdentityCache, createLatestPages, createReadMarks, createTemplatesCache } from './chat-caches';
import type { ChatLive } from '../live/chat-live';
import type { Database } from '@jobs/server-db';
import {
  sendStatement,
  type ChatIdentity,
  type ChatRepository,
  type NewMessage,
  type NotifyPlan,
  type StoredMessage,
  type StoredSend,
  type Viewer,
  type AfterSend,
  type BeforeSend,
} from './chat.repository';

type Deps = {
  repo: ChatRepository;
  notificationEvents: NotificationEvents;
  /** Told how many rows each send wrote (the embedded database refreshes its statistics by it). */
  onWrites?: (rows: number) => void;
  cacheSize?: number;
  /**
   * Keep the newest page of each chat in memory until a message is stored in it. Every message of
   * this process is stored through `store` below; on PostgreSQL other instances announce theirs
   * through `chatEvents` (LISTEN/NOTIFY), so a page there may lag another instance's message by
   * the notification's delay, and `latestPageTtlMs` bounds how long any page is trusted.
   */
  cacheLatestPages?: boolean;
  latestPageTtlMs?: number;
  chatEvents?: ChatEvents;
  /** Answers seekers' messages in assistant chats (asynchronously) and limits how often they ask. */
  assistant?: AssistantHook;
  /** Live delivery: both sides' event streams hear of every stored message. */
  live?: ChatLive;
  /**
   * Run in each message's own transaction, before the message, when it notifies someone (the
   * recipients' push jobs): the message and what this adds commit together or not at all.
   */
  inSendTransaction?: BeforeSend;
};

// Templates come from a migration and change only with one: re-read now and then all the same.
const TEMPLATES_TTL_MS = 5 * 60_000;

/** One answer for a chat that does not exist and one that is not the caller's: never reveal which. */
const chatNotFound = () => new AppError('NOT_FOUND', 'Chat not found');

const toSendResponse = (message: StoredMessage): SendMessageResponse => ({
  id: message.id,
  text: message.text,
  createdAt: message.createdAt.toISOString(),
  chat_id: message.chatId,
});

/** Whether the caller (through the given door) is a party to the chat. */
const canUse = (viewer: Viewer, user: AuthUser, chat: ChatIdentity): boolean => {
  if (chat.deleted) return false;
  switch (viewer) {
    case 'seeker':
      return chat.kind === 'template' || chat.seekerId === user.id;
    case 'company':
      return chat.kind === 'company' && user.companyId !== null && chat.companyId === user.companyId;
    case 'admin':
      return chat.kind === 'company' || chat.kind === 'service';
  }
};

const viewerOf = (user: AuthUser): Viewer => (user.role === 'seeker' ? 'seeker' : 'company');

export const createChatService = ({
  repo,
  notificationEvents,
  onWrites,
  cacheSize = 50_000,
  cacheLatestPages = false,
  latestPageTtlMs = Number.POSITIVE_INFINITY,
  chatEvents,
  assistant,
  live,
  inSendTransaction,
}: Deps) => {
  // The caches (chat-caches.ts): who may use each chat, how far each user has read, the assistant
  // templates, and the newest page of each chat.
  const identities = createIdentityCache(cacheSize, (chatId) => repo.findIdentity(chatId));
  const identity = identities.get;
  const readMarks = createReadMarks(cacheSize, (userId, chatId, messageId) => repo.markRead(userId, chatId, messageId));
  const templates = createTemplatesCache(TEMPLATES_TTL_MS, () => repo.listTemplates());
  const latestPages = createLatestPages({ size: cacheSize, enabled: cacheLatestPages, ttlMs: latestPageTtlMs });
  const messageStored = latestPages.messageStored;

  const accessibleChat = async (viewer: Viewer, user: AuthUser, chatId: number): Promise<ChatIdentity> => {
    const chat = await identity(chatId);
    if (!chat || !canUse(viewer, user, chat)) throw chatNotFound();
    return chat;
  };

  /**
   * A company chat whose seeker deleted the account keeps its history but takes no new message
   * (the send's statement stored nothing: this tells why, with a query only on that rare path).
   */
  const refuseClosed = async (chat: ChatIdentity): Promise<void> => {
    if (chat.kind === 'company' && chat.seekerId !== null && (await repo.isDeletedUser(chat.seekerId))) {
      throw new AppError('CONFLICT', 'This chat is closed: the other person deleted their account', [
        fieldDetail('params.id', 'chat_closed'),
      ]);
    }
  };

  const history = async (
    viewer: Viewer,
    user: AuthUser,
    chatId: number,
    query: HistoryQuery,
  ): Promise<HistoryResponse> => {
    const chat = await accessibleChat(viewer, user, chatId);
    if (chat.kind === 'template') return { message: [], has_more: false };
    const load = () => repo.historyPage(chat.id, viewer, query.older_than_id, query.limit);
    const page: HistoryResponse =
      query.older_than_id === undefined
        ? await latestPages.read(chat.id, `${viewer}:${query.limit}`, load)
        : await load();
    const newest = page.message[0];
    // Reading the latest page marks the chat read up to its newest message.
    if (query.older_than_id === undefined && newest) await readMarks.markRead(user.id, chat.id, newest.id);
    if (chat.kind === 'assistant' && assistant) {
      const draft = assistant.draft(chat.id, newest);
      return {
        ...page,
        assistant_typing: await assistant.isTyping(chat.id),
        ...(draft ? { assistant_draft: draft } : {}),
      };
    }
    return page;
  };

  /** `vacancy_id` 0 means none; otherwise a vacancy of the chat's company, or any published one elsewhere. */
  const checkVacancy = async (chat: ChatIdentity, vacancyId: number, companySide: boolean): Promise<number | null> => {
    if (vacancyId === 0) return null;
    const vacancy = await repo.findVacancy(vacancyId);
    if (chat.kind === 'company') {
      // The company side may refer to any of its own vacancies; a seeker only to published ones.
      if (!vacancy || vacancy.companyId !== chat.companyId || (!companySide && !vacancy.published)) {
        throw fieldError('body.vacancy_id', 'vacancy_not_of_company');
      }
    } else if (!vacancy || !vacancy.published) {
      throw fieldError('body.vacancy_id', 'vacancy_not_published');
    }
    return vacancyId;
  };

  /** Stores a message; no newest page from before the write survives it, here or on other instances. */
  const write = async (
    chat: ChatIdentity,
    target: Parameters<ChatRepository['send']>[0],
    message: NewMessage,
    notify: NotifyPlan,
    afterSend?: AfterSend,
  ) => {
    const chatId = chat.id;
    // Before and after the write: no read may keep a page from before it.
    messageStored(chatId);
    let result;
    try {
      result = await repo.send(target, message, notify, { beforeSend: inSendTransaction, afterSend });
    } finally {
      messageStored(chatId);
    }
    if (result.kind === 'sent') {
      messageStored(result.message.chatId);
      // Not awaited: the sender has its answer; other instances hear of it a moment later.
      void chatEvents?.publish(result.message.chatId);
      void live?.messageStored(result.events);
    }
    return result;
  };

  /** After a stored message: the statistics keeper and every instance's unread state learn of it. */
  const announce = async (notified: { userIds: number[]; createdAt: number }): Promise<void> => {
    onWrites?.(1 + notified.userIds.length);
    if (notified.userIds.length > 0) {
      await notificationEvents.publish({ kind: 'created', userIds: notified.userIds, createdAt: notified.createdAt });
    }
  };

  const store = async (
    chat: ChatIdentity,
    user: AuthUser,
    message: NewMessage,
    notify: NotifyPlan,
  ): Promise<SendMessageResponse> => {
    const target = chat.kind === 'template' ? { fromTemplate: chat, seekerId: user.id } : { chatId: chat.id };
    // A seeker's message to the assistant: its reply is a durable job added in the message's own
    // transaction (both or neither: a crash right after the commit still gets the message answered).
    const answered =
      assistant && message.authorKind === 'seeker' && (chat.kind === 'assistant' || chat.kind === 'template')
        ? assistant
        : undefined;
    const replyTo = (chatId: number, messageId: number): AssistantRequest => ({
      chatId,
      messageId,
      seekerId: user.id,
      templateId: chat.kind === 'template' ? chat.id : chat.templateId,
      text: message.text,
      vacancyId: message.vacancyId,
    });
    const result = await write(
      chat,
      target,
      message,
      notify,
      answered && ((tx, sent) => answered.addReply(tx, replyTo(sent.chatId, sent.messageId))),
    );
    // A repeated client_message_id stored nothing: answer with the first message. (Nothing stored
    // and no first message: the chat itself is gone.) The key is the sender's; one used before in
    // another chat is a 409, never the other chat's message in place of this text.
    if (result.kind === 'duplicate') {
      const first = message.clientMessageId
        ? await repo.findByClientMessageId(user.id, message.clientMessageId)
        : undefined;
      if (!first) {
        // Or nothing stored because the chat is closed (its seeker deleted the account).
        if (message.refuseDeletedSeeker) await refuseClosed(chat);
        throw chatNotFound();
      }
      const sameChat = chat.kind === 'template' ? first.templateId === chat.id : first.chatId === chat.id;
      if (!sameChat) {
        throw new AppError('CONFLICT', 'This client_message_id was used for another message', [
          fieldDetail('body.client_message_id', 'client_message_id_used'),
        ]);
      }
      return toSendResponse(first);
    }
    readMarks.known(user.id, result.message.chatId, result.message.id);
    // Started at once here; any instance takes it (the history shows the typing meanwhile).
    answered?.replyAdded(replyTo(result.message.chatId, result.message.id));
    await announce(result.notified);
    return toSendResponse(result.message);
  };

  /**
   * Messages stored inside a caller's transaction, together with the caller's own writes (an
   * application and its status note): `post` in the transaction, then `committed` once it is
   * (the page caches, other instances and the unread state learn of them only then).
   */
  /** Messages posted in a unit of work (lib/transact.ts): announced once it has committed. */
  const inTransaction = (unit: UnitOfWork) => {
    const posted: {
      chatId: number;
      notified: { userIds: number[]; createdAt: number };
      events: StoredSend['events'];
    }[] = [];
    const chatTx = {
      post: async (tx: Database, chatId: number, message: NewMessage, notify: NotifyPlan): Promise<StoredMessage> => {
        messageStored(chatId);
        if (inSendTransaction && notify.to !== 'none') await inSendTransaction(tx, { chatId, message, notify });
        const stored = await sendStatement(tx, chatId, message, notify);
        if (!stored) throw new Error('message not stored');
        posted.push({ chatId, notified: stored.notified, events: stored.events });
        return stored.message;
      },
      committed: async (): Promise<void> => {
        for (const { chatId, notified, events } of posted.splice(0)) {
          messageStored(chatId);
          void chatEvents?.publish(chatId);
          void live?.messageStored(events);
          await announce(notified);
        }
      },
      /** After a rollback: pages read meanwhile are not kept (nothing else to undo). */
      rolledBack: (): void => {
        for (const { chatId } of posted.splice(0)) messageStored(chatId);
      },
    };
    unit.afterCommit(chatTx.committed);
    unit.afterRollback(chatTx.rolledBack);
    return chatTx;
  };

  return {
    inTransaction,

    /** For `chatEvents`: another instance stored a message in the chat, or events may have been missed. */
    pagesCache: latestPages,

    /** Seekers: their chats, then the assistant templates. Employers: their company's chats. */
    list: async (user: AuthUser): Promise<Chat[]> => {
      if (user.role === 'seeker') {
        const [own, templateChats] = await Promise.all([repo.listForSeeker(user.id), templates.list()]);
        return [...own, ...templateChats];
      }
      if (user.companyId === null) return [];
      return repo.listForCompany(user.id, user.companyId);
    },

    history: (user: AuthUser, chatId: number, query: HistoryQuery) => history(viewerOf(user), user, chatId, query),

    /** The open chat showed a live message without loading the history: read up to it (never past it). */
    read: async (user: AuthUser, chatId: number, messageId: number): Promise<{ last_read_message_id: number }> => {
      const chat = await accessibleChat(viewerOf(user), user, chatId);
      if (chat.kind === 'template' || !(await repo.hasMessage(chat.id, messageId))) {
        throw new AppError('NOT_FOUND', 'No such message in this chat', [
          fieldDetail('body.message_id', 'message_not_in_chat'),
        ]);
      }
      await readMarks.markRead(user.id, chat.id, messageId);
      return { last_read_message_id: messageId };
    },

    /** A seeker's or an employer's message; to a template it starts the seeker's own chat. */
    send: async (
      user: AuthUser,
      chatId: number,
      body: SendMessageBody,
      request?: FastifyRequest,
    ): Promise<SendMessageResponse> => {
      const viewer = viewerOf(user);
      const chat = await accessibleChat(viewer, user, chatId);
      if (assistant && request && (chat.kind === 'assistant' || chat.kind === 'template')) {
        await assistant.admit(request);
      }
      const vacancyId = await checkVacancy(chat, body.vacancy_id, viewer === 'company');
      const message: NewMessage = {
        senderUserId: user.id,
        authorKind: viewer === 'seeker' ? 'seeker' : 'company',
        authorName: null,
        text: body.message,
        vacancyId,
        clientMessageId: body.client_message_id ?? null,
        refuseDeletedSeeker: viewer === 'company',
      };
      let notify: NotifyPlan = { to: 'none' };
      if (chat.kind === 'company' && chat.companyId !== null) {
        notify =
          viewer === 'seeker'
            ? { to: 'employers', companyId: chat.companyId, senderId: user.id }
            : { to: 'seeker-from-company', seekerId: chat.seekerId ?? 0, companyId: chat.companyId };
      }
      // Assistant and service chats: the other side is no user (the assistant replies, editors look).
      return store(chat, user, message, notify);
    },

    /** The assistant's reply in a seeker's assistant chat: stored and notified like any message. */
    storeAssistantReply: async (chatId: number, seekerId: number, text: string, replyKey: string): Promise<void> => {
      const chat = await identity(chatId);
      if (!chat || chat.kind !== 'assistant' || chat.seekerId !== seekerId) return;
      const result = await write(
        chat,
        { chatId },
        {
          senderUserId: null,
          authorKind: 'assistant',
          authorName: null,
          text,
          vacancyId: null,
          clientMessageId: replyKey,
        },
        { to: 'seeker', seekerId, title: chat.title, icon: chat.icon },
      );
      if (result.kind === 'sent') await announce(result.notified);
    },

    /** The seeker's chat with a company, created when missing. */
    companyChat: async (user: AuthUser, companyId: number, vacancyId: number | undefined): Promise<Chat> => {
      if ((await repo.findCompanyName(companyId)) === undefined) throw new AppError('NOT_FOUND', 'Company not found');
      if (vacancyId) {
        const vacancy = await repo.findVacancy(vacancyId);
        if (!vacancy || vacancy.companyId !== companyId || !vacancy.published) {
          throw fieldError('body.vacancy_id', 'vacancy_not_of_company');
        }
      }
      const chatId = await repo.ensureCompanyChat(user.id, companyId);
      identities.evict(chatId);
      const chat = await repo.findForSeeker(user.id, chatId);
      if (!chat) throw new Error('company chat not found after creation');
      return chat;
    },

    admin: {
      list: (user: AuthUser, query: AdminChatsQuery) =>
        repo.listForAdmin(user.id, { companyId: query.company_id, unanswered: query.unanswered }),

      history: (user: AuthUser, chatId: number, query: HistoryQuery) => history('admin', user, chatId, query),

      /** An editor answers as the platform on the company's behalf; the seeker is notified. */
      send: async (user: AuthUser, chatId: number, body: SendMessageBody): Promise<SendMessageResponse> => {
        const chat = await accessibleChat('admin', user, chatId);
        const vacancyId = await checkVacancy(chat, body.vacancy_id, true);
        const companyName = chat.companyId === null ? null : ((await repo.findCompanyName(chat.companyId)) ?? null);
        const seekerId = chat.seekerId ?? 0;
        const notify: NotifyPlan =
          chat.companyId === null
            ? { to: 'seeker', seekerId, title: chat.title, icon: chat.icon }
            : { to: 'seeker-from-company', seekerId, companyId: chat.companyId };
        return store(
          chat,
          user,
          {
            senderUserId: user.id,
            authorKind: 'platform',
            authorName: companyName,
            text: body.message,
            vacancyId,
            clientMessageId: body.client_message_id ?? null,
            refuseDeletedSeeker: true,
          },
          notify,
        );
      },
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;
