import { ChatStoreProvider } from '@jobs/chat';
import { chatRoutes } from '@jobs/contracts';
import { NotificationToaster } from '@jobs/notifications';
import { meQuery } from '@jobs/auth';
import { ImageBaseUrlProvider } from '@jobs/ui';
import { ThirdPartyIdentity } from '@jobs/app-shell';
import { useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ChatNotificationsEffect } from '../chats/chat-notifications-effect';

/**
 * Wraps every signed-in employer page: one chat store for the nav badge, the inbox and the chat
 * view, the notification poller and the toast area. Renders `children` when given (the 404's
 * layout), else the matched child route.
 */
export function SignedInShell({ children }: { children?: ReactNode }) {
  const client = useApiClient();
  // The signed-in employer, for push and analytics (shared with the dashboard's query).
  const { data: me } = useQuery(meQuery(client));
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      <ChatStoreProvider client={client} routes={chatRoutes}>
        <ThirdPartyIdentity userId={me?.id} role="employer" />
        <ChatNotificationsEffect />
        <NotificationToaster />
        {children ?? <Outlet />}
      </ChatStoreProvider>
    </ImageBaseUrlProvider>
  );
}
