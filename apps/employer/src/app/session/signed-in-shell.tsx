import { ChatStoreProvider } from '@jobs/chat';
import { chatRoutes } from '@jobs/contracts';
import { NotificationToaster } from '@jobs/notifications';
import { useApiClient } from '@jobs/web-platform';
import { Outlet } from 'react-router-dom';
import { ChatNotificationsEffect } from '../chats/chat-notifications-effect';

/**
 * Wraps every signed-in employer page: one chat store for the nav badge, the inbox and the chat
 * view, the notification poller and the toast area.
 */
export function SignedInShell() {
  const client = useApiClient();
  return (
    <ChatStoreProvider client={client} routes={chatRoutes}>
      <ChatNotificationsEffect />
      <NotificationToaster />
      <Outlet />
    </ChatStoreProvider>
  );
}
