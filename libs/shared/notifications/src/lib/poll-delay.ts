import { NOTIFICATION_POLL_INTERVAL_MS } from '@jobs/contracts';

/** The longest pause between polls while the API keeps failing. */
export const MAX_POLL_BACKOFF_MS = 5 * 60 * 1000;
/** The longest `Retry-After` honoured. */
export const MAX_RETRY_AFTER_MS = 15 * 60 * 1000;

export type PollDelayInput = {
  /** Failed polls in a row (0 after a success). */
  failures: number;
  /** What the server asked for with `Retry-After`, if known. */
  retryAfterMs?: number;
  /** A number in [0, 1): the jitter, so many tabs and users do not retry in step. */
  random?: number;
};

/**
 * The wait before the next poll: the normal 10 s while things work; after `n` failures in a row
 * 10 s × 2ⁿ plus up to half of that again as jitter, capped at 5 minutes, and never shorter than
 * the server's `Retry-After`.
 */
export const nextPollDelay = ({ failures, retryAfterMs, random = Math.random() }: PollDelayInput): number => {
  if (failures <= 0) return NOTIFICATION_POLL_INTERVAL_MS;
  const exponential = NOTIFICATION_POLL_INTERVAL_MS * 2 ** Math.min(failures, 16);
  const backoff = Math.min(MAX_POLL_BACKOFF_MS, exponential * (1 + 0.5 * random));
  const floor = retryAfterMs && retryAfterMs > 0 ? Math.min(retryAfterMs, MAX_RETRY_AFTER_MS) : 0;
  return Math.round(Math.max(backoff, floor));
};

/** `Retry-After` of a failed call, in ms, as the api-client's ApiError carries it (`retryAfterMs`). */
export const retryAfterMsOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('retryAfterMs' in error)) return undefined;
  const value = (error as { retryAfterMs: unknown }).retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
};
