import { chatSchema, type Chat } from '@jobs/contracts';
import { z } from 'zod';
import { clearTemporaryCompanyChat, TEMPORARY_COMPANY_CHAT_KEY } from './temporary-company-chat-key';

// Kept with the user it belongs to, so another account signing in on this browser never sees it.
const storedSchema = z.object({ userId: z.number().int(), chat: chatSchema });

/** The kept chat when it belongs to `userId`; null for another user, an unknown user, or nothing kept. */
export const readTemporaryCompanyChat = (userId: number | null): Chat | null => {
  if (userId === null) return null;
  try {
    const raw = localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY);
    if (raw === null) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.userId === userId ? parsed.data.chat : null;
  } catch {
    // Unavailable storage or a corrupt value: behave as if nothing was kept.
    return null;
  }
};

/** Keeps `chat` for `userId`, or forgets the kept chat when `chat` is null. */
export const writeTemporaryCompanyChat = (userId: number | null, chat: Chat | null): void => {
  try {
    if (chat === null) clearTemporaryCompanyChat();
    // Nobody to tie it to: the chat stays in memory for this page only.
    else if (userId !== null) localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, JSON.stringify({ userId, chat }));
  } catch {
    // Storage full or blocked: the chat still works for this page.
  }
};
