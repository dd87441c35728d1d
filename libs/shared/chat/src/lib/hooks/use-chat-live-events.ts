import { LOCALES, statusNoteFor, type LiveEvent, type Locale } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import {
  assistantTypingAtom,
  currentChatIdAtom,
  loadChatsAtom,
  loadNewerMessagesAtom,
  receiveLiveMessageAtom,
  type LiveMessageData,
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
 * A live message in the reader's language: the event carries a status note as it was stored (in
 * the seeker's language), the history says it in the reader's; so does this, from its status.
 */
export const inReadersLanguage = (data: LiveMessageData, locale: string): LiveMessageData => {
  const message = data.message;
  if (!message || message.author_kind !== 'system' || !message.application_status) return data;
  if (!(LOCALES as readonly string[]).includes(locale)) return data;
  const text = statusNoteFor(locale as Locale, {
    text: message.text,
    status: message.application_status,
    vacancy: message.vacancy_title ?? null,
  });
  return text === message.text ? data : { ...data, message: { ...message, text } };
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
  const { i18n } = useLingui();

  return useCallback(
    (event: LiveEvent) => {
      switch (event.type) {
        case 'message':
          if (receive(inReadersLanguage(event.data, i18n.locale))) return;
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
    [i18n, loadNewer, receive, reloadList, setTyping, store],
  );
};
