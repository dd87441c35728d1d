import { ChatStoreProvider, useChats } from '@jobs/chat';
import { adminChatRoutes, NOTIFICATION_POLL_INTERVAL_MS } from '@jobs/contracts';
import { nextPollDelay, retryAfterMsOf } from '@jobs/notifications';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Reloads the editor's chat list (the header's unread total), e.g. once a chat page has read a chat. */
const RefreshUnreadContext = createContext<() => void>(() => undefined);

/** For a page that marks a chat read: the header's «Chats» total follows at once, not at the next poll. */
export const useRefreshEditorUnread = (): (() => void) => useContext(RefreshUnreadContext);

export const editorUnreadQueryKey = ['editor-chats-unread'] as const;

/**
 * Keeps the signed-in editor's chat list (every company and service chat, unfiltered) loaded in
 * the chat store: at start, then on the notifications' 10 s cadence while the tab is visible (at
 * once when it shows again), backing off on errors like the notification poller. Editors get no
 * notifications and are no party of the live stream (api.md): the list itself is polled.
 */
function UnreadPoll({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const { reload } = useChats();
  const failures = useRef(0);
  const nextDelay = useRef(NOTIFICATION_POLL_INTERVAL_MS);
  useQuery({
    queryKey: editorUnreadQueryKey,
    queryFn: async () => {
      try {
        const chats = await reload();
        failures.current = 0;
        nextDelay.current = NOTIFICATION_POLL_INTERVAL_MS;
        return chats.length;
      } catch (error) {
        failures.current += 1;
        nextDelay.current = nextPollDelay({ failures: failures.current, retryAfterMs: retryAfterMsOf(error) });
        throw error;
      }
    },
    enabled: client.isSignedIn(),
    refetchInterval: () => nextDelay.current,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const refresh = useCallback(() => {
    if (client.isSignedIn()) reload().catch(() => undefined);
  }, [client, reload]);
  return <RefreshUnreadContext.Provider value={refresh}>{children}</RefreshUnreadContext.Provider>;
}

/**
 * The root of the editor app: one chat store, above every layout, for the header's «Chats»
 * unread badge (the chat pages keep their own filtered stores). A new sign-in gets a new store.
 */
export function EditorChatRoot() {
  const client = useApiClient();
  // Re-read on every navigation (a sign-in or sign-out navigates).
  useLocation();
  const signedIn = client.isSignedIn();
  return (
    <ChatStoreProvider key={signedIn ? 'signed-in' : 'signed-out'} client={client} routes={adminChatRoutes}>
      <UnreadPoll>
        <Outlet />
      </UnreadPoll>
    </ChatStoreProvider>
  );
}
