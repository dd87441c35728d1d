import { ChatStoreProvider } from '@jobs/chat';
import { ImageBaseUrlProvider } from '@jobs/ui';
import { reloadOnChunkError, ThirdPartyIdentity, useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { meQuery } from '@jobs/auth';
import { useIsSignedIn } from '../session/use-is-signed-in';

// The poller and the toasts only matter once signed in: their own chunk (a removed chunk reloads).
const SeekerSignedInEffects = lazy(
  reloadOnChunkError(() => import('./seeker-signed-in-effects').then((m) => ({ default: m.SeekerSignedInEffects }))),
);

/**
 * The frame around every seeker page: one chat store shared by the header (unread badge) and the
 * chat pages; while signed in, the notification poller and the toast area (loaded lazily).
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
      {/* A new store on sign-in and sign-out, so one user's chats never show to the next. */}
      <ChatStoreProvider
        key={signedIn ? 'signed-in' : 'signed-out'}
        client={apiClient}
        userId={signedIn ? (me?.id ?? null) : null}
      >
        <ThirdPartyIdentity userId={signedIn ? me?.id : null} role="seeker" />
        <Outlet />
        {signedIn && (
          <Suspense fallback={null}>
            <SeekerSignedInEffects />
          </Suspense>
        )}
      </ChatStoreProvider>
    </ImageBaseUrlProvider>
  );
}
