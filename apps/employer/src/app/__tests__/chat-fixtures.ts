// Test support: contract-shaped chats, messages and notifications (parsed by the contract schemas).
import {
  chatSchema,
  historyMessageSchema,
  notificationSchema,
  userSchema,
  type Chat,
  type HistoryMessage,
  type Notification,
} from '@jobs/contracts';

const ISO = '2024-05-01T09:00:00.000Z';

export const EMPLOYER = userSchema.parse({
  id: 3,
  email: 'employer@demo.jobs',
  name: 'Demo Employer',
  role: 'employer',
  locale: 'ru',
  company_id: 12,
  email_verified: true,
});

/** A chat as the employer's `GET /chat/list` shows it: the title is the candidate. */
export const aChat = (id: number, overrides: Partial<Chat> = {}): Chat =>
  chatSchema.parse({
    id,
    title: `Candidate ${id}`,
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

export const aNotification = (id: number, overrides: Partial<Notification> = {}): Notification =>
  notificationSchema.parse({ id, title: null, text: `Notification ${id}`, icon: null, chat_id: 5, ...overrides });
