export {
  runtimeConfigSchema,
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
export {
  BUILD_CHECK_INTERVAL_MS,
  LATEST_BUILD_URL,
  BUILD_ID_META,
  readRunningBuildId,
  fetchLatestBuildId,
} from './lib/app-shell/build-update';
export { useBuildUpdateCheck, type BuildUpdateCheckOptions } from './lib/app-shell/use-build-update-check';
export { NewBuildNotice, type NewBuildNoticeProps } from './lib/app-shell/new-build-notice';
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  installChunkErrorReload,
  reloadOnChunkError,
  type ChunkReloadEnvironment,
} from './lib/app-shell/chunk-reload';
export { withChunkReload } from './lib/app-shell/lazy-routes';
export { SIGNED_OUT_EVENT, notifySignedOut, onSignedOut } from './lib/session-events';
export {
  ThirdPartyEffect,
  ThirdPartyIdentity,
  type ThirdPartyIdentityProps,
  type ThirdPartyRole,
} from './lib/third-party/third-party-effect';
export { enabledServices } from './lib/third-party/enabled-services';
export type { ThirdPartyUser } from './lib/third-party/third-party-services';
