import {
  ERROR_STATUS,
  FIELD_ERROR_MESSAGES,
  type CustomFieldErrorCode,
  type ErrorCode,
  type ErrorDetail,
  type FieldErrorParams,
} from '@jobs/contracts';

/** Details that are not a list of fields: a stale write's 409 carries `{current: …}`. */
export type ErrorObjectDetails = { readonly [key: string]: unknown };

/** The one error services throw: a contract code, a safe message, and the fields at fault. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The fields at fault, or (409 on a stale write) an object such as `{current}`. */
    readonly details?: ErrorDetail[] | ErrorObjectDetails,
    /** Extra response headers, such as `Retry-After` on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * One field's problem with its stable code (field-errors.ts of the contracts): the English message
 * is the code's, unless a more precise one is given (with the ids it names, say).
 */
export const fieldDetail = (
  field: string,
  code: CustomFieldErrorCode,
  params?: FieldErrorParams,
  message: string = FIELD_ERROR_MESSAGES[code],
): ErrorDetail => ({ field, code, message, ...(params ? { params } : {}) });

/** A 400 naming one field (`body.password`, `query.page`) and its code: `fieldError('body.email', 'email_taken')`. */
export const fieldError = (
  field: string,
  code: CustomFieldErrorCode,
  params?: FieldErrorParams,
  message?: string,
): AppError => new AppError('VALIDATION_FAILED', 'Invalid input', [fieldDetail(field, code, params, message)]);

/** The one message of every 429. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts: try again later';

/** A 429 `RATE_LIMITED` with `Retry-After` (whole seconds, at least 1): every limiter of the API answers with it. */
export const rateLimited = (retryAfterSeconds: number): AppError =>
  new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
