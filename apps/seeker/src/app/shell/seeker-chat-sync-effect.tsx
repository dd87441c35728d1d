import { useChatHistory, useChats, useUnreadCount } from '@jobs/chat';
import type { Notification } from '@jobs/contracts';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatPath } from '../chat/chat-paths';

/**
 * For a signed-in seeker: loads the chat list for the unread total, polls notifications (each
 * toast's View opens its chat; every new one refreshes the unread counts, and brings the new
 * messages into the conversation when it is the one on screen) and puts the unread total in the
 * tab title.
 */
export function SeekerChatSyncEffect() {
  const navigate = useNavigate();
  const { reload } = useChats();
  const { loadNewerMessages } = useChatHistory();
  const unread = useUnreadCount();

  const reloadChats = useCallback(() => {
    // A failed load is logged by the store and shown on the chat pages; the badge keeps its count.
    reload().catch(() => undefined);
  }, [reload]);

  useEffect(reloadChats, [reloadChats]);
  useDocumentTitleBadge(unread);

  const handleView = useCallback(
    (notification: Notification) => {
      if (notification.link) navigate(notification.link);
      else if (notification.chat_id !== null) navigate(chatPath(notification.chat_id));
    },
    [navigate],
  );

  const handleNotification = useCallback(
    (notification: Notification) => {
      reloadChats();
      // Only when that chat is open (a chat page is on screen); older pages and unsent messages stay.
      if (notification.chat_id !== null) loadNewerMessages(notification.chat_id).catch(() => undefined);
    },
    [reloadChats, loadNewerMessages],
  );

  return <NotificationsEffect onView={handleView} onNotification={handleNotification} />;
}
