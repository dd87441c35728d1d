import { ApiError } from '@jobs/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Unused cache entries are kept 5 minutes (spec §9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Failed queries are retried 3 times (spec §9). */
export const QUERY_RETRIES = 3;
/** Exponential backoff between those retries stops growing at 30 s (spec §9). */
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/**
 * Delay before retry number `attempt + 1`: 1 s, 2 s, 4 s, … capped at 30 s; never shorter than
 * the `Retry-After` of a 503 (a database outage, a restart) or a 429, within the same cap.
 */
export const retryDelay = (attempt: number, error?: unknown): number => {
  const backoff = 1000 * 2 ** attempt;
  const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(backoff, asked), QUERY_MAX_RETRY_DELAY_MS);
};

/**
 * Whether a failed query is tried again. A 4xx other than 408/429 will not change on retry
 * (404, 403, validation), nor will an answer that broke the contract (a 2xx `INTERNAL`).
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError) {
    const { status } = error;
    if (status >= 200 && status < 300) return false;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  }
  return true;
};

/** The QueryClient every app uses, with the spec's cache and retry policy; mutations are not retried. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
