import type { Chat, HistoryResponse } from '@jobs/contracts';
import { BoundedMap } from '../../lib/bounded-map';
import type { ChatIdentity } from './chat.repository';

/**
 * The chat service's in-memory state, one named component each, so that chat.service.ts reads as
 * its access rules and flows. What every instance must hear of (a stored message) reaches them
 * through `LatestPages.messageStored` (here, and from other instances via chat-events.ts); live
 * delivery (chat-live.ts) is told at the same points and keeps no state of its own.
 */

/**
 * Who may use a chat (its kind, seeker and company) never changes once it exists, so it is read
 * once per chat. A deleted chat is not kept (a deletion, when it comes, must `evict`).
 */
export const createIdentityCache = (size: number, load: (chatId: number) => Promise<ChatIdentity | undefined>) => {
  const identities = new BoundedMap<number, ChatIdentity>(size);
  return {
    get: async (chatId: number): Promise<ChatIdentity | undefined> => {
      const cached = identities.get(chatId);
      if (cached) return cached;
      const found = await load(chatId);
      if (found && !found.deleted) identities.set(chatId, found);
      return found;
    },
    evict: (chatId: number): void => identities.delete(chatId),
  };
};

/**
 * How far each user has read each chat, as far as this instance knows. Read marks only move
 * forward (the database keeps the greatest), so when the known mark already covers a message
 * there is nothing to write.
 */
export const createReadMarks = (
  size: number,
  write: (userId: number, chatId: number, messageId: number) => Promise<void>,
) => {
  const marks = new BoundedMap<string, number>(size);
  const key = (userId: number, chatId: number) => `${userId}:${chatId}`;
  return {
    /** Marks the chat read up to the message (one write at most per new message). */
    markRead: async (userId: number, chatId: number, messageId: number): Promise<void> => {
      if ((marks.get(key(userId, chatId)) ?? 0) >= messageId) return;
      await write(userId, chatId, messageId);
      marks.set(key(userId, chatId), messageId);
    },
    /** The database already has it (the sender's own message: its send wrote the mark). */
    known: (userId: number, chatId: number, messageId: number): void => {
      if ((marks.get(key(userId, chatId)) ?? 0) < messageId) marks.set(key(userId, chatId), messageId);
    },
  };
};

/** The assistant templates every seeker's list ends with: they change only with a migration, re-read now and then. */
export const createTemplatesCache = (ttlMs: number, load: () => Promise<Chat[]>, now: () => number = Date.now) => {
  let templates: { list: Chat[]; loadedAt: number } | undefined;
  return {
    list: async (): Promise<Chat[]> => {
      if (!templates || now() - templates.loadedAt > ttlMs) templates = { list: await load(), loadedAt: now() };
      return templates.list;
    },
  };
};

export type LatestPagesOptions = {
  size: number;
  /** Off: every read goes to the database (nothing kept). */
  enabled: boolean;
  /** How long a kept page is trusted at most (another instance's message may be announced late). */
  ttlMs: number;
  now?: () => number;
};

/**
 * The newest history page of each chat, per viewer side and page size, kept until a message is
 * stored in the chat. Each chat has a version, moved on by every store (before and after the
 * write): a page read while the version moved is not kept, so no page from before a write
 * survives it.
 */
export const createLatestPages = ({ size, enabled, ttlMs, now = Date.now }: LatestPagesOptions) => {
  const pages = new BoundedMap<string, { version: number; page: HistoryResponse; at: number }>(enabled ? size : 0);
  const versions = new Map<number, number>();
  const versionOf = (chatId: number) => versions.get(chatId) ?? 0;

  const messageStored = (chatId: number): void => {
    if (versions.size >= size) {
      // Forgetting versions forgets the pages they guard.
      versions.clear();
      pages.clear();
    }
    versions.set(chatId, versionOf(chatId) + 1);
  };

  return {
    enabled,
    /** A message is being (or was) stored in the chat, here or on another instance. */
    messageStored,
    /** Events may have been missed (a lost listener, an unreadable one): nothing kept is trusted. */
    forgetAll: (): void => {
      versions.clear();
      pages.clear();
    },
    /** The chat's newest page for `key` (viewer side and size): kept, or loaded and kept when no store overtook the load. */
    read: async (chatId: number, key: string, load: () => Promise<HistoryResponse>): Promise<HistoryResponse> => {
      if (!enabled) return load();
      const fullKey = `${chatId}:${key}`;
      const at = now();
      const cached = pages.get(fullKey);
      if (cached && cached.version === versionOf(chatId) && at - cached.at < ttlMs) return cached.page;
      const version = versionOf(chatId);
      const page = await load();
      if (versionOf(chatId) === version) pages.set(fullKey, { version, page, at });
      return page;
    },
  };
};

export type LatestPages = ReturnType<typeof createLatestPages>;
