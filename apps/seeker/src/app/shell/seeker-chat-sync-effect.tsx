import { useChatHistory, useChats, useCurrentChat, useUnreadCount } from '@jobs/chat';
import type { Notification } from '@jobs/contracts';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { chatPath } from '../chat/chat-paths';

/**
 * For a signed-in seeker: loads the chat list for the unread total, polls notifications (each
 * toast's View opens its chat; every new one refreshes the unread counts, and the conversation
 * when it is the one on screen) and puts the unread total in the tab title.
 */
export function SeekerChatSyncEffect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { reload } = useChats();
  const { chatId } = useCurrentChat();
  const { loadHistory } = useChatHistory();
  const unread = useUnreadCount();

  // The chat on screen, read when a notification arrives (the store keeps the last opened chat after the page is left).
  const onScreenRef = useRef<number | null>(null);
  useEffect(() => {
    onScreenRef.current = chatId !== null && pathname === chatPath(chatId) ? chatId : null;
  }, [chatId, pathname]);

  const reloadChats = useCallback(() => {
    // A failed load is logged by the store and shown on the chat pages; the badge keeps its count.
    reload().catch(() => undefined);
  }, [reload]);

  useEffect(reloadChats, [reloadChats]);
  useDocumentTitleBadge(unread);

  const handleView = useCallback((id: number) => navigate(chatPath(id)), [navigate]);

  const handleNotification = useCallback(
    (notification: Notification) => {
      reloadChats();
      if (notification.chat_id === onScreenRef.current) loadHistory().catch(() => undefined);
    },
    [reloadChats, loadHistory],
  );

  return <NotificationsEffect onView={handleView} onNotification={handleNotification} />;
}
