import { chatSchema, type Chat } from '@jobs/contracts';

/** Local-storage key of the temporary company chat (spec §3, §4). */
export const TEMPORARY_COMPANY_CHAT_KEY = 'temporary_company_chat';

export const readTemporaryCompanyChat = (): Chat | null => {
  try {
    const raw = localStorage.getItem(TEMPORARY_COMPANY_CHAT_KEY);
    if (raw === null) return null;
    const parsed = chatSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unavailable storage or a corrupt value: behave as if nothing was kept.
    return null;
  }
};

export const writeTemporaryCompanyChat = (chat: Chat | null): void => {
  try {
    if (chat === null) localStorage.removeItem(TEMPORARY_COMPANY_CHAT_KEY);
    else localStorage.setItem(TEMPORARY_COMPANY_CHAT_KEY, JSON.stringify(chat));
  } catch {
    // Storage full or blocked: the chat still works for this page.
  }
};
