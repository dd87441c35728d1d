import type { LiveEvent } from '@jobs/contracts';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { assistantTypingAtom, currentChatIdAtom, loadChatsAtom, loadNewerMessagesAtom } from '../store/chat-store';

/** Events arriving together (a message, its notification, a status note) reload the list once. */
const LIST_RELOAD_DELAY_MS = 150;

/**
 * What the chat store does with live events (`GET /events`): a new message shows in the open chat
 * at once and the list (last message, unread counts) reloads; the assistant's typing shows as it
 * starts and stops. Pass the returned handler to the notifications' `onLiveEvent`.
 */
export const useChatLiveEvents = (): ((event: LiveEvent) => void) => {
  const store = useStore();
  const loadNewer = useSetAtom(loadNewerMessagesAtom);
  const loadChats = useSetAtom(loadChatsAtom);
  const setTyping = useSetAtom(assistantTypingAtom);
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(listTimer.current), []);

  const reloadList = useCallback(() => {
    clearTimeout(listTimer.current);
    listTimer.current = setTimeout(() => {
      loadChats().catch(() => undefined);
    }, LIST_RELOAD_DELAY_MS);
  }, [loadChats]);

  return useCallback(
    (event: LiveEvent) => {
      switch (event.type) {
        case 'message':
          // Only when that chat is open (loading its newest page marks it read); loaded pages stay.
          loadNewer(event.data.chat_id).catch(() => undefined);
          reloadList();
          return;
        case 'typing':
          if (store.get(currentChatIdAtom) !== event.data.chat_id) return;
          if (event.data.typing) setTyping(true);
          // Stopped: the history says what is there now (the reply, or nothing after a failure).
          else loadNewer(event.data.chat_id).catch(() => undefined);
          return;
        case 'application':
          reloadList();
          return;
        case 'notification':
          // The notifications show it (and their handler reloads what it concerns).
          return;
      }
    },
    [loadNewer, reloadList, setTyping, store],
  );
};
