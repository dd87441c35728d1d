import { z } from 'zod';
import { applicationStatusSchema } from './application-status';
import { idParamsSchema, idSchema, isoDateSchema } from './common';
import { MAX_ID } from './constants';
import { defineRoute } from './route';
import { companyVerificationSchema, riskSchema } from './trust';

/** Spec §5/§9 and api.md: message length after trimming. */
export const MESSAGE_MAX_LENGTH = 4000;
export const HISTORY_DEFAULT_LIMIT = 20;
export const HISTORY_MAX_LIMIT = 100;

/** Who wrote a message, from nobody's side in particular (`is_my` says whether it was the caller). */
/** `system`: a status change of an application, posted by the platform between the people's messages. */
export const MESSAGE_AUTHOR_KINDS = ['seeker', 'company', 'platform', 'assistant', 'system'] as const;
export const messageAuthorKindSchema = z.enum(MESSAGE_AUTHOR_KINDS);

/** What a chat is between: a company and a seeker, the seeker and the assistant, a service, a template. */
export const CHAT_KINDS = ['company', 'assistant', 'service', 'template'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export type MessageAuthorKind = z.infer<typeof messageAuthorKindSchema>;

/** A message as the history returns it (spec §3 fields, plus the vacancy and the author). */
export const historyMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: isoDateSchema,
  is_my: z.boolean(),
  vacancy_id: z.number().int().nullable(),
  /** The vacancy's title when the message names one (employer and editor chats show it, not «Вакансия №601»). */
  vacancy_title: z.string().nullable().optional(),
  /** "platform on behalf of ‹company›" when an editor answered for the company. */
  author_kind: messageAuthorKindSchema,
  author_name: z.string().nullable(),
  /** On `system` messages: the application status they announce (the apps may render their own text from it). */
  application_status: applicationStatusSchema.optional(),
  /** The marks of a scam in a company's message (issue 27; null: none). */
  risk: riskSchema.nullable().optional(),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

/** Spec §3 chat fields exactly (mixed casing and all), plus unread_count and company_id (api.md). */
export const chatSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string().nullable(),
  createdAt: isoDateSchema,
  deletedAt: isoDateSchema.nullable(),
  is_template: z.boolean(),
  is_visible: z.boolean(),
  template_id: z.number().int().nullable(),
  updatedAt: isoDateSchema,
  lastMessageCreatedAt: isoDateSchema.nullable(),
  last_message: z.string().nullable(),
  messages: z.array(historyMessageSchema),
  unread_count: z.number().int().nonnegative(),
  company_id: z.number().int().nullable(),
  /** The company's verification, for a seeker's company chat (issue 27; null: not verified or not a company chat). */
  company_verified: companyVerificationSchema.nullable().optional(),
  /** Whether the last message is from the seeker and nobody on the company side has answered yet. */
  unanswered: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatListSchema = z.array(chatSchema);

export const historyQuerySchema = z.object({
  older_than_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(HISTORY_DEFAULT_LIMIT),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyResponseSchema = z.object({
  message: z.array(historyMessageSchema),
  has_more: z.boolean(),
  /** Assistant chats: true while the assistant is composing its reply (poll until it is false). */
  assistant_typing: z.boolean().optional(),
  /** Assistant chats: the provider's answer so far while it streams (not a message yet; gone once stored). */
  assistant_draft: z.string().optional(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const sendMessageBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message must not be empty')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  /** A vacancy of the chat's company, or 0 for "no particular vacancy". */
  vacancy_id: z.number().int().nonnegative().max(MAX_ID),
  /** Makes a retried send idempotent: unique per sender; a key used before in another chat is a 409. */
  client_message_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_message_id must be 8-64 letters, digits, - or _')
    .optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: isoDateSchema,
  chat_id: z.number().int(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  icon: z.string().nullable(),
  /** The related chat; null for events that are not about a chat (a vacancy approved or rejected). */
  chat_id: z.number().int().nullable(),
  /** A path in the recipient's app for events that are not chat messages (an application's status, a vacancy's review). */
  link: z.string().nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  /** Milliseconds since the epoch: only notifications created at or after it are returned. */
  user_opened_site: z.coerce
    .string()
    .regex(/^\d{1,15}$/, 'user_opened_site must be a time in milliseconds since the epoch')
    .transform(Number),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const readNotificationsBodySchema = z.object({
  notification_ids: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(100),
});
export type ReadNotificationsBody = z.infer<typeof readNotificationsBodySchema>;

export const readNotificationsResponseSchema = z.object({ updated: z.number().int().nonnegative() });

/** The open chat showed a message that came live (no history request): it is read up to there. */
export const readChatBodySchema = z.object({ message_id: z.number().int().positive().max(MAX_ID) });
export type ReadChatBody = z.infer<typeof readChatBodySchema>;
export const readChatResponseSchema = z.object({ last_read_message_id: z.number().int().nonnegative() });
export type ReadChatResponse = z.infer<typeof readChatResponseSchema>;

export const companyChatBodySchema = z
  .object({ vacancy_id: z.number().int().nonnegative().max(MAX_ID).optional() })
  .default({});
export type CompanyChatBody = z.infer<typeof companyChatBodySchema>;

export const adminChatsQuerySchema = z.object({
  unanswered: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  company_id: idSchema.optional(),
});
export type AdminChatsQuery = z.infer<typeof adminChatsQuerySchema>;

const CHAT_PARTIES = ['seeker', 'employer'] as const;

export const chatRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/chat/list',
    summary: "The caller's chats (seekers also see the assistant templates), newest activity first",
    tags: ['chat'],
    auth: CHAT_PARTIES,
    response: chatListSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/chat/:id/history',
    summary: 'A page of messages, newest first; reading marks the chat read',
    tags: ['chat'],
    auth: CHAT_PARTIES,
    params: idParamsSchema,
    query: historyQuerySchema,
    response: historyResponseSchema,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/chat/:id/read',
    summary: 'Mark the chat read up to a message the open chat showed from a live event; 404 for a message not in it',
    tags: ['chat'],
    auth: CHAT_PARTIES,
    params: idParamsSchema,
    body: readChatBodySchema,
    response: readChatResponseSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/chat/:id/send',
    summary: 'Send a message; a send to a template chat creates the caller’s own chat',
    tags: ['chat'],
    auth: CHAT_PARTIES,
    params: idParamsSchema,
    body: sendMessageBodySchema,
    response: sendMessageResponseSchema,
  }),
  notifies: defineRoute({
    method: 'GET',
    path: '/chat/notifies',
    summary: "The caller's unread notifications created since the page was opened",
    tags: ['notifications'],
    auth: CHAT_PARTIES,
    query: notificationsQuerySchema,
    response: z.array(notificationSchema),
  }),
  readNotifies: defineRoute({
    method: 'POST',
    path: '/chat/notifies/read',
    summary: 'Mark the caller’s notifications read',
    tags: ['notifications'],
    auth: CHAT_PARTIES,
    body: readNotificationsBodySchema,
    response: readNotificationsResponseSchema,
  }),
  companyChat: defineRoute({
    method: 'POST',
    path: '/companies/:id/chat',
    summary: 'The seeker’s chat with a company, created when missing',
    tags: ['chat'],
    auth: ['seeker'],
    params: idParamsSchema,
    body: companyChatBodySchema,
    response: chatSchema,
  }),
} as const;

export const adminChatRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/chats',
    summary: 'Every company chat and service chat, for editors',
    tags: ['admin-chat'],
    auth: ['editor'],
    query: adminChatsQuerySchema,
    response: chatListSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/admin/chats/:id/history',
    summary: 'A chat’s messages as the company side sees them',
    tags: ['admin-chat'],
    auth: ['editor'],
    params: idParamsSchema,
    query: historyQuerySchema,
    response: historyResponseSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/admin/chats/:id/send',
    summary: 'Answer on the company’s behalf (shown as the platform on behalf of the company)',
    tags: ['admin-chat'],
    auth: ['editor'],
    params: idParamsSchema,
    body: sendMessageBodySchema,
    response: sendMessageResponseSchema,
  }),
} as const;

/** Spec §9: toast constants, shared by the poller and its tests. */
export const NOTIFICATION_POLL_INTERVAL_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_TEXT_LIMIT = 55;

/**
 * Spec §5: text longer than 55 characters is cut to 55 followed by '…'. Counts code points, so an
 * emoji is never split in half. What the poller's toasts show, and what the e2e suite looks for.
 */
export const truncateToastText = (text: string, limit: number = TOAST_TEXT_LIMIT): string => {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : text;
};
export const TOAST_DEFAULT_TITLE = 'Новое сообщение';
