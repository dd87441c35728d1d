import { ChatStoreProvider } from '@jobs/chat';
import { NotificationToaster } from '@jobs/notifications';
import { ImageBaseUrlProvider } from '@jobs/ui';
import { ThirdPartyIdentity, useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { meQuery } from '@jobs/auth';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { SeekerChatSyncEffect } from './seeker-chat-sync-effect';

/**
 * The frame around every seeker page: one chat store shared by the header (unread badge) and the
 * chat pages, the notification poller while signed in, and the toast area.
 */
export function SeekerRoot() {
  const apiClient = useApiClient();
  const signedIn = useIsSignedIn();
  // The company chat kept in local storage belongs to this user only.
  const { data: me } = useQuery({ ...meQuery(apiClient), enabled: signedIn });
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    // Images (logos) go through the API's optimiser.
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      // A new store on sign-in and sign-out, so one user's chats never show to the next.
      <ChatStoreProvider
        key={signedIn ? 'signed-in' : 'signed-out'}
        client={apiClient}
        userId={signedIn ? (me?.id ?? null) : null}
      >
        {signedIn && <SeekerChatSyncEffect />}
        <ThirdPartyIdentity userId={signedIn ? me?.id : null} role="seeker" />
        <Outlet />
        <NotificationToaster />
      </ChatStoreProvider>
    </ImageBaseUrlProvider>
  );
}
