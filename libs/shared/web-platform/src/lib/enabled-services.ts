import type { RuntimeConfig } from './runtime-config';

/** Which services the configuration turns on: each needs its key; an empty key means off. */
export const enabledServices = (config: RuntimeConfig) => ({
  push: config.oneSignalAppId.trim() !== '',
  productAnalytics: config.posthogKey.trim() !== '',
  tagManager: config.gtmId.trim() !== '',
  webAnalytics: config.gaMeasurementIds.some((id) => id.trim() !== ''),
});

/** Whether any third party is configured at all (a fresh install: none, nothing is loaded). */
export const anyServiceEnabled = (config: RuntimeConfig): boolean =>
  Object.values(enabledServices(config)).some(Boolean);
