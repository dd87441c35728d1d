/**
 * Where the temporary company chat is kept, and how sign-out forgets it: without the chat store or
 * zod, so an app's header (its sign-out button) can import it from the first chunk.
 */

/** Local-storage key of the temporary company chat (spec §3, §4). */
export const TEMPORARY_COMPANY_CHAT_KEY = 'temporary_company_chat';

/** Forgets the temporary company chat kept in local storage (call it at sign-out). */
export const clearTemporaryCompanyChat = (): void => {
  try {
    localStorage.removeItem(TEMPORARY_COMPANY_CHAT_KEY);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
};
