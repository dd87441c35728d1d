import type { ApiClient } from '@jobs/api-client';
import { chatRoutes } from '@jobs/contracts';
import { Provider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { ChatListQuery, ChatRoutes } from './chat-routes';
import { chatApiAtom, createChatStore, type ChatStore } from './chat-store';

export type ChatStoreProviderProps = {
  /** The app's API client (`useApiClient()` from @jobs/web-platform). */
  client: ApiClient;
  /** `chatRoutes` (default) for seekers and employers, `adminChatRoutes` for the admin app. */
  routes?: ChatRoutes;
  /** Admin list filters. */
  listQuery?: ChatListQuery;
  /** A store made with `createChatStore` (tests); otherwise the provider makes its own. */
  store?: ChatStore;
  children?: ReactNode;
};

/** Scopes one chat store to a subtree; the chat hooks and components read it. */
export function ChatStoreProvider({ client, routes = chatRoutes, listQuery, store, children }: ChatStoreProviderProps) {
  const [ownStore] = useState(() => store ?? createChatStore({ client, routes, listQuery }));
  useEffect(() => {
    ownStore.set(chatApiAtom, { client, routes, listQuery });
  }, [ownStore, client, routes, listQuery]);
  return <Provider store={ownStore}>{children}</Provider>;
}
