import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@jobs/contracts';

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

/** A 400 naming one field (`body.password`, `query.page`). */
export const fieldError = (field: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', 'Invalid input', [{ field, message }]);
