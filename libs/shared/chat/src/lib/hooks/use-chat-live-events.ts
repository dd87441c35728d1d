import type { LiveEvent } from '@jobs/contracts';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import {
  assistantTypingAtom,
  currentChatIdAtom,
  loadChatsAtom,
  loadNewerMessagesAtom,
  receiveLiveMessageAtom,
} from '../store/chat-store';

/** Events arriving together (a status change, its note, its notification) reload the list once. */
const LIST_RELOAD_DELAY_MS = 150;

/** The list reload of live events: several in a moment make one request. */
export const useDebouncedListReload = (): (() => void) => {
  const loadChats = useSetAtom(loadChatsAtom);
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(listTimer.current), []);
  return useCallback(() => {
    clearTimeout(listTimer.current);
    listTimer.current = setTimeout(() => {
      loadChats().catch(() => undefined);
    }, LIST_RELOAD_DELAY_MS);
  }, [loadChats]);
};

/**
 * What the chat store does with live events (`GET /events`): a new message, which the event
 * carries, shows in the open chat and updates the list without a request (only an event without
 * the message, or for a chat the list lacks, loads); the assistant's typing shows as it starts and
 * stops. Pass the returned handler to the notifications' `onLiveEvent` (or use `useChatSync`).
 */
export const useChatLiveEvents = (): ((event: LiveEvent) => void) => {
  const store = useStore();
  const loadNewer = useSetAtom(loadNewerMessagesAtom);
  const receive = useSetAtom(receiveLiveMessageAtom);
  const setTyping = useSetAtom(assistantTypingAtom);
  const reloadList = useDebouncedListReload();

  return useCallback(
    (event: LiveEvent) => {
      switch (event.type) {
        case 'message':
          if (receive(event.data)) return;
          // An event without its message (or a chat new to the list): load what it concerns.
          if (!event.data.message) loadNewer(event.data.chat_id).catch(() => undefined);
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
          // The notifications show it (and their handler loads what it concerns).
          return;
      }
    },
    [loadNewer, receive, reloadList, setTyping, store],
  );
};
