import type { ApiClient } from '@jobs/api-client';
import { chatRoutes } from '@jobs/contracts';
import { Provider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { ChatListQuery, ChatRoutes } from './chat-routes';
import { configureChatStoreAtom, createChatStore, type ChatStore } from './chat-store';

export type ChatStoreProviderProps = {
  /** The app's API client (`useApiClient()` from @jobs/web-platform). */
  client: ApiClient;
  /** `chatRoutes` (default) for seekers and employers, `adminChatRoutes` for the admin app. */
  routes?: ChatRoutes;
  /** Admin list filters; a change (by value) reloads a loaded list with the new filters. */
  listQuery?: ChatListQuery;
  /** The signed-in user: the temporary company chat in local storage is kept for, and shown to, them only. */
  userId?: number | null;
  /** A store made with `createChatStore` (tests); otherwise the provider makes its own. */
  store?: ChatStore;
  children?: ReactNode;
};

/** Scopes one chat store to a subtree; the chat hooks and components read it. */
export function ChatStoreProvider({
  client,
  routes = chatRoutes,
  listQuery,
  userId,
  store,
  children,
}: ChatStoreProviderProps) {
  const [ownStore] = useState(() => store ?? createChatStore({ client, routes, listQuery, userId }));
  // After the children's effects (a list loading on mount): a filter change reloads here, with the new filters.
  useEffect(() => {
    ownStore.set(configureChatStoreAtom, { client, routes, listQuery, userId });
  }, [ownStore, client, routes, listQuery, userId]);
  return <Provider store={ownStore}>{children}</Provider>;
}
