import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@jobs/api-client';
import {
  activateLocale,
  detectLocaleFromPath,
  localeBasename,
  LocaleProvider,
  localizePath,
  TranslationBanner,
  type CatalogLoader,
  type Locale,
} from '@jobs/i18n';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ApiClientProvider } from './api-client-provider';
import { installChunkErrorReload } from './app-shell/chunk-reload';
import { withChunkReload } from './app-shell/lazy-routes';
import { NewBuildNotice } from './app-shell/new-build-notice';
import { bootstrapApp, type BootstrapAppOptions } from './bootstrap-app';
import { RuntimeConfigProvider } from './runtime-config-provider';
import { ThirdPartyEffect } from './third-party/third-party-effect';

export type StartAppOptions = Omit<BootstrapAppOptions, 'render'> & {
  /** The app's route objects, given the client and cache its loaders may need. */
  routes: (context: { apiClient: ApiClient; queryClient: QueryClient }) => RouteObject[];
  /**
   * Two languages (issue 6): the locale comes from the URL (`/en/...` English, no prefix Russian),
   * its catalog is loaded before the first render, the router runs under `/en` for English, and the
   * translation banner is mounted. Off until the app's pages are translated.
   */
  localized?: boolean;
  /** The app's own catalog parts, loaded with the shared one (when `localized`). */
  catalogLoaders?: CatalogLoader[];
};

type LocalizedRouterProps = {
  initialLocale: Locale;
  routes: RouteObject[];
  catalogLoaders?: CatalogLoader[];
};

/** The router under the locale's basename; a locale switch moves the URL to the other prefix in place. */
function LocalizedRouter({ initialLocale, routes, catalogLoaders }: LocalizedRouterProps) {
  const [router, setRouter] = useState(() => createBrowserRouter(routes, { basename: localeBasename(initialLocale) }));
  const handleLocaleChange = useCallback(
    (locale: Locale) => {
      const { pathname, search, hash } = window.location;
      const target = localizePath(pathname, locale);
      if (target === pathname) return;
      window.history.replaceState(null, '', `${target}${search}${hash}`);
      // The old router stops listening to history; the new one reads the new URL.
      router.dispose();
      setRouter(createBrowserRouter(routes, { basename: localeBasename(locale) }));
    },
    [routes, router],
  );
  return (
    <LocaleProvider initialLocale={initialLocale} catalogLoaders={catalogLoaders} onLocaleChange={handleLocaleChange}>
      <RouterProvider router={router} />
      <TranslationBanner />
      <NewBuildNotice />
    </LocaleProvider>
  );
}

/** Each app's entry point: bootstraps, then mounts the providers and the router into `#root`. */
export const startApp = ({ routes, localized = false, catalogLoaders, ...options }: StartAppOptions) => {
  // A page chunk removed by a new deploy reloads the page (once per 10 s) instead of failing.
  installChunkErrorReload();
  return bootstrapApp({
    ...options,
    render: async ({ config, apiClient, queryClient }) => {
      const appRoutes = withChunkReload(routes({ apiClient, queryClient }));
      const container = document.getElementById('root');
      if (!container) throw new Error('The page has no #root element');
      let app;
      if (localized) {
        const locale = detectLocaleFromPath(window.location.pathname);
        await activateLocale(locale, catalogLoaders);
        app = <LocalizedRouter initialLocale={locale} routes={appRoutes} catalogLoaders={catalogLoaders} />;
      } else {
        // The pages are still in English: the shared strings come from the compiled English catalog.
        await activateLocale('en', catalogLoaders);
        app = (
          <>
            <RouterProvider router={createBrowserRouter(appRoutes)} />
            <NewBuildNotice />
          </>
        );
      }
      createRoot(container).render(
        <StrictMode>
          <RuntimeConfigProvider config={config}>
            <ApiClientProvider client={apiClient}>
              <QueryClientProvider client={queryClient}>
                {app}
                <ThirdPartyEffect />
              </QueryClientProvider>
            </ApiClientProvider>
          </RuntimeConfigProvider>
        </StrictMode>,
      );
    },
  });
};
