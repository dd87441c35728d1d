// Test support: an msw server answering contract-shaped JSON, factories, and a fresh store per render.
import { createApiClient, type ApiClient, type Audience } from '@jobs/api-client';
import type { HistoryMessage, RouteContract } from '@jobs/contracts';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { http, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { aMessage } from '../../testing';
import { useChatHistory } from '../hooks/use-chat-history';
import { useChats } from '../hooks/use-chats';
import { useCompanyChat } from '../hooks/use-company-chat';
import { useCurrentChat } from '../hooks/use-current-chat';
import { useSendMessage } from '../hooks/use-send-message';
import type { ChatRoutes } from '../store/chat-routes';
import { createChatStore, type ChatStore } from '../store/chat-store';
import { ChatStoreProvider } from '../store/chat-store-provider';

export { aChat, aMessage } from '../../testing';

export const API_BASE = 'http://api.test/api';

export const server = setupServer();

export const setupMswServer = (): void => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
};

/** An msw handler for a contract route (msw reads the same `:name` path syntax). */
export const handle = (route: RouteContract, resolver: HttpResponseResolver) => {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](API_BASE + route.path, resolver);
};

/** Messages `from`..`to` as the server sends them: newest first. */
export const newestFirst = (from: number, to: number): HistoryMessage[] => {
  const result: HistoryMessage[] = [];
  for (let id = to; id >= from; id -= 1) result.push(aMessage(id));
  return result;
};

export const makeClient = (audience: Audience = 'seeker'): ApiClient =>
  createApiClient({ audience, baseUrl: API_BASE, retryDelayMs: 0 });

export type StoreSetup = { client?: ApiClient; routes?: ChatRoutes; userId?: number | null };

const setup = ({ client = makeClient(), routes, userId }: StoreSetup) => {
  const store: ChatStore = createChatStore({ client, routes, userId });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ChatStoreProvider client={client} routes={routes} userId={userId} store={store}>
      {children}
    </ChatStoreProvider>
  );
  return { store, wrapper };
};

/** Every chat hook over one fresh store. */
export const renderChatHooks = (options: StoreSetup = {}) => {
  const { store, wrapper } = setup(options);
  const rendered = renderHook(
    () => ({
      chats: useChats(),
      current: useCurrentChat(),
      history: useChatHistory(),
      send: useSendMessage(),
      company: useCompanyChat(),
    }),
    { wrapper },
  );
  return { store, ...rendered };
};

/** Renders UI inside a fresh chat store. */
export const renderWithChatStore = (ui: ReactElement, options: StoreSetup & Omit<RenderOptions, 'wrapper'> = {}) => {
  const { store, wrapper } = setup(options);
  return { store, ...render(ui, { wrapper }) };
};

/** A promise to hold a handler's answer until the test releases it. */
export const deferred = () => {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};
