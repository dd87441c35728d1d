import type { Chat } from '@jobs/contracts';

const lastActivity = (chat: Chat): number => {
  const time = Date.parse(chat.lastMessageCreatedAt ?? chat.updatedAt);
  return Number.isNaN(time) ? 0 : time;
};

/** The employer's inbox order: chats waiting for an answer first, then the most recent activity. */
export const sortCandidateChats = (chats: readonly Chat[]): Chat[] =>
  [...chats].sort(
    (a, b) => Number(b.unanswered) - Number(a.unanswered) || lastActivity(b) - lastActivity(a) || b.id - a.id,
  );
