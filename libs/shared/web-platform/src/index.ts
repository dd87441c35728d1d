export {
  runtimeConfigSchema,
  loadRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_API_BASE_URL,
  RUNTIME_CONFIG_URL,
  type RuntimeConfig,
} from './lib/runtime-config';
export {
  RuntimeConfigProvider,
  useRuntimeConfig,
  type RuntimeConfigProviderProps,
} from './lib/runtime-config-provider';
export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './lib/api-client-provider';
export {
  createQueryClient,
  retryDelay,
  shouldRetry,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_MAX_RETRY_DELAY_MS,
} from './lib/query-client';
export { bootstrapApp, type AppContext, type BootstrapAppOptions } from './lib/bootstrap-app';
export { startApp, type StartAppOptions } from './lib/start-app';
