// Test support (`@jobs/app-shell/testing`, for the apps' specs only): an app's real routes rendered
// in memory, in the providers `startApp` mounts it in, with the API answered by a fake `fetch`.
import type { Audience } from '@jobs/api-client';
import { localeBasename, LocaleProvider, localizePath, type CatalogLoader, type Locale } from '@jobs/i18n';
import { AppProviders, DEFAULT_RUNTIME_CONFIG } from '@jobs/web-platform';
import { createTestClients } from '@jobs/web-platform/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { StartAppOptions } from './lib/start-app';

export { TEST_API_BASE } from '@jobs/web-platform/testing';

export type AppUnderTest = {
  audience: Audience;
  /** The app's routes, as `startApp` takes them. */
  routes: StartAppOptions['routes'];
  /** The app's own catalog parts, loaded with the shared one when a test gives a `locale`. */
  catalogLoaders?: CatalogLoader[];
};

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

/** `renderApp(path, options)` for one app: its real routes at `path`, its providers, a client talking to `fetch`. */
export const createRenderApp =
  ({ audience, routes, catalogLoaders }: AppUnderTest) =>
  (path: string, { fetch, locale }: RenderAppOptions = {}) => {
    const { apiClient, queryClient } = createTestClients({ audience, fetch });
    const router = createMemoryRouter(routes({ apiClient, queryClient }), {
      initialEntries: [locale ? localizePath(path, locale) : path],
      basename: locale ? localeBasename(locale) : undefined,
    });
    const app = (
      <AppProviders config={DEFAULT_RUNTIME_CONFIG} apiClient={apiClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    );
    const view = render(
      locale ? (
        <LocaleProvider initialLocale={locale} catalogLoaders={catalogLoaders}>
          {app}
        </LocaleProvider>
      ) : (
        app
      ),
    );
    return { ...view, router, apiClient, queryClient };
  };
