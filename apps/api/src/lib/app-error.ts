import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@jobs/contracts';

/** The one error services throw: a contract code, a safe message, and the fields at fault. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
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
