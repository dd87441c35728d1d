import { useChatHistory, useChatLiveEvents, useChats, useCurrentChat, useUnreadCount } from '@jobs/chat';
import type { LiveEvent, Notification } from '@jobs/contracts';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshApplications } from '../applications/application-queries';
import { chatPath } from '../chat/chat-paths';
import { appLinkOf } from './app-link';

/**
 * For a signed-in seeker: loads the chat list for the unread total, polls notifications (each
 * toast's View opens its link, such as `/applications/5`, else its chat; every new one refreshes
 * the unread counts and the applications, and brings the new messages into the conversation when
 * it is the one on screen) and puts the unread total in the tab title. The live event stream brings
 * new messages, typing and status changes at once.
 */
export function SeekerChatSyncEffect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reload } = useChats();
  const { loadNewerMessages } = useChatHistory();
  // The chat on screen: its new messages show in place (and are read there), never as a toast.
  const { chatId: openChatId } = useCurrentChat();
  const isShownInPlace = (notification: Notification) => openChatId !== null && notification.chat_id === openChatId;
  const unread = useUnreadCount();
  const chatLive = useChatLiveEvents();

  const reloadChats = useCallback(() => {
    // A failed load is logged by the store and shown on the chat pages; the badge keeps its count.
    reload().catch(() => undefined);
  }, [reload]);

  useEffect(reloadChats, [reloadChats]);
  useDocumentTitleBadge(unread);

  const handleView = useCallback(
    (notification: Notification) => {
      const link = notification.link ? appLinkOf(notification.link) : null;
      if (link) navigate(link);
      else if (notification.chat_id !== null) navigate(chatPath(notification.chat_id));
    },
    [navigate],
  );

  const handleNotification = useCallback(
    (notification: Notification) => {
      reloadChats();
      // A status change (or any news) may concern an application: the lists and the Apply marks follow.
      void refreshApplications(queryClient);
      // Only when that chat is open (a chat page is on screen); older pages and unsent messages stay.
      if (notification.chat_id !== null) loadNewerMessages(notification.chat_id).catch(() => undefined);
    },
    [reloadChats, loadNewerMessages, queryClient],
  );

  // Live delivery: messages, typing and status changes as they happen (the 10 s poll stays on).
  const handleLiveEvent = useCallback(
    (event: LiveEvent) => {
      chatLive(event);
      if (event.type === 'application') void refreshApplications(queryClient);
    },
    [chatLive, queryClient],
  );

  return (
    <NotificationsEffect
      live
      onView={handleView}
      onNotification={handleNotification}
      onLiveEvent={handleLiveEvent}
      isShownInPlace={isShownInPlace}
    />
  );
}
