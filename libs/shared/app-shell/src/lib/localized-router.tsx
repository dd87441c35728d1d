import { LocaleProvider, localeBasename, localizePath, type CatalogLoader, type Locale } from '@jobs/i18n';
import { useCallback, useState, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TranslationBanner } from './translation-banner';

export type LocalizedRouterProps = {
  initialLocale: Locale;
  routes: RouteObject[];
  catalogLoaders?: CatalogLoader[];
  /** A language the user chose (the settings menu, the banner's OK): the signed-in account keeps it. */
  onLocaleChoice?: (locale: Locale) => void;
  /** Rendered next to the router, inside the locale provider (the new-build notice). */
  children?: ReactNode;
};

/**
 * The router under the locale's basename; a locale switch moves the URL to the other prefix in place.
 * Its own chunk: only a localized app (`startApp({ localized: true })`) loads it and the banner.
 */
export function LocalizedRouter({
  initialLocale,
  routes,
  catalogLoaders,
  onLocaleChoice,
  children,
}: LocalizedRouterProps) {
  const [router, setRouter] = useState(() => createBrowserRouter(routes, { basename: localeBasename(initialLocale) }));
  const handleLocaleChange = useCallback(
    (locale: Locale) => {
      const move = () => {
        const { pathname, search, hash } = window.location;
        const target = localizePath(pathname, locale);
        if (target === pathname) return;
        window.history.replaceState(null, '', `${target}${search}${hash}`);
        // The old router stops listening to history; the new one reads the new URL.
        router.dispose();
        setRouter(createBrowserRouter(routes, { basename: localeBasename(locale) }));
      };
      // A switch during a navigation (signing in takes the account's language while it goes on to
      // the next page) waits for the navigation to land, then moves that page to the new prefix.
      if (router.state.navigation.state === 'idle') {
        move();
        return;
      }
      const unsubscribe = router.subscribe((state) => {
        if (state.navigation.state !== 'idle') return;
        unsubscribe();
        move();
      });
    },
    [routes, router],
  );
  return (
    <LocaleProvider
      initialLocale={initialLocale}
      catalogLoaders={catalogLoaders}
      onLocaleChange={handleLocaleChange}
      onLocaleChoice={onLocaleChoice}
    >
      {/* Keyed by the router: RouterProvider keeps the state of the router it started with, so a new
          router whose first match needs nothing to load (no update to announce) would otherwise render
          the old router's location under the new basename, i.e. nothing. */}
      <RouterProvider key={router.basename ?? '/'} router={router} />
      <TranslationBanner />
      {children}
    </LocaleProvider>
  );
}
