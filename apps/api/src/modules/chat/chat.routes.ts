import {
  chatRoutes,
  DELETED_USER_NAME,
  DELETED_USER_NAMES,
  statusNoteFor,
  type Chat,
  type HistoryMessage,
  type Locale,
} from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { rateLimited } from '../../lib/app-error';
import { createLimiter } from '../../lib/rate-limit-store';
import { currentUser, registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import type { ChatService } from './chat.service';

type Options = {
  chat: ChatService;
  /** Sends per minute per sender and per side of a chat (defaults: 30 and 60). */
  sendLimits?: { perSender: number; perChat: number };
  /** A seeker's assistant chats titled in the interface language (the assistant module's templates). */
  localizeTitles?: (list: Chat[], locale: Locale) => Promise<Chat[]>;
};

/** A company's chat with a deleted seeker is titled «Удалённый пользователь» in a Russian interface. */
const localizeDeletedUsers = (list: Chat[], locale: Locale | null): Chat[] =>
  locale === 'ru'
    ? list.map((item) => (item.title === DELETED_USER_NAME ? { ...item, title: DELETED_USER_NAMES.ru } : item))
    : list;

/** The platform's status notes in the reader's language (the apps send theirs with every call). */
const localizeStatusNotes = <T extends { message: HistoryMessage[] }>(page: T, locale: Locale): T => ({
  ...page,
  message: page.message.map((message) =>
    message.author_kind === 'system' && message.application_status
      ? {
          ...message,
          text: statusNoteFor(locale, {
            text: message.text,
            status: message.application_status,
            vacancy: message.vacancy_title ?? null,
          }),
        }
      : message,
  ),
});

/** The chat endpoints of spec §7, for seekers and employers alike (each sees only its own chats). */
export const chatRoutesPlugin: FastifyPluginAsync<Options> = async (
  app,
  { chat, localizeTitles, sendLimits = { perSender: 30, perChat: 60 } },
) => {
  // Every send is counted per sender and per side of its chat (shared by instances through the
  // rate-limit store): one user cannot flood a chat, nor every chat, nor the other side's inboxes.
  const perSender = createLimiter(app, 'chat-send-sender', {
    max: sendLimits.perSender,
    timeWindow: 60_000,
    keyGenerator: (request) => String(request.user?.id ?? request.ip),
  });
  const perChat = createLimiter(app, 'chat-send-chat', {
    max: sendLimits.perChat,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `${(request.params as { id?: unknown }).id}:${request.user?.role === 'seeker' ? 'seeker' : 'company'}`,
  });
  const admitSend = async (request: FastifyRequest): Promise<void> => {
    for (const limiter of [perSender, perChat]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    }
  };

  registerRoute(app, chatRoutes.list, async (request) => {
    const user = currentUser(request);
    const list = await chat.list(user);
    if (user.role !== 'seeker') return localizeDeletedUsers(list, requestLocale(request));
    const locale = localizeTitles ? requestLocale(request) : null;
    return locale && localizeTitles ? localizeTitles(list, locale) : list;
  });

  registerRoute(app, chatRoutes.history, async (request) => {
    const page = await chat.history(currentUser(request), request.params.id, request.query);
    const locale = requestLocale(request);
    return locale ? localizeStatusNotes(page, locale) : page;
  });

  registerRoute(app, chatRoutes.read, async (request) =>
    chat.read(currentUser(request), request.params.id, request.body.message_id),
  );

  registerRoute(app, chatRoutes.send, async (request) => {
    await admitSend(request as unknown as FastifyRequest);
    return chat.send(currentUser(request), request.params.id, request.body, request as unknown as FastifyRequest);
  });

  registerRoute(app, chatRoutes.companyChat, async (request) =>
    chat.companyChat(currentUser(request), request.params.id, request.body?.vacancy_id),
  );
};
