import type { LiveEvent, Notification } from '@jobs/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import {
  currentChatIdAtom,
  loadChatsAtom,
  loadNewerMessagesAtom,
  takeLiveNoteAtom,
  unreadCountAtom,
} from '../store/chat-store';
import { useChatLiveEvents } from './use-chat-live-events';

export type ChatSyncOptions = {
  /** Goes to a path of the app (the app's router). */
  navigate: (path: string) => void;
  /** The app's path of a chat. */
  chatPath: (chatId: number) => string;
  /** A notification's `link` as a path of this app, or null (then its chat opens); the link itself by default. */
  linkOf?: (link: string) => string | null;
  /** An application's status changed (a live event), or news that may concern one came: refresh its views. */
  onApplicationChange?: () => void;
};

/** What the notifications' effect takes (`NotificationsEffect` of @jobs/notifications), and the unread total. */
export type ChatSync = {
  onView: (notification: Notification) => void;
  onNotification: (notification: Notification) => void;
  onLiveEvent: (event: LiveEvent) => void;
  isShownInPlace: (notification: Notification) => boolean;
  /** The unread total of the chat list (for the nav badge and the tab title). */
  unread: number;
};

/**
 * The one chat upkeep of the seeker and employer apps: loads the chat list once (for the unread
 * total), applies live events to the chat store (a `message` event carries the message: the open
 * chat shows it and the list updates, with no request), and on a notification loads what it
 * announces, unless a live message already brought it. Its result goes to `NotificationsEffect`.
 */
export const useChatSync = ({ navigate, chatPath, linkOf, onApplicationChange }: ChatSyncOptions): ChatSync => {
  const loadChats = useSetAtom(loadChatsAtom);
  const loadNewer = useSetAtom(loadNewerMessagesAtom);
  const takeLiveNote = useSetAtom(takeLiveNoteAtom);
  const openChatId = useAtomValue(currentChatIdAtom);
  const unread = useAtomValue(unreadCountAtom);
  const chatLive = useChatLiveEvents();
  const options = useRef({ navigate, chatPath, linkOf, onApplicationChange });
  options.current = { navigate, chatPath, linkOf, onApplicationChange };

  useEffect(() => {
    // A failed load is logged by the store and shown on the chat pages; the badge keeps its count.
    loadChats().catch(() => undefined);
  }, [loadChats]);

  const onView = useCallback((notification: Notification) => {
    const { navigate: go, chatPath: pathOf, linkOf: toPath } = options.current;
    const link = notification.link ? (toPath ? toPath(notification.link) : notification.link) : null;
    if (link) go(link);
    else if (notification.chat_id !== null) go(pathOf(notification.chat_id));
  }, []);

  const onNotification = useCallback(
    (notification: Notification) => {
      // The live message this announces has updated the list and the open chat already.
      if (notification.chat_id !== null && takeLiveNote(notification.chat_id)) return;
      loadChats().catch(() => undefined);
      options.current.onApplicationChange?.();
      // Only when that chat is open (a chat page is on screen); older pages and unsent messages stay.
      if (notification.chat_id !== null) loadNewer(notification.chat_id).catch(() => undefined);
    },
    [loadChats, loadNewer, takeLiveNote],
  );

  const onLiveEvent = useCallback(
    (event: LiveEvent) => {
      chatLive(event);
      if (event.type === 'application') options.current.onApplicationChange?.();
    },
    [chatLive],
  );

  // The chat on screen: its new messages show in place (and are read there), never as a toast.
  const isShownInPlace = useCallback(
    (notification: Notification) => openChatId !== null && notification.chat_id === openChatId,
    [openChatId],
  );

  return { onView, onNotification, onLiveEvent, isShownInPlace, unread };
};
