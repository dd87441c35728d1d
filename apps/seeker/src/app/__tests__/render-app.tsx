import { createApiClient } from '@jobs/api-client';
import { localeBasename, LocaleProvider, localizePath, type Locale } from '@jobs/i18n';
import { ApiClientProvider, DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '@jobs/web-platform';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadAppCatalog } from '../catalog';
import { createRoutes } from '../routes';

export const TEST_API_BASE = 'http://api.test/api';

export type RenderAppOptions = {
  /** Answers the API's HTTP requests (the network layer); unanswered calls fail like a dead network. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Renders the app as the localized app runs it: inside the locale provider, under the locale's
   * basename (`path` is given without the prefix). Activate the locale first
   * (`await activateLocale(locale, [loadAppCatalog])`). Without it: English source, no provider.
   */
  locale?: Locale;
};

/** Renders the app's real routes at `path`, with its providers and a client talking to `fetch`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fetchImpl = options.fetch ?? (() => Promise.reject(new TypeError('Failed to fetch')));
  const apiClient = createApiClient({
    audience: 'seeker',
    baseUrl: TEST_API_BASE,
    fetch: (input, init) => fetchImpl(input instanceof Request ? input : new Request(input, init)),
    retryDelayMs: 0,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { locale } = options;
  const router = createMemoryRouter(createRoutes({ apiClient, queryClient }), {
    initialEntries: [locale ? localizePath(path, locale) : path],
    basename: locale ? localeBasename(locale) : undefined,
  });
  const app = (
    <RuntimeConfigProvider config={DEFAULT_RUNTIME_CONFIG}>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
  const view = render(
    locale ? (
      <LocaleProvider initialLocale={locale} catalogLoaders={[loadAppCatalog]}>
        {app}
      </LocaleProvider>
    ) : (
      app
    ),
  );
  return { ...view, router, apiClient, queryClient };
}

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Forgets every audience's token (the shared test kit's). */
export { clearAuthCookies } from '@jobs/testing';
