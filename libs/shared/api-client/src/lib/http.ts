import {
  DEFAULT_MAX_RETRY_AFTER_MS,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  RETRY_AFTER_STATUS_CODES,
  RETRY_LIMIT,
  RETRY_METHODS,
  RETRY_STATUS_CODES,
} from './retry-policy';

/** A non-2xx answer (after the retry, if any); the response's body is still unread. */
export class HttpStatusError extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`Request failed with status ${response.status}`);
    this.name = 'HttpStatusError';
    this.response = response;
  }
}

/** No answer (headers) within the per-attempt timeout. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'TimeoutError';
  }
}

export type HttpOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
  maxRetryAfterMs?: number;
};

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('This operation was aborted', 'AbortError');

/** Waits `ms`, or rejects as soon as `signal` aborts. */
const sleep = (ms: number, signal?: AbortSignal | null): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal ? abortError(signal) : undefined);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** `Retry-After` (seconds or an HTTP date) in ms, capped; undefined when absent or unreadable. */
const retryAfterMs = (response: Response, cap: number): number | undefined => {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  let after = Number(value) * 1000;
  if (Number.isNaN(after)) after = Date.parse(value) - Date.now();
  if (Number.isNaN(after)) return undefined;
  return Math.min(Math.max(0, after), cap);
};

/**
 * The client's transport (spec §7): one `fetch` per attempt with a timeout (until the answer's
 * headers), the caller's signal passed on; a GET answered with one of the retry statuses is asked
 * once more, after `Retry-After` (429, 503; capped) or a short delay. Network failures and timeouts
 * are not retried. Resolves with a 2xx response; rejects with HttpStatusError, RequestTimeoutError,
 * the caller's abort error, or the network error.
 */
export const createHttp = (options: HttpOptions = {}) => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  // Read at call time, so a fetch replaced later (tests, polyfills) is the one used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const attempt = async (url: string, init: RequestInit): Promise<Response> => {
    const outer = init.signal;
    const controller = new AbortController();
    const onAbort = () => controller.abort(outer ? abortError(outer) : undefined);
    if (outer?.aborted) onAbort();
    else outer?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await fetchImpl(url, { ...init, signal: controller.signal });
    } catch (error) {
      throw timedOut && !outer?.aborted ? new RequestTimeoutError() : error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  };

  return async (url: string, init: RequestInit & { method: string }): Promise<Response> => {
    const retriable = (RETRY_METHODS as readonly string[]).includes(init.method.toLowerCase());
    for (let retries = 0; ; retries += 1) {
      const response = await attempt(url, init);
      if (response.ok) return response;
      if (!retriable || retries >= RETRY_LIMIT || !RETRY_STATUS_CODES.includes(response.status)) {
        throw new HttpStatusError(response);
      }
      const after = RETRY_AFTER_STATUS_CODES.includes(response.status)
        ? retryAfterMs(response, maxRetryAfterMs)
        : undefined;
      // The first answer is not read: let its connection go.
      void response.body?.cancel().catch(() => undefined);
      await sleep(after ?? retryDelayMs, init.signal);
    }
  };
};
