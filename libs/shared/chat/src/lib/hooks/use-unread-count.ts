import { useAtomValue } from 'jotai';
import { unreadCountAtom } from '../store/chat-store';

/** The sum of the chats' unread counts (for the nav badge and the document title). */
export const useUnreadCount = (): number => useAtomValue(unreadCountAtom);
