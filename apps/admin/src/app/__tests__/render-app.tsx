import { createApiClient } from '@jobs/api-client';
import { i18n } from '@jobs/i18n';
import { ApiClientProvider, DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '@jobs/web-platform';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../routes';

export const TEST_API_BASE = 'http://api.test/api';

export type RenderAppOptions = {
  /** Answers the API's HTTP requests (the network layer); unanswered calls fail like a dead network. */
  fetch?: (request: Request) => Promise<Response>;
  /** Inside Lingui's provider, as the app runs (the locale is the one `activateLocale` set). */
  localized?: boolean;
};

/** Renders the app's real routes at `path`, with its providers and a client talking to `fetch`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fetchImpl = options.fetch ?? (() => Promise.reject(new TypeError('Failed to fetch')));
  const apiClient = createApiClient({
    audience: 'editor',
    baseUrl: TEST_API_BASE,
    fetch: (input, init) => fetchImpl(input instanceof Request ? input : new Request(input, init)),
    retryDelayMs: 0,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <RuntimeConfigProvider config={DEFAULT_RUNTIME_CONFIG}>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
  const view = render(options.localized ? <I18nProvider i18n={i18n}>{app}</I18nProvider> : app);
  return { ...view, router, apiClient, queryClient };
}

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Forgets every audience's token (the shared test kit's). */
export { clearAuthCookies } from '@jobs/testing';
