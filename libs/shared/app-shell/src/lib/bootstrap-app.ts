import { createApiClient, type ApiClient, type Audience } from '@jobs/api-client';
import { detectLocaleFromPath, i18n, localizePath } from '@jobs/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, loadRuntimeConfig, RUNTIME_CONFIG_URL, type RuntimeConfig } from '@jobs/web-platform';

export type AppContext = { config: RuntimeConfig; apiClient: ApiClient; queryClient: QueryClient };

export type BootstrapAppOptions = {
  audience: Audience;
  /**
   * Where the app signs in (without a locale prefix); the user is sent there when the session ends,
   * in the language of the page they were on (`/en/login` from an English page).
   */
  loginPath: string;
  render: (context: AppContext) => void | Promise<void>;
  configUrl?: string;
};

/** Where index.html's inline script keeps the runtime configuration's request, started with the page. */
export const EARLY_RUNTIME_CONFIG_KEY = '__jobsRuntimeConfig';

/**
 * The request index.html started for `url` (taken once), so the configuration arrives while the
 * app's JavaScript loads instead of after it; a failed early request is made again normally.
 */
const earlyConfigFetch = (url: string): typeof fetch | undefined => {
  const holder = globalThis as { [EARLY_RUNTIME_CONFIG_KEY]?: { url: string; response: Promise<Response> } };
  const early = holder[EARLY_RUNTIME_CONFIG_KEY];
  if (!early || early.url !== url) return undefined;
  delete holder[EARLY_RUNTIME_CONFIG_KEY];
  return (input, init) => early.response.catch(() => fetch(input, init));
};

/** Loads the runtime config, creates the API and query clients, then renders the app. */
export const bootstrapApp = async ({
  audience,
  loginPath,
  render,
  configUrl = RUNTIME_CONFIG_URL,
}: BootstrapAppOptions): Promise<AppContext> => {
  const config = await loadRuntimeConfig(configUrl, earlyConfigFetch(configUrl));
  const queryClient = createQueryClient();
  const apiClient = createApiClient({
    audience,
    baseUrl: config.apiBaseUrl,
    // The API's own words (assistant template titles, …) in the interface language.
    locale: () => i18n.locale,
    onSessionEnded: () => {
      queryClient.clear();
      const { pathname } = window.location;
      const target = localizePath(loginPath, detectLocaleFromPath(pathname));
      // Already on the login page: reloading it would only loop.
      if (pathname !== target) window.location.assign(target);
    },
  });
  const context: AppContext = { config, apiClient, queryClient };
  await render(context);
  return context;
};
