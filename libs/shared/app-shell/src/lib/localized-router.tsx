import { LocaleProvider, localeBasename, localizePath, type CatalogLoader, type Locale } from '@jobs/i18n';
import { useCallback, useState, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TranslationBanner } from './translation-banner';

export type LocalizedRouterProps = {
  initialLocale: Locale;
  routes: RouteObject[];
  catalogLoaders?: CatalogLoader[];
  /** Rendered next to the router, inside the locale provider (the new-build notice). */
  children?: ReactNode;
};

/**
 * The router under the locale's basename; a locale switch moves the URL to the other prefix in place.
 * Its own chunk: only a localized app (`startApp({ localized: true })`) loads it and the banner.
 */
export function LocalizedRouter({ initialLocale, routes, catalogLoaders, children }: LocalizedRouterProps) {
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
      {/* Keyed by the router: RouterProvider keeps the state of the router it started with, so a new
          router whose first match needs nothing to load (no update to announce) would otherwise render
          the old router's location under the new basename, i.e. nothing. */}
      <RouterProvider key={router.basename ?? '/'} router={router} />
      <TranslationBanner />
      {children}
    </LocaleProvider>
  );
}
