// Test support (`@jobs/chat/testing`, for specs only): contract-shaped chats and messages, parsed by
// the contract schemas, for this lib's tests and the apps'.
import { chatSchema, historyMessageSchema, type Chat, type HistoryMessage } from '@jobs/contracts';

const ISO = '2024-05-01T09:00:00.000Z';

/** A chat as the chat list gives it: the seeker's chat with Acme Corp (`id` 1) unless overridden. */
export const aChat = (overrides: Partial<Chat> = {}): Chat =>
  chatSchema.parse({
    id: 1,
    title: 'Acme Corp',
    icon: null,
    createdAt: ISO,
    deletedAt: null,
    is_template: false,
    is_visible: true,
    template_id: null,
    updatedAt: ISO,
    lastMessageCreatedAt: ISO,
    last_message: 'Hello',
    messages: [],
    unread_count: 0,
    company_id: 10,
    unanswered: false,
    ...overrides,
  });

/** Message `id` of a chat's history, from the company unless overridden (a minute apart per id). */
export const aMessage = (id: number, overrides: Partial<HistoryMessage> = {}): HistoryMessage =>
  historyMessageSchema.parse({
    id,
    text: `Message ${id}`,
    createdAt: new Date(Date.UTC(2024, 4, 1, 9, id % 60)).toISOString(),
    is_my: false,
    vacancy_id: null,
    author_kind: 'company',
    author_name: null,
    ...overrides,
  });
