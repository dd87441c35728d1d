import type { HistoryMessage, MessageAuthorKind, Risk, Role } from '@jobs/contracts';

export type MessageStatus = 'sent' | 'sending' | 'failed';

/** A message as the chat UI shows it. */
export type ChatMessage = {
  /** The server id as a string; `pending-<clientMessageId>` until the server has answered. */
  id: string;
  text: string;
  /** `HH:MM`, ru-RU, two-digit hour and minute (spec §3, §9). */
  time: string;
  /** ISO timestamp, for `<time dateTime>`. */
  createdAt: string;
  isMe: boolean;
  /** True for history items, false for a message this tab has just sent (spec §3). */
  isRead: boolean;
  vacancyId: number | null;
  /** The vacancy's title when the server sent it with the message (null: the app looks it up). */
  vacancyTitle: string | null;
  authorKind: MessageAuthorKind;
  authorName: string | null;
  status: MessageStatus;
  /** Set on messages sent from this tab: a retry reuses it, so the server stores the message once. */
  clientMessageId?: string;
  /** The marks of a scam the API found in a company's message (the seeker sees a warning under it). */
  risk?: Risk | null;
};

const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** `HH:MM` in the ru-RU format, in the browser's time zone. */
export const formatMessageTime = (value: string | number | Date): string =>
  new Date(value).toLocaleTimeString('ru-RU', TIME_FORMAT);

export const toChatMessage = (message: HistoryMessage): ChatMessage => ({
  id: String(message.id),
  text: message.text,
  time: formatMessageTime(message.createdAt),
  createdAt: message.createdAt,
  isMe: message.is_my,
  isRead: true,
  vacancyId: message.vacancy_id,
  vacancyTitle: message.vacancy_title ?? null,
  authorKind: message.author_kind,
  authorName: message.author_name,
  status: 'sent',
  risk: message.risk ?? null,
});

/**
 * 32 hex characters (matches the contract's `/^[A-Za-z0-9_-]{8,64}$/`). `getRandomValues` rather
 * than `randomUUID`, which only exists in secure contexts.
 */
export const createClientMessageId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

const OWN_AUTHOR_KIND: Record<Role, MessageAuthorKind> = {
  seeker: 'seeker',
  employer: 'company',
  editor: 'platform',
};

/** Who the caller writes as: an editor answers as the platform on the company's behalf. */
export const ownAuthorKind = (audience: Role): MessageAuthorKind => OWN_AUTHOR_KIND[audience];
