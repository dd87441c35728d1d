// Test support: contract-shaped chats and messages (parsed by the contract schemas).
import { chatSchema, historyMessageSchema, type Chat, type HistoryMessage } from '@jobs/contracts';

const ISO = '2024-05-01T09:00:00.000Z';

/** A chat as `GET /admin/chats` lists it. */
export const aChat = (id: number, overrides: Partial<Chat> = {}): Chat =>
  chatSchema.parse({
    id,
    title: `Seeker ${id}`,
    icon: null,
    createdAt: ISO,
    deletedAt: null,
    is_template: false,
    is_visible: true,
    template_id: null,
    updatedAt: ISO,
    lastMessageCreatedAt: ISO,
    last_message: `Last message of chat ${id}`,
    messages: [],
    unread_count: 0,
    company_id: 12,
    unanswered: false,
    ...overrides,
  });

export const aMessage = (id: number, overrides: Partial<HistoryMessage> = {}): HistoryMessage =>
  historyMessageSchema.parse({
    id,
    text: `Message ${id}`,
    createdAt: new Date(Date.UTC(2024, 4, 1, 9, id % 60)).toISOString(),
    is_my: false,
    vacancy_id: null,
    author_kind: 'seeker',
    author_name: null,
    ...overrides,
  });
