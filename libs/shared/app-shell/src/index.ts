export { bootstrapApp, type AppContext, type BootstrapAppOptions } from './lib/bootstrap-app';
export { startApp, type StartAppOptions } from './lib/start-app';
export { AfterPageLoad } from './lib/after-page-load';
export {
  BUILD_CHECK_INTERVAL_MS,
  LATEST_BUILD_URL,
  BUILD_ID_META,
  readRunningBuildId,
  fetchLatestBuildId,
} from './lib/build-update';
export { useBuildUpdateCheck, type BuildUpdateCheckOptions } from './lib/use-build-update-check';
export { NewBuildNotice, type NewBuildNoticeProps } from './lib/new-build-notice';
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  installChunkErrorReload,
  reloadOnChunkError,
  type ChunkReloadEnvironment,
} from './lib/chunk-reload';
export { withChunkReload } from './lib/lazy-routes';
export {
  TranslationBanner,
  BANNER_AUTO_SWITCH_MS,
  BANNER_REDISPLAY_MS,
  type TranslationBannerProps,
} from './lib/translation-banner';
export {
  ThirdPartyEffect,
  ThirdPartyIdentity,
  type ThirdPartyIdentityProps,
  type ThirdPartyRole,
} from './lib/third-party/third-party-effect';
export type { ThirdPartyUser } from './lib/third-party/third-party-services';
