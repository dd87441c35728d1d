import { useAtomValue, useSetAtom } from 'jotai';
import type { ChatMessage } from '../store/chat-message';
import {
  hasMoreMessagesAtom,
  historyErrorAtom,
  isLoadingHistoryAtom,
  loadHistoryAtom,
  loadMoreMessagesAtom,
  loadNewerMessagesAtom,
  messagesAtom,
  oldestMessageIdAtom,
} from '../store/chat-store';

export type UseChatHistoryResult = {
  /** Oldest first. */
  messages: ChatMessage[];
  hasMoreMessages: boolean;
  isLoadingHistory: boolean;
  oldestMessageId: number | null;
  error: Error | null;
  /** Reloads the latest page of the open chat (resets pagination). */
  loadHistory: () => Promise<void>;
  /** Prepends older messages; a no-op with no open chat, nothing more, or a load running. */
  loadMoreMessages: () => Promise<void>;
  /**
   * Fetches the latest messages and merges them in by id, keeping older pages and messages still
   * sending (e.g. when a notification for the open chat arrives). With a `chatId`, only when that
   * chat is open.
   */
  loadNewerMessages: (chatId?: number) => Promise<void>;
};

export const useChatHistory = (): UseChatHistoryResult => ({
  messages: useAtomValue(messagesAtom),
  hasMoreMessages: useAtomValue(hasMoreMessagesAtom),
  isLoadingHistory: useAtomValue(isLoadingHistoryAtom),
  oldestMessageId: useAtomValue(oldestMessageIdAtom),
  error: useAtomValue(historyErrorAtom),
  loadHistory: useSetAtom(loadHistoryAtom),
  loadMoreMessages: useSetAtom(loadMoreMessagesAtom),
  loadNewerMessages: useSetAtom(loadNewerMessagesAtom),
});
