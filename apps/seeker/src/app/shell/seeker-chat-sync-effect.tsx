import { useChats, useUnreadCount } from '@jobs/chat';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatPath } from '../chat/chat-paths';

/**
 * For a signed-in seeker: loads the chat list for the unread total, polls notifications (each
 * toast's View opens its chat, and every new one refreshes the unread counts) and puts the unread
 * total in the tab title.
 */
export function SeekerChatSyncEffect() {
  const navigate = useNavigate();
  const { reload } = useChats();
  const unread = useUnreadCount();

  const reloadChats = useCallback(() => {
    // A failed load is logged by the store and shown on the chat pages; the badge keeps its count.
    reload().catch(() => undefined);
  }, [reload]);

  useEffect(reloadChats, [reloadChats]);
  useDocumentTitleBadge(unread);

  const handleView = useCallback((chatId: number) => navigate(chatPath(chatId)), [navigate]);

  return <NotificationsEffect onView={handleView} onNotification={reloadChats} />;
}
