import type { FastifyBaseLogger } from 'fastify';
import type { LiveDelivery } from './live-delivery';
import type { StoredLiveEvent } from './live.repository';

/**
 * Live delivery of the chat module: the `message`, `application` and `typing` events both sides
 * of a chat get on their streams (every tab of both sides, the sender's own included). Editors are
 * no party: their inbox polls. A send writes its events (and its notifications' events) in the
 * same statement as the message (chat.repository.ts `sendStatement`: one round trip on the send
 * path); here they are handed to the streams once committed. It keeps no cache of its own: the
 * chat service tells it where it tells its caches (chat-caches.ts) that a message was stored.
 */
export const createChatLive = ({
  live,
  log,
}: {
  live: Pick<LiveDelivery, 'deliver' | 'publishTo'>;
  log: FastifyBaseLogger;
}) => {
  const safely = (work: () => Promise<void>): Promise<void> =>
    work().catch((error: unknown) => log.warn({ err: error }, 'chat live delivery failed'));

  return {
    /** A message was stored (and committed): its events, written by the send, go to the streams. */
    messageStored: (events: StoredLiveEvent[]): Promise<void> => safely(() => live.deliver(events)),
    /** The assistant started or stopped writing in a seeker's assistant chat. */
    typing: (chatId: number, seekerId: number, typing: boolean): Promise<void> =>
      safely(() => live.publishTo([seekerId], 'typing', { chat_id: chatId, typing })),
  };
};

export type ChatLive = ReturnType<typeof createChatLive>;
