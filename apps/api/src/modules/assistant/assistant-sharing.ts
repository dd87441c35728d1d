import { randomUUID } from 'node:crypto';
import { ASSISTANT_EVENTS_CHANNEL } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandler, PgListener } from '../../lib/pg-listener';

/** What one instance tells the others about a reply it is writing in a chat. */
export type AssistantUpdate =
  | { chatId: number; typing: true; draft?: { text: string; stored: boolean } }
  | { chatId: number; typing: false };

type Wire = { o: string; c: number; t: boolean; d?: string; s?: boolean };

/** A draft sent over NOTIFY is cut to fit its 8000-byte payload (the stored reply follows in full). */
const MAX_DRAFT_BYTES = 7000;
/** How often a streaming draft is re-broadcast per chat at most. */
const DRAFT_EVERY_MS = 250;
/** A reply another instance announced and never finished (it stopped) is forgotten after this. */
const REMOTE_TTL_MS = 3 * 60_000;

const cut = (text: string): string => {
  if (Buffer.byteLength(text) <= MAX_DRAFT_BYTES) return text;
  let end = Math.floor(MAX_DRAFT_BYTES / 4);
  while (end < text.length && Buffer.byteLength(text.slice(0, end + 256)) <= MAX_DRAFT_BYTES) end += 256;
  return text.slice(0, end);
};

/**
 * The assistant's typing state and streamed draft, shared between API instances over PostgreSQL
 * NOTIFY: the instance writing a reply announces it (drafts at most every 250 ms per chat), and a
 * history read on any instance shows it. On the embedded database (one process) nothing is sent.
 */
export const createAssistantSharing = (log: FastifyBaseLogger, now: () => number = Date.now) => {
  const origin = randomUUID();
  let listener: PgListener | undefined;
  const remote = new Map<number, { draft?: { text: string; stored: boolean }; until: number }>();
  const lastDraftAt = new Map<number, number>();
  const pendingDraft = new Map<number, ReturnType<typeof setTimeout>>();

  const send = (wire: Omit<Wire, 'o'>): void => {
    if (!listener) return;
    listener
      .publish(ASSISTANT_EVENTS_CHANNEL, JSON.stringify({ o: origin, ...wire }))
      .catch((error: unknown) => log.warn({ err: error }, 'could not share the assistant state'));
  };

  const handler: ChannelHandler = {
    onMessage: (payload) => {
      let wire: Wire;
      try {
        wire = JSON.parse(payload ?? '') as Wire;
      } catch {
        return;
      }
      if (wire.o === origin || typeof wire.c !== 'number') return;
      if (!wire.t) {
        remote.delete(wire.c);
        return;
      }
      const known = remote.get(wire.c);
      remote.set(wire.c, {
        draft: typeof wire.d === 'string' ? { text: wire.d, stored: wire.s === true } : known?.draft,
        until: now() + REMOTE_TTL_MS,
      });
    },
    // Whatever was missed: the other instances' replies end by themselves (TTL) or are announced again.
    onReset: () => remote.clear(),
  };

  return {
    handler,
    attach: (next: PgListener) => {
      listener = next;
    },
    /** This instance's news about a chat: typing started, a draft moved on, or typing stopped. */
    publish: (update: AssistantUpdate): void => {
      const chatId = update.chatId;
      if (!update.typing) {
        clearTimeout(pendingDraft.get(chatId));
        pendingDraft.delete(chatId);
        lastDraftAt.delete(chatId);
        send({ c: chatId, t: false });
        return;
      }
      if (!update.draft) {
        send({ c: chatId, t: true });
        return;
      }
      const draft = update.draft;
      const emit = () => {
        pendingDraft.delete(chatId);
        lastDraftAt.set(chatId, now());
        send({ c: chatId, t: true, d: cut(draft.text), s: draft.stored });
      };
      clearTimeout(pendingDraft.get(chatId));
      const since = now() - (lastDraftAt.get(chatId) ?? 0);
      // The final text goes at once; a streaming one at most every DRAFT_EVERY_MS (the latest wins).
      if (draft.stored || since >= DRAFT_EVERY_MS) emit();
      else pendingDraft.set(chatId, setTimeout(emit, DRAFT_EVERY_MS - since));
    },
    /** Another instance is writing a reply in the chat. */
    isTyping: (chatId: number): boolean => {
      const entry = remote.get(chatId);
      if (!entry) return false;
      if (entry.until > now()) return true;
      remote.delete(chatId);
      return false;
    },
    /** Another instance's draft of its reply in the chat. */
    draft: (chatId: number): { text: string; stored: boolean } | undefined => remote.get(chatId)?.draft,
    close: (): void => {
      for (const timer of pendingDraft.values()) clearTimeout(timer);
      pendingDraft.clear();
    },
  };
};

export type AssistantSharing = ReturnType<typeof createAssistantSharing>;
