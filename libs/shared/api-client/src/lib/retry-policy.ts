/** GET calls are retried once, and only on these statuses (spec §7). Never a non-GET. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const RETRY_LIMIT = 1;
export const RETRY_METHODS = ['get'] as const;
/** Statuses whose `Retry-After` header is honoured (capped by `maxRetryAfterMs`). */
export const RETRY_AFTER_STATUS_CODES: readonly number[] = [429, 503];
export const DEFAULT_RETRY_DELAY_MS = 300;
export const DEFAULT_MAX_RETRY_AFTER_MS = 5_000;
export const DEFAULT_TIMEOUT_MS = 30_000;
