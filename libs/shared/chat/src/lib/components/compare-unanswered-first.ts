import type { Chat } from '@jobs/contracts';

const lastActivity = (chat: Chat): number => {
  const time = Date.parse(chat.lastMessageCreatedAt ?? chat.updatedAt);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * A `ChatList` order (the employer inbox's rule): chats waiting for the company side first, then
 * the most recent activity (last message, else last update), then the newest chat.
 */
export const compareUnansweredFirst = (a: Chat, b: Chat): number =>
  Number(b.unanswered) - Number(a.unanswered) || lastActivity(b) - lastActivity(a) || b.id - a.id;
