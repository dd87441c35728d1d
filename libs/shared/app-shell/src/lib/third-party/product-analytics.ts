import type { PostHog, PostHogConfig } from 'posthog-js';

/** Spec §9: events go in batches of at most 50… */
export const ANALYTICS_BATCH_SIZE = 50;
/** …flushed every 5 s… */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;
/** …each request given 90 s… */
export const ANALYTICS_REQUEST_TIMEOUT_MS = 90_000;
/** …and property values cut at 255 characters. */
export const ANALYTICS_MAX_STRING_LENGTH = 255;

/** The options posthog-js 1.449 is started with (see its `PostHogConfig`). */
export const productAnalyticsOptions = (apiHost: string): Partial<PostHogConfig> => ({
  api_host: apiHost,
  // Page views on every history change (the apps are single-page).
  capture_pageview: 'history_change',
  persistence: 'localStorage',
  autocapture: false,
  request_batching: true,
  request_queue_config: { flush_interval_ms: ANALYTICS_FLUSH_INTERVAL_MS },
  properties_string_max_length: ANALYTICS_MAX_STRING_LENGTH,
  disable_session_recording: false,
  session_recording: { maskAllInputs: true },
});

type RequestOptions = { data?: unknown; timeout?: number; [key: string]: unknown };
type PostHogInternals = {
  _send_request?: (options: RequestOptions) => void;
  _send_retriable_request?: (options: RequestOptions, transport?: unknown) => void;
};

/**
 * posthog-js 1.449 has no option for the batch size or the request timeout (it sends whatever the
 * 5 s queue holds, with a fixed 60 s timeout), so its two internal send functions are wrapped:
 * a batch of more than 50 events is sent as several requests of at most 50, and every request gets
 * 90 s. Done only when those functions exist; a later posthog-js without them keeps its defaults.
 */
export const applyBatchLimits = (instance: PostHog): void => {
  const internals = instance as unknown as PostHogInternals;
  const send = internals._send_request;
  const sendRetriable = internals._send_retriable_request;
  if (typeof send !== 'function' || typeof sendRetriable !== 'function') return;
  internals._send_request = (options) => send.call(instance, { ...options, timeout: ANALYTICS_REQUEST_TIMEOUT_MS });
  internals._send_retriable_request = (options, transport) => {
    const { data } = options;
    if (!Array.isArray(data) || data.length <= ANALYTICS_BATCH_SIZE) {
      sendRetriable.call(instance, options, transport);
      return;
    }
    for (let start = 0; start < data.length; start += ANALYTICS_BATCH_SIZE) {
      sendRetriable.call(instance, { ...options, data: data.slice(start, start + ANALYTICS_BATCH_SIZE) }, transport);
    }
  };
};

/** Loads posthog-js (its own chunk) and starts it with the project key. */
export const startProductAnalytics = async (projectKey: string, apiHost: string): Promise<PostHog> => {
  const { default: posthog } = await import('posthog-js');
  posthog.init(projectKey, productAnalyticsOptions(apiHost));
  applyBatchLimits(posthog);
  return posthog;
};
