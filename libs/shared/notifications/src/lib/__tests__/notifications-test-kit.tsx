// Test support: msw serving contract-shaped JSON, and a poller rendered as an app renders it.
import { createApiClient, type ApiClient } from '@jobs/api-client';
import type { RouteContract } from '@jobs/contracts';
import { ApiClientProvider, createQueryClient } from '@jobs/web-platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { http, type HttpResponseResolver } from 'msw';
import type { ReactElement } from 'react';
import { setupServer } from 'msw/node';
import { NotificationToaster } from '../notification-toaster';
import { NotificationsEffect, type NotificationsEffectProps } from '../notifications-effect';

export const API_BASE = 'http://api.test/api';

export const server = setupServer();

export const setupMswServer = (): void => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
};

export const handle = (route: RouteContract, resolver: HttpResponseResolver) => {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](API_BASE + route.path, resolver);
};

export { aNotification } from '../../testing';

export const makeClient = (): ApiClient => createApiClient({ audience: 'seeker', baseUrl: API_BASE, retryDelayMs: 0 });

/** One "tab": its own API and query clients, the toaster and the poller (inside `wrap`, e.g. an I18nProvider). */
export const renderPoller = (
  props: Partial<NotificationsEffectProps> = {},
  {
    toaster = true,
    wrap = (ui: ReactElement) => ui,
  }: { toaster?: boolean; wrap?: (ui: ReactElement) => ReactElement } = {},
) => {
  const onView = props.onView ?? vi.fn();
  const client = makeClient();
  const queryClient = createQueryClient();
  const rendered = render(
    wrap(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          {toaster && <NotificationToaster />}
          <NotificationsEffect {...props} onView={onView} />
        </ApiClientProvider>
      </QueryClientProvider>,
    ),
  );
  return { ...rendered, onView, queryClient };
};

/** Advances fake time and lets the network, react-query and React settle. */
export const advance = async (ms = 0): Promise<void> => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 20; round += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
};

export const setVisibility = (state: DocumentVisibilityState): void => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

export const resetVisibility = (): void => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
};

export const FAKE_TIMERS = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as (
    | 'setTimeout'
    | 'clearTimeout'
    | 'setInterval'
    | 'clearInterval'
    | 'Date'
  )[],
};
