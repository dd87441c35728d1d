import {
  AUTH_BASE,
  buildPath,
  type AuthResponse,
  type Role,
  type RouteContract,
  type RouteInput,
  type RouteOutput,
} from '@jobs/contracts';
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, loadContractSchemas } from './api-error';
import { clearAuthCookies, readAuthToken, writeAuthToken } from './auth-cookies';
import {
  DEFAULT_MAX_RETRY_AFTER_MS,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  RETRY_AFTER_STATUS_CODES,
  RETRY_LIMIT,
  RETRY_METHODS,
  RETRY_STATUS_CODES,
} from './retry-policy';

/** Which app is calling: it picks the access cookie and the auth routes. */
export type Audience = Role;

export type ApiClientOptions = {
  audience: Audience;
  /** The API base, e.g. `http://localhost:3000/api`; a function is read on every call. */
  baseUrl: string | (() => string);
  /** Called once the session cannot be renewed (refresh refused); the app goes to its login page. */
  onSessionEnded?: () => void;
  fetch?: typeof fetch;
  /** Wait before the one GET retry, in ms (default 300; 0 in tests). */
  retryDelayMs?: number;
  /** Longest `Retry-After` honoured before that retry, in ms (default 5000). */
  maxRetryAfterMs?: number;
  /** Per-attempt timeout, in ms (default 30000). */
  timeoutMs?: number;
  /**
   * The interface language, read on every call and sent as `Accept-Language`, so the API answers in
   * it where it has words of its own (assistant template titles, …).
   */
  locale?: () => string | undefined;
};

export type CallOptions = {
  /** Cancels the request (react-query passes one); the abort error is rethrown as is. */
  signal?: AbortSignal;
};

/** A login or register route: it answers `{token, user}`. */
export type SignInRoute = RouteContract & { response: z.ZodType<AuthResponse> };

