import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@jobs/api-client';
import {
  activateLocale,
  detectLocaleFromPath,
  localeBasename,
  pathForChosenLocale,
  readLocaleCookie,
  type CatalogLoader,
  type Locale,
} from '@jobs/i18n';
import { AppProviders } from '@jobs/web-platform';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AfterPageLoad } from './after-page-load';
import { installChunkErrorReload, reloadOnChunkError } from './chunk-reload';
import { withChunkReload } from './lazy-routes';
import { bootstrapApp, type BootstrapAppOptions } from './bootstrap-app';
import { ThirdPartyEffect } from './third-party/third-party-effect';

// The new-build notice (an hourly check, shown rarely) loads in its own chunk once the page has
// loaded: requested with the first render, its chunk (a script and a stylesheet, one more round
// trip after the framework's) was among what a landing page's largest paint waited for in
// Lighthouse's simulation.
const LazyNewBuildNotice = lazy(
  reloadOnChunkError(() => import('./new-build-notice').then((m) => ({ default: m.NewBuildNotice }))),
);
const newBuildNotice = (
  <AfterPageLoad>
    <Suspense fallback={null}>
      <LazyNewBuildNotice />
    </Suspense>
  </AfterPageLoad>
);

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

/** The element index.html draws in `#root` before any JavaScript (a header and a skeleton), if any. */
const BOOT_SHELL_SELECTOR = '[data-boot-shell]';

/** The same static shell, drawn by React while the first page's data loads (the router's fallback). */
function BootShell({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Loads the lazy parts of the routes the current URL matches (their chunks are preloaded with the
 * page), so the router starts with them in place and the first render is the page itself, not the
 * loading fallback first. A route whose chunk fails keeps its `lazy`: the router loads it again and
 * handles the failure as usual.
 */
const resolveMatchedLazyRoutes = async (routes: RouteObject[], basename: string | undefined): Promise<void> => {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy: load } = route;
      if (typeof load !== 'function') return;
      try {
        const loaded = (await load()) as Record<string, unknown>;
        const target = route as Record<string, unknown>;
        // As the router does: what the route defines itself wins over what `lazy` returns.
        for (const [key, value] of Object.entries(loaded)) if (target[key] === undefined) target[key] = value;
        delete route.lazy;
      } catch {
        // Left to the router.
      }
    }),
  );
};

/** Each app's entry point: bootstraps, then mounts the providers and the router into `#root`. */
export const startApp = ({ routes, localized = false, catalogLoaders, ...options }: StartAppOptions) => {
  // A page chunk removed by a new deploy reloads the page (once per 10 s) instead of failing.
  installChunkErrorReload();
  // The static shell index.html drew, as the page's language and layout script left it.
  const bootShell = document.querySelector(`#root > ${BOOT_SHELL_SELECTOR}`)?.outerHTML ?? null;
  if (localized) {
    // An address without a language prefix opens in the language the visitor chose (the cookie).
    const chosenPath = pathForChosenLocale(window.location.pathname, readLocaleCookie());
    if (chosenPath !== null) {
      const { search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${chosenPath}${search}${hash}`);
    }
  }
  // The catalog (and, localized, the router's chunk) load while the runtime configuration does.
  const locale: Locale = localized ? detectLocaleFromPath(window.location.pathname) : 'en';
  const localeReady = activateLocale(locale, catalogLoaders);
  const localizedRouter = localized ? reloadOnChunkError(() => import('./localized-router'))() : null;
  // Awaited in render; marked handled here so a failure is reported there, once.
  for (const pending of [localeReady, localizedRouter]) pending?.catch(() => undefined);
  return bootstrapApp({
    ...options,
    render: async ({ config, apiClient, queryClient }) => {
      const appRoutes = withChunkReload(routes({ apiClient, queryClient }));
      const container = document.getElementById('root');
      if (!container) throw new Error('The page has no #root element');
      if (bootShell) {
        // While the first page's data loads, the static shell stays (drawn again by React).
        for (const route of appRoutes) {
          route.hydrateFallbackElement = <BootShell html={bootShell} />;
          delete route.HydrateFallback;
        }
      }
      let app;
      await Promise.all([
        localeReady,
        resolveMatchedLazyRoutes(appRoutes, localized ? localeBasename(locale) : undefined),
      ]);
      if (localizedRouter) {
        // The localized router and the translation banner are their own chunk.
        const { LocalizedRouter } = await localizedRouter;
        // A language the signed-in user chooses becomes the account's (e-mails and notes follow it).
        const handleLocaleChoice = (chosen: Locale) => {
          if (!apiClient.isSignedIn()) return;
          import('./save-account-locale')
            .then(({ saveAccountLocale }) => saveAccountLocale(apiClient, chosen))
            .catch(() => undefined);
        };
        app = (
          <LocalizedRouter
            initialLocale={locale}
            routes={appRoutes}
            catalogLoaders={catalogLoaders}
            onLocaleChoice={handleLocaleChoice}
          >
            {newBuildNotice}
          </LocalizedRouter>
        );
      } else {
        // The pages are still in English: the shared strings come from the compiled English catalog.
        app = (
          <>
            <RouterProvider router={createBrowserRouter(appRoutes)} />
            {newBuildNotice}
          </>
        );
      }
      const root = createRoot(container);
      // A transition: React renders the first page in slices, yielding to the browser between them,
      // instead of one long task (the static shell stays on screen until the commit).
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppProviders config={config} apiClient={apiClient} queryClient={queryClient}>
              {app}
              <ThirdPartyEffect />
            </AppProviders>
          </StrictMode>,
        ),
      );
    },
  });
};
