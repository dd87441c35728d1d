import { CHAT_EVENTS_CHANNEL } from '@jobs/server-db';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { adminChatRoutesPlugin } from './admin-chat.routes';
import { createChatEvents } from './chat-events';
import { createChatRepository } from './chat.repository';
import { chatRoutesPlugin } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';

/** Chats between seekers, employers, the assistant and the moderators. */
export const chatModule = fp(
  async (app) => {
    const { appConfig: config, database, assistant, push } = app;
    const chatEvents = createChatEvents(app.log);
    app.channels.on(CHAT_EVENTS_CHANNEL, chatEvents.handler);
    chatEvents.attach(app.channels.listener);
    const chat = createChatService({
      // PostgreSQL: a send's commit does not wait for the disk while it holds the chat's lock; the
      // send waits for the flush before it answers (chat.repository.ts `sendStatement`).
      repo: createChatRepository(database.db, { flushAfterCommit: database.kind === 'postgres' }),
      assistant: assistant.hook,
      // Not the publisher: a send writes its notifications' live events in its own statement.
      notificationEvents: app.notificationEvents,
      live: app.chatLive,
      onWrites: app.statistics.noteWrites,
      cacheLatestPages: true,
      // One process owns the embedded database: nothing else writes its messages. PostgreSQL
      // instances tell each other (chat events); a page is trusted for a bounded time all the same.
      latestPageTtlMs: database.kind === 'pglite' ? Number.POSITIVE_INFINITY : config.HISTORY_PAGE_CACHE_TTL_MS,
      chatEvents: chatEvents.events,
      // A message's push jobs (notify's) are stored with it (only when push is configured:
      // otherwise a send stays one statement).
      inSendTransaction: push.enabled ? app.notify.messagePushes : undefined,
    });
    chatEvents.bind(chat.pagesCache);
    assistant.attach(chat.storeAssistantReply);
    app.decorate('chat', chat);
    await app.register(
      async (api) => {
        await api.register(chatRoutesPlugin, {
          chat,
          localizeTitles: app.templateTitles.localize,
          sendLimits: {
            perSender: config.CHAT_SEND_PER_SENDER_PER_MINUTE,
            perChat: config.CHAT_SEND_PER_CHAT_PER_MINUTE,
          },
        });
        await api.register(adminChatRoutesPlugin, { chat });
      },
      { prefix: API_PREFIX },
    );
  },
  { name: 'chat', dependencies: ['assistant', 'live', 'notifications', 'notify', 'push'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}
