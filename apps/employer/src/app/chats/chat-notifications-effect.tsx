import { useChatHistory, useChatLiveEvents, useChats, useCurrentChat, useUnreadCount } from '@jobs/chat';
import type { LiveEvent, Notification } from '@jobs/contracts';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { candidateKeys } from '../candidates/candidate-queries';
import { chatPath } from './chat-paths';

/**
 * The signed-in employer's chat upkeep: loads the chat list (for the unread total in the nav and
 * the tab title), polls notifications, and on each one reloads the list and brings the new
 * messages into the chat on screen; the live event stream brings them at once.
 */
export function ChatNotificationsEffect() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { reload } = useChats();
  const { loadNewerMessages } = useChatHistory();
  // The chat on screen: its new messages show in place (and are read there), never as a toast.
  const { chatId: openChatId } = useCurrentChat();
  const isShownInPlace = (notification: Notification) => openChatId !== null && notification.chat_id === openChatId;
  const unreadCount = useUnreadCount();
  const chatLive = useChatLiveEvents();
  const queryClient = useQueryClient();

  useDocumentTitleBadge(unreadCount);

  useEffect(() => {
    reload().catch(() => undefined);
  }, [reload]);

  const handleView = (notification: Notification) => {
    if (notification.link) navigate(notification.link);
    else if (notification.chat_id !== null) navigate(chatPath(notification.chat_id));
  };

  const handleNotification = (notification: Notification) => {
    reload().catch(() => undefined);
    // Only when that chat is open on screen (reading it marks it read); loaded messages stay.
    if (notification.chat_id !== null) loadNewerMessages(notification.chat_id).catch(() => undefined);
  };

  // Live delivery: messages and status changes as they happen (the 10 s poll stays on).
  const handleLiveEvent = (event: LiveEvent) => {
    chatLive(event);
    if (event.type === 'application') {
      void queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
    }
  };

  // The token is read on every render (each navigation): no polling once the session is gone.
  return client.isSignedIn() ? (
    <NotificationsEffect
      live
      onView={handleView}
      onNotification={handleNotification}
      onLiveEvent={handleLiveEvent}
      isShownInPlace={isShownInPlace}
    />
  ) : null;
}
