// Test support: the employer, and chats, messages and notifications as the employer sees them (the
// shared contract-shaped factories of @jobs/chat and @jobs/notifications).
import { userSchema, type Chat, type HistoryMessage, type Notification } from '@jobs/contracts';
import { aChat as chat, aMessage as message } from '@jobs/chat/testing';
import { aNotification as notification } from '@jobs/notifications/testing';

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
  chat({ id, title: `Candidate ${id}`, last_message: `Last message of chat ${id}`, company_id: 12, ...overrides });

/** A message of a chat's history, from the seeker unless overridden. */
export const aMessage = (id: number, overrides: Partial<HistoryMessage> = {}): HistoryMessage =>
  message(id, { author_kind: 'seeker', ...overrides });

/** A notification about chat 5 unless overridden. */
export const aNotification = (id: number, overrides: Partial<Notification> = {}): Notification =>
  notification(id, { chat_id: 5, ...overrides });
