import type { ChatListQuery } from '@jobs/chat';
import type { Chat } from '@jobs/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const CHAT_INBOX_PATH = '/admin/chat';

/** The inbox filters as the URL carries them: `?unanswered=1&company_id=12`. */
export type ChatFilters = { unanswered: boolean; companyId: number | null };

const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

/** A chat id from the route: a positive integer, else null. */
export const parseChatId = (value: string | undefined): number | null => positiveId(value);

export const readChatFilters = (search: URLSearchParams): ChatFilters => ({
  unanswered: ['1', 'true'].includes(search.get('unanswered') ?? ''),
  companyId: positiveId(search.get('company_id')),
});

/** The URL's search for the filters; off filters are left out. */
export const chatFiltersSearch = ({ unanswered, companyId }: ChatFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (unanswered) search.set('unanswered', '1');
  if (companyId !== null) search.set('company_id', String(companyId));
  return search;
};

/** `GET /admin/chats` filters: `unanswered=true` and `company_id`, each only when set. */
export const toChatListQuery = ({ unanswered, companyId }: ChatFilters): ChatListQuery => ({
  ...(unanswered ? { unanswered: 'true' as const } : {}),
  ...(companyId !== null ? { company_id: companyId } : {}),
});

/** One chat in the editor's inbox; `company_id` keeps the chat page's list to that company. */
export const adminChatPath = (chatId: number, companyId: number | null): string =>
  companyId === null ? `${CHAT_INBOX_PATH}/${chatId}` : `${CHAT_INBOX_PATH}/${chatId}?company_id=${companyId}`;

/** How a company is named while the chat list carries only its id. */
export const companyLabel = (companyId: number, i18n: I18n): string => i18n._(msg`Company #${companyId}`);

// The API titles an editor's chat "‹seeker› — ‹company›" (or "‹seeker› — ‹subject›" for a service chat).
const TITLE_SEPARATOR = ' — ';

export type ChatParties = {
  seeker: string;
  /** The company's name, or the subject of a platform-services chat; null when the title has no second part. */
  party: string | null;
};

/** The seeker and the other party of a chat, from its title. */
export const chatParties = (title: string): ChatParties => {
  const at = title.indexOf(TITLE_SEPARATOR);
  if (at < 0) return { seeker: title, party: null };
  return { seeker: title.slice(0, at), party: title.slice(at + TITLE_SEPARATOR.length) || null };
};

/** The company a chat belongs to, by name when the title carries it; null for a platform-services chat. */
export const chatCompanyName = (chat: Chat, i18n: I18n): string | null => {
  if (chat.company_id === null) return null;
  return chatParties(chat.title).party ?? companyLabel(chat.company_id, i18n);
};
