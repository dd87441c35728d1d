import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS_CHANNEL } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandler, PgListener } from '../../lib/pg-listener';

/** What this instance does when some instance stored a message (or when it may have missed that). */
export type ChatPagesCache = {
  messageStored: (chatId: number) => void;
  forgetAll: () => void;
};

export type ChatEvents = {
  /** Tells the other API instances that a message was stored in the chat (this one already knows). */
  publish: (chatId: number) => Promise<void>;
};

/**
 * Cross-instance invalidation of the newest history pages kept in memory. Payload
 * `<origin>;<chat id>`; an instance skips its own, and anything unreadable, or a lost listener,
 * forgets every page (safe, just slower).
 */
export const createChatEvents = (log: FastifyBaseLogger) => {
  const origin = randomUUID();
  let listener: PgListener | undefined;
  let cache: ChatPagesCache | undefined;

  const handler: ChannelHandler = {
    onMessage: (payload) => {
      const [from, id, ...rest] = (payload ?? '').split(';');
      if (from === origin) return;
      if (rest.length === 0 && id && /^\d+$/.test(id)) return cache?.messageStored(Number(id));
      cache?.forgetAll();
    },
    onReset: () => cache?.forgetAll(),
  };

  const events: ChatEvents = {
    publish: async (chatId) => {
      if (!listener) return;
      try {
        await listener.publish(CHAT_EVENTS_CHANNEL, `${origin};${chatId}`);
      } catch (error) {
        // Other instances may show this chat's newest page without the message until their page TTL passes.
        log.warn({ err: error }, 'could not broadcast a chat event');
      }
    },
  };

  return {
    handler,
    events,
    attach: (next: PgListener) => {
      listener = next;
    },
    bind: (next: ChatPagesCache) => {
      cache = next;
    },
  };
};
