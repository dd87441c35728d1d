import type { Chat } from '@jobs/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { closeChatAtom, currentChatAtom, currentChatIdAtom, openChatAtom } from '../store/chat-store';

export type UseCurrentChatResult = {
  chatId: number | null;
  /** From the list, else the temporary company chat; null while unknown. */
  chat: Chat | null;
  /** Makes the chat current, zeroes its unread count and loads its latest messages. */
  openChat: (chatId: number) => Promise<void>;
  /** Leaves the open chat (ChatView does it on unmount), so list reloads keep its unread count. */
  closeChat: () => void;
};

export const useCurrentChat = (): UseCurrentChatResult => ({
  chatId: useAtomValue(currentChatIdAtom),
  chat: useAtomValue(currentChatAtom),
  openChat: useSetAtom(openChatAtom),
  closeChat: useSetAtom(closeChatAtom),
});
