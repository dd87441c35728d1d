export {
  runtimeConfigSchema,
  parseRuntimeConfig,
  loadRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_API_BASE_URL,
  DEFAULT_ONESIGNAL_SCRIPT_URL,
  DEFAULT_POSTHOG_HOST,
  DEFAULT_GTM_SCRIPT_URL,
  DEFAULT_GA_SCRIPT_URL,
  RUNTIME_CONFIG_URL,
  type RuntimeConfig,
} from './lib/runtime-config';
export {
  RuntimeConfigProvider,
  useRuntimeConfig,
  useOptionalRuntimeConfig,
  type RuntimeConfigProviderProps,
} from './lib/runtime-config-provider';
export { enabledServices, anyServiceEnabled } from './lib/enabled-services';
export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './lib/api-client-provider';
export { AppProviders, type AppProvidersProps } from './lib/app-providers';
export {
  createQueryClient,
  retryDelay,
  shouldRetry,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_MAX_RETRY_DELAY_MS,
} from './lib/query-client';
export { SIGNED_OUT_EVENT, notifySignedOut, onSignedOut } from './lib/session-events';
