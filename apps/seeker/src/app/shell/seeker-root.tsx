import type { ApiClient } from '@jobs/api-client';
import { cityName } from '@jobs/contracts';
import { CityNameProvider, ImageBaseUrlProvider } from '@jobs/ui';
import { reloadOnChunkError } from '@jobs/app-shell';
import { useRuntimeConfig } from '@jobs/web-platform';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useUiLocale } from '../i18n/ui-locale';
import { useIsSignedIn } from '../session/use-is-signed-in';

type SignedInRootModule = typeof import('./seeker-signed-in-root');

let signedInRoot: SignedInRootModule | undefined;
let signedInRootLoading: Promise<SignedInRootModule> | undefined;

/**
 * Loads the signed-in frame's chunk (chat store, unread badge, poller), once. The root route's
 * loader awaits it when the visitor is signed in, so the first render has it; the login page starts
 * it, so signing in does not wait for it. A signed-out visit never loads it.
 */
export const loadSignedInRoot = (): Promise<SignedInRootModule> => {
  signedInRootLoading ??= import('./seeker-signed-in-root').then(
    (module) => (signedInRoot = module),
    (error: unknown) => {
      // A failed load (network, a removed chunk) may be tried again.
      signedInRootLoading = undefined;
      throw error;
    },
  );
  return signedInRootLoading;
};

/** The root route's loader: a signed-in visit's first render waits for the signed-in frame's chunk. */
export const loadSignedInRootFor = (apiClient: Pick<ApiClient, 'isSignedIn'>) => async (): Promise<null> => {
  // A failure is left to the frame, which loads it again (and reloads or shows the error page).
  if (apiClient.isSignedIn()) await loadSignedInRoot().catch(() => undefined);
  return null;
};

/**
 * The signed-in frame once its chunk is here (at once when the root loader had it loaded). A chunk
 * that fails to load reloads the page (guarded); when it cannot, the route's error page shows.
 */
function useSignedInRoot(signedIn: boolean): SignedInRootModule | undefined {
  const [loaded, setLoaded] = useState(signedInRoot);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!signedIn || loaded) return;
    let current = true;
    reloadOnChunkError(loadSignedInRoot)().then(
      (module) => current && setLoaded(module),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [signedIn, loaded]);
  if (failure) throw failure.error;
  return loaded ?? signedInRoot;
}

/**
 * The frame around every seeker page. Signed in, the pages render inside the signed-in frame (a new
 * one on every sign-in, so one user's chats never show to the next); signed out, as they are, and the
 * chat hooks a page calls read jotai's default store, which nothing writes while signed out.
 */
export function SeekerRoot() {
  const signedIn = useIsSignedIn();
  const frame = useSignedInRoot(signedIn);
  const { apiBaseUrl } = useRuntimeConfig();
  const locale = useUiLocale();
  // Known cities in the interface language ("Moscow" on an English page), others as stored.
  const formatCity = useCallback((city: string) => cityName(city, locale), [locale]);
  let content: ReactNode = <Outlet />;
  if (signedIn) {
    // Only right after signing in, and only while its chunk finishes loading.
    content = frame ? <frame.SeekerSignedInRoot>{content}</frame.SeekerSignedInRoot> : null;
  }
  return (
    // Images (logos) go through the API's optimiser.
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      <CityNameProvider format={formatCity}>{content}</CityNameProvider>
    </ImageBaseUrlProvider>
  );
}
