import { meQuery } from '@jobs/auth';
import { ChatStoreProvider, useCompanyChat, useUnreadCount } from '@jobs/chat';
import { reloadOnChunkError, ThirdPartyIdentity } from '@jobs/app-shell';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { CompanyChatOpenerContext, SignedInUserContext, UnreadCountContext } from './signed-in-context';

// The poller and the toasts start after the page: their own chunk (a removed chunk reloads).
const SeekerSignedInEffects = lazy(
  reloadOnChunkError(() => import('./seeker-signed-in-effects').then((m) => ({ default: m.SeekerSignedInEffects }))),
);

/** The store's unread total and company-chat opener, for the header and the vacancy page. */
function ChatStoreContexts({ children }: { children: ReactNode }) {
  const { openCompanyChat } = useCompanyChat();
  return (
    <CompanyChatOpenerContext.Provider value={openCompanyChat}>
      <UnreadCountContext.Provider value={useUnreadCount()}>{children}</UnreadCountContext.Provider>
    </CompanyChatOpenerContext.Provider>
  );
}

/**
 * The frame of a signed-in seeker's pages (its own chunk, loaded before the first render when
 * signed in): the chat store shared by the header's unread badge and the chat pages, the user's
 * identity for push and analytics, and, once the page is up, the notification poller and toasts.
 */
export function SeekerSignedInRoot({ children }: { children: ReactNode }) {
  const apiClient = useApiClient();
  // The company chat kept in local storage belongs to this user only.
  const { data: me } = useQuery(meQuery(apiClient));
  const user = useMemo(() => (me ? { name: me.name, email: me.email } : null), [me]);
  return (
    <ChatStoreProvider client={apiClient} userId={me?.id ?? null}>
      <ThirdPartyIdentity userId={me?.id} role="seeker" />
      <SignedInUserContext.Provider value={user}>
        <ChatStoreContexts>{children}</ChatStoreContexts>
      </SignedInUserContext.Provider>
      <Suspense fallback={null}>
        <SeekerSignedInEffects />
      </Suspense>
    </ChatStoreProvider>
  );
}
