// Test support: chats and messages as the editor sees them (the shared contract-shaped factories of @jobs/chat).
import type { Chat, HistoryMessage } from '@jobs/contracts';
import { aChat as chat, aMessage as message } from '@jobs/chat/testing';

/** A chat as `GET /admin/chats` lists it: the title is the seeker. */
export const aChat = (id: number, overrides: Partial<Chat> = {}): Chat =>
  chat({ id, title: `Seeker ${id}`, last_message: `Last message of chat ${id}`, company_id: 12, ...overrides });

/** A message of a chat's history, from the seeker unless overridden. */
export const aMessage = (id: number, overrides: Partial<HistoryMessage> = {}): HistoryMessage =>
  message(id, { author_kind: 'seeker', ...overrides });
