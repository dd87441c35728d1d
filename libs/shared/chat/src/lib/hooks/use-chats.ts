import type { Chat } from '@jobs/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  chatsErrorAtom,
  isLoadingChatsAtom,
  loadChatsAtom,
  unreadCountAtom,
  visibleChatsAtom,
} from '../store/chat-store';

export type UseChatsResult = {
  /** The list, with the temporary company chat first while the server list lacks it. */
  chats: Chat[];
  isLoadingChats: boolean;
  error: Error | null;
  unreadCount: number;
  /** Reloads the list; rejects on failure (the error is also in `error`). */
  reload: () => Promise<Chat[]>;
};

export const useChats = (): UseChatsResult => ({
  chats: useAtomValue(visibleChatsAtom),
  isLoadingChats: useAtomValue(isLoadingChatsAtom),
  error: useAtomValue(chatsErrorAtom),
  unreadCount: useAtomValue(unreadCountAtom),
  reload: useSetAtom(loadChatsAtom),
});
