import { useChatHistory, useChats, useUnreadCount } from '@jobs/chat';
import type { Notification } from '@jobs/contracts';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useApiClient } from '@jobs/web-platform';
import { useEffect } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { CHAT_PATH_PATTERN, chatPath, parseChatId } from './chat-paths';

/**
 * The signed-in employer's chat upkeep: loads the chat list (for the unread total in the nav and
 * the tab title), polls notifications, and on each one reloads the list and the open chat.
 */
export function ChatNotificationsEffect() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { reload } = useChats();
  const { loadHistory } = useChatHistory();
  const unreadCount = useUnreadCount();
  const openChatMatch = useMatch(CHAT_PATH_PATTERN);
  const openChatId = parseChatId(openChatMatch?.params.id);

  useDocumentTitleBadge(unreadCount);

  useEffect(() => {
    reload().catch(() => undefined);
  }, [reload]);

  const handleView = (chatId: number) => {
    navigate(chatPath(chatId));
  };

  const handleNotification = (notification: Notification) => {
    reload().catch(() => undefined);
    // The candidate wrote in the chat on screen: show the new message (reading it marks it read).
    if (notification.chat_id === openChatId) loadHistory().catch(() => undefined);
  };

  // The token is read on every render (each navigation): no polling once the session is gone.
  return client.isSignedIn() ? <NotificationsEffect onView={handleView} onNotification={handleNotification} /> : null;
}
