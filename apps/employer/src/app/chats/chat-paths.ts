/** The candidate chats inbox. */
export const CHATS_PATH = '/employer/chats';

/** One candidate chat (also where a notification's View button leads). */
export const chatPath = (chatId: number): string => `${CHATS_PATH}/${chatId}`;

/** A chat id from the route: a positive integer, else null. */
export const parseChatId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};
