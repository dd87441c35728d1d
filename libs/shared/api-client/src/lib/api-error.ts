import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@jobs/contracts';

export type ApiErrorOptions = {
  details?: ErrorDetail[];
  /** Object details (a stale write's 409 carries `{current}`). */
  data?: Record<string, unknown>;
  requestId?: string;
  cause?: unknown;
  retryAfterMs?: number;
};

/**
 * Every failure of an API call: an HTTP error (envelope parsed), a network failure (status 0,
 * `UNAVAILABLE`) or an answer that does not match the contract (`INTERNAL`). The app maps
 * `code` to a translated message; the client never shows anything itself.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  /** Object details of the envelope, such as the current resource of a 409 on a stale write. */
  readonly data?: Record<string, unknown>;
  readonly requestId?: string;
  /** The server's `Retry-After` (429, 503), in ms, so pollers can back off for as long as asked. */
  readonly retryAfterMs?: number;

  constructor(status: number, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.data = options.data;
    this.requestId = options.requestId;
    this.retryAfterMs = options.retryAfterMs;
  }

  /**
   * Field → its first detail (`{field, code, params, message}`), with the `body.`, `query.` or
   * `params.` prefix stripped: for forms, which show it with `fieldErrorText` of @jobs/ui (a field
   * component's `error` prop takes it as it is).
   */
  fieldErrors(): Record<string, ErrorDetail> {
    const result: Record<string, ErrorDetail> = {};
    for (const detail of this.details ?? []) {
      const field = detail.field.replace(/^(body|query|params)\./, '');
      if (!(field in result)) result[field] = detail;
    }
    return result;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).map(([code, status]) => [status, code]),
);

/** The code an error without our envelope gets (a proxy's 502 page, a bare 404). */
export const codeForStatus = (status: number): ErrorCode => {
  const exact = CODE_BY_STATUS.get(status);
  if (exact) return exact;
  if (status === 0 || status === 408 || status === 502 || status === 504) return 'UNAVAILABLE';
  if (status === 410) return 'NOT_FOUND';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
};

/** `Retry-After` as delay-seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/** The schemas the client imports on first need (contract-schemas.ts), loaded once. */
export const loadContractSchemas = () => import('./contract-schemas');

/**
 * Loads them ahead of time: for tests on fake timers, where the first error must not wait for a
 * module to load in real time.
 */
export const preloadContractSchemas = async (): Promise<void> => {
  await loadContractSchemas();
};

// The schema loads with the first error (contract-schemas.ts); if it cannot load (a build replaced
// mid-session), the error is still an ApiError, coded from its status.
const parseEnvelope = async (body: unknown) => {
  try {
    const { errorEnvelopeSchema } = await loadContractSchemas();
    return errorEnvelopeSchema.safeParse(body, { jitless: true });
  } catch {
    return undefined;
  }
};

/** Turns a non-2xx response into an ApiError, with or without the error envelope. */
export const apiErrorFromResponse = async (response: Response): Promise<ApiError> => {
  const headerRequestId = response.headers.get('x-request-id') ?? undefined;
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  let body: unknown;
  try {
    const text = await response.text();
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const envelope = await parseEnvelope(body);
  if (envelope?.success) {
    const { code, message, details, requestId } = envelope.data.error;
    return new ApiError(response.status, code, message, {
      ...(Array.isArray(details) ? { details } : { data: details }),
      requestId: requestId ?? headerRequestId,
      retryAfterMs,
    });
  }
  const reason = response.statusText ? `${response.status} ${response.statusText}` : String(response.status);
  return new ApiError(response.status, codeForStatus(response.status), `Request failed with status ${reason}`, {
    requestId: headerRequestId,
    retryAfterMs,
  });
};