export type ApiClient = {
  readonly audience: Audience;
  /** Calls a contract route: path params, query, JSON (or raw) body; resolves with the parsed answer or rejects with ApiError. */
  call<T extends RouteContract>(route: T, input?: RouteInput<T>, options?: CallOptions): Promise<RouteOutput<T>>;
  /** Calls this audience's login or register route and stores the access token in its cookie. */
  signIn<T extends SignInRoute>(route: T, body: NonNullable<RouteInput<T>['body']>): Promise<AuthResponse>;
  /** Ends the session on the server (best effort) and clears this audience's cookies. */
  signOut(): Promise<void>;
  /** Renews the access token from the refresh cookie (single flight, one tab at a time); null when it cannot. */
  refresh(): Promise<string | null>;
  getToken(): string | undefined;
  isSignedIn(): boolean;
  /**
   * Opens a long-lived stream (Server-Sent Events) of a GET route with the bearer token (renewed
   * once on a 401), and resolves with the response as it is: the caller reads its body, or looks at
   * its status (no ky timeout, no retry, no parsing). Rejects only when the network fails.
   */
  openStream(
    route: RouteContract,
    options?: { headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<Response>;
};

type SendOptions = {
  token?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
};

const AUTH_PREFIXES = Object.values(AUTH_BASE).map((base) => `${base}/`);
const isAuthRoute = (route: RouteContract): boolean => AUTH_PREFIXES.some((prefix) => route.path.startsWith(prefix));

const isRawBody = (body: unknown): body is BodyInit =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);

const toSearchParams = (query: unknown): URLSearchParams | undefined => {
  if (!query || typeof query !== 'object') return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return params.toString() === '' ? undefined : params;
};

const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Where a page's inline script keeps GET requests it started before the app's JavaScript had loaded
 * (URL with its query string → response), for a visitor who is not signed in: the seeker's vacancy
 * page asks for its vacancy there, and `/vacancies` for its first page of results. A call without a
 * token to exactly that URL takes the answer (once) when it is a 2xx; otherwise it asks as usual.
 */
export const EARLY_REQUESTS_KEY = '__jobsEarlyRequests';

const takeEarlyRequest = (url: string): Promise<Response> | undefined => {
  const holder = globalThis as { [EARLY_REQUESTS_KEY]?: Record<string, Promise<Response> | undefined> };
  const early = holder[EARLY_REQUESTS_KEY]?.[url];
  if (early) delete holder[EARLY_REQUESTS_KEY]?.[url];
  return early;
};

const toApiError = async (error: unknown): Promise<unknown> => {
  if (error instanceof ApiError || isAbortError(error)) return error;
  if (error instanceof HTTPError) return apiErrorFromResponse(error.response);
  if (error instanceof TimeoutError) {
    return new ApiError(0, 'UNAVAILABLE', 'The server took too long to answer', { cause: error });
  }
  return new ApiError(0, 'UNAVAILABLE', 'Could not reach the server', { cause: error });
};

const parseSuccess = async <T extends RouteContract>(route: T, response: Response): Promise<RouteOutput<T>> => {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const unexpected = (cause: unknown) =>
    new ApiError(response.status, 'INTERNAL', 'Unexpected response from the server', { cause, requestId });
  let data: unknown;
  try {
    const text = await response.text();
    data = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw isAbortError(error) ? error : unexpected(error);
  }
  // Without zod's compiled fast path: an answer is parsed once, and compiling each object schema's
  // parser (`new Function`, on its first parse) cost more than it saved — 40–70 ms of the main
  // thread in one long task as a landing page's first answers arrived (docs/benchmarks.md).
  const parsed = route.response.safeParse(data, { jitless: true });
  if (!parsed.success) throw unexpected(parsed.error);
  return parsed.data as RouteOutput<T>;
};

/** An HTTP client bound to one audience: its base URL, its access cookie, its auth routes. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { audience } = options;
  // Refresh and logout only: loaded when first needed (see contract-schemas.ts).
  const ownAuthRoutes = async () => (await loadContractSchemas()).authRoutes[audience];
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  const http = ky.create({
    fetch: options.fetch,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: RETRY_LIMIT,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [...RETRY_AFTER_STATUS_CODES],
      maxRetryAfter: options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS,
      delay: () => retryDelayMs,
      // Only the listed statuses: no retry of network failures or timeouts.
      shouldRetry: ({ error }) => (error instanceof HTTPError ? undefined : false),
    },
  });

  const baseUrl = (): string =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  const send = async <T extends RouteContract>(
    route: T,
    input: RouteInput<T> | undefined,
    { token, credentials, signal }: SendOptions,
  ): Promise<RouteOutput<T>> => {
    const url = baseUrl() + buildPath(route.path, input?.params as Record<string, unknown> | undefined);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const locale = options.locale?.();
    if (locale) headers['accept-language'] = locale;
    const request: Options = { method: route.method, headers };
    if (credentials) request.credentials = credentials;
    if (signal) request.signal = signal;
    const searchParams = toSearchParams(input?.query);
    if (searchParams) request.searchParams = searchParams;
    const body: unknown = input?.body;
    if (body !== undefined) {
      // A raw body keeps its own content type (multipart boundary, blob type); everything else is JSON.
      if (isRawBody(body)) request.body = body;
      else request.json = body;
    }
    // The early request's URL is the whole address, query string included (in the order the
    // input's keys give it, as ky sends it).
    const early =
      route.method === 'GET' && !token && !signal?.aborted
        ? takeEarlyRequest(searchParams ? `${url}?${searchParams.toString()}` : url)
        : undefined;
    if (early) {
      const answer = await early.catch(() => undefined);
      if (answer?.ok) return parseSuccess(route, answer);
    }
    let response: Response;
    try {
      response = await http(url, request);
    } catch (error) {
      throw await toApiError(error);
    }
    return parseSuccess(route, response);
  };

  const endSession = (): void => {
    clearAuthCookies(audience);
    options.onSessionEnded?.();
  };

  // Runs the refresh in one tab at a time, so a single-use refresh cookie is never spent twice.
  const withRefreshLock = <R>(task: () => Promise<R>): Promise<R> => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request(`refresh:${audience}`, task) : task();
  };

  /** Whether this page has held a session (a token) since it loaded. */
  let hadSession = readAuthToken(audience) !== undefined;
  /** The token a request goes with (the cookie, as other tabs may have changed it); notes a session. */
  const sessionToken = (): string | undefined => {
    const token = readAuthToken(audience);
    if (token) hadSession = true;
    return token;
  };

  // A refresh refused: the session has ended. For a visitor (no token in this page's life) there was
  // none to end, and they stay on their page; a token gone since (signed out in another tab) was one.
  const refreshRefused = (): void => {
    if (hadSession) endSession();
    else clearAuthCookies(audience);
  };

  const refreshUnderLock = async (staleToken: string | undefined): Promise<string | null> => {
    const current = sessionToken();
    // Another tab refreshed while we waited for the lock: use its token.
    if (current && current !== staleToken) return current;
    try {
      const { token } = await send((await ownAuthRoutes()).refresh, undefined, { credentials: 'include' });
      if (!token) {
        refreshRefused();
        return null;
      }
      writeAuthToken(audience, token);
      return token;
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
      const noToken = error instanceof ApiError && error.status >= 200 && error.status < 300;
      if (refused || noToken) refreshRefused();
      // Otherwise (network, 5xx) the session may still be good: keep it and let the caller fail.
      return null;
    }
  };

  let inflight: Promise<string | null> | null = null;
  const refreshAfter = (staleToken: string | undefined): Promise<string | null> => {
    const current = readAuthToken(audience);
    if (current && current !== staleToken) return Promise.resolve(current);
    inflight ??= withRefreshLock(() => refreshUnderLock(staleToken)).finally(() => {
      inflight = null;
    });
    return inflight;
  };

  return {
    audience,

    async call<T extends RouteContract>(route: T, input?: RouteInput<T>, callOptions: CallOptions = {}) {
      const token = sessionToken();
      const { signal } = callOptions;
      try {
        return await send(route, input, { token, signal });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401 || isAuthRoute(route)) throw error;
        const fresh = await refreshAfter(token);
        if (!fresh) throw error;
        try {
          return await send(route, input, { token: fresh, signal });
        } catch (retryError) {
          // Refused even with a fresh token: the session is over. Never a second refresh.
          // (If the cookie moved on meanwhile, someone else already handled it.)
          if (retryError instanceof ApiError && retryError.status === 401 && readAuthToken(audience) === fresh) {
            endSession();
          }
          throw retryError;
        }
      }
    },

    async signIn<T extends SignInRoute>(route: T, body: NonNullable<RouteInput<T>['body']>) {
      if (!route.path.startsWith(`${AUTH_BASE[audience]}/`)) {
        throw new Error(`${route.method} ${route.path} is not a ${audience} sign-in route`);
      }
      const result = (await send(route, { body } as RouteInput<T>, { credentials: 'include' })) as AuthResponse;
      writeAuthToken(audience, result.token);
      return result;
    },

    async signOut() {
      try {
        await send((await ownAuthRoutes()).logout, undefined, {
          token: readAuthToken(audience),
          credentials: 'include',
        });
      } catch {
        // Best effort: the local session ends whatever the server says.
      }
      clearAuthCookies(audience);
      hadSession = false;
    },

    async openStream(route, { headers = {}, signal } = {}) {
      const url = baseUrl() + route.path;
      const doFetch = options.fetch ?? fetch;
      const open = (token: string | undefined) =>
        doFetch(
          new Request(url, {
            method: 'GET',
            headers: {
              accept: 'text/event-stream',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...headers,
            },
            cache: 'no-store',
            ...(signal ? { signal } : {}),
          }),
        );
      const token = sessionToken();
      const response = await open(token);
      if (response.status !== 401) return response;
      await response.body?.cancel().catch(() => undefined);
      const fresh = await refreshAfter(token);
      return fresh ? open(fresh) : response;
    },

    refresh: () => refreshAfter(sessionToken()),
    getToken: () => readAuthToken(audience),
    isSignedIn: () => readAuthToken(audience) !== undefined,
  };
}
