import type { ApplicationStatus } from '@jobs/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveDelivery } from '../live/live-delivery';
import type { ChatIdentity, ChatRepository } from './chat.repository';

/**
 * Live delivery of the chat module: who is on each side of a chat, and the `message`,
 * `application` and `typing` events they get on their streams (every tab of both sides, the
 * sender's own included). Editors are no party: their inbox polls. It keeps no cache of its own:
 * the chat service tells it where it tells its caches (chat-caches.ts) that a message was stored.
 */
export const createChatLive = ({
  repo,
  live,
  log,
}: {
  repo: Pick<ChatRepository, 'companyUserIds'>;
  live: Pick<LiveDelivery, 'publishTo'>;
  log: FastifyBaseLogger;
}) => {
  // Read per message (an indexed lookup): a new colleague hears of the next message at once.
  const employersOf = (companyId: number): Promise<number[]> => repo.companyUserIds(companyId);

  /** The users of both sides of a chat (a template's new chat: the seeker who wrote). */
  const partiesOf = async (chat: ChatIdentity, seekerId: number | null): Promise<number[]> => {
    const parties: number[] = [];
    const seeker = chat.seekerId ?? seekerId;
    if (seeker !== null) parties.push(seeker);
    if (chat.kind === 'company' && chat.companyId !== null) parties.push(...(await employersOf(chat.companyId)));
    return parties;
  };

  const safely = (work: () => Promise<void>): Promise<void> =>
    work().catch((error: unknown) => log.warn({ err: error }, 'chat live delivery failed'));

  return {
    partiesOf,
    /** A message was stored (and committed) in the chat: both sides hear of it; a status note also as `application`. */
    messageStored: (
      chat: ChatIdentity,
      stored: { chatId: number; messageId: number; seekerId: number | null; applicationStatus?: ApplicationStatus },
    ): Promise<void> =>
      safely(async () => {
        const parties = await partiesOf(chat, stored.seekerId);
        await live.publishTo(parties, 'message', { chat_id: stored.chatId, message_id: stored.messageId });
        if (stored.applicationStatus) {
          await live.publishTo(parties, 'application', { chat_id: stored.chatId, status: stored.applicationStatus });
        }
      }),
    /** The assistant started or stopped writing in a seeker's assistant chat. */
    typing: (chatId: number, seekerId: number, typing: boolean): Promise<void> =>
      safely(() => live.publishTo([seekerId], 'typing', { chat_id: chatId, typing })),
  };
};

export type ChatLive = ReturnType<typeof createChatLive>;
