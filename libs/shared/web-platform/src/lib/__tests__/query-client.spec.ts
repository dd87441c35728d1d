import { ApiError } from '@jobs/api-client';
import {
  createQueryClient,
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRY_DELAY_MS,
  QUERY_RETRIES,
  retryDelay,
  shouldRetry,
} from '../../index';

const apiError = (status: number) =>
  new ApiError(status, status === 0 ? 'UNAVAILABLE' : 'INTERNAL', `status ${status}`);

describe('query policy', () => {
  it('keeps the spec constants', () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(QUERY_RETRIES).toBe(3);
    expect(QUERY_MAX_RETRY_DELAY_MS).toBe(30_000);
  });

  it('backs off exponentially up to 30 s when retrying', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('waits at least as long as a 503 or 429 asked (Retry-After), within the 30 s cap', () => {
    const outage = new ApiError(503, 'UNAVAILABLE', 'Service unavailable', { retryAfterMs: 5000 });
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, outage))).toEqual([5000, 5000, 5000, 8000]);
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many', { retryAfterMs: 120_000 });
    expect(retryDelay(0, limited)).toBe(30_000);
    expect(retryDelay(1, new TypeError('network'))).toBe(2000);
  });

  it('retries up to 3 times when the failure may be transient', () => {
    for (const error of [apiError(0), apiError(500), apiError(503), apiError(408), apiError(429), new TypeError('x')]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('does not retry when the API answered %i', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('does not retry when a success answer broke the contract', () => {
    expect(shouldRetry(0, apiError(200))).toBe(false);
  });

  it('sets gcTime and retry on queries and no retry on mutations when creating the client', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay });
    expect(defaults.mutations?.retry).toBe(false);
  });

  describe('with a real query', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('tries 4 times with 1, 2 and 4 s between when a query keeps failing with 503', async () => {
      const client = createQueryClient();
      const queryFn = vi.fn(async () => {
        throw apiError(503);
      });
      const result = client.fetchQuery({ queryKey: ['x'], queryFn }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(queryFn).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(4000);
      expect(queryFn).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(queryFn).toHaveBeenCalledTimes(4);
      await expect(result).resolves.toMatchObject({ status: 503 });
    });

    it('fails at once when a query gets 404', async () => {
      const client = createQueryClient();
      const queryFn = vi.fn(async () => {
        throw apiError(404);
      });
      await expect(client.fetchQuery({ queryKey: ['y'], queryFn })).rejects.toMatchObject({ status: 404 });
      expect(queryFn).toHaveBeenCalledTimes(1);
    });

    it('does not retry a mutation when it fails', async () => {
      const client = createQueryClient();
      const mutationFn = vi.fn(async () => {
        throw apiError(503);
      });
      const mutation = client.getMutationCache().build(client, { mutationFn });
      await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 503 });
      expect(mutationFn).toHaveBeenCalledTimes(1);
    });
  });
});
