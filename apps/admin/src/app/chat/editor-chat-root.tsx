import { ChatStoreProvider, useChats } from '@jobs/chat';
import { adminChatRoutes } from '@jobs/contracts';
import { usePollQuery } from '@jobs/notifications';
import { useApiClient } from '@jobs/web-platform';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
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
  usePollQuery({
    queryKey: editorUnreadQueryKey,
    poll: async () => (await reload()).length,
    enabled: client.isSignedIn(),
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
