export {
  ApiError,
  isApiError,
  codeForStatus,
  parseRetryAfter,
  preloadContractSchemas,
  type ApiErrorOptions,
} from './lib/api-error';
export { readAuthToken, ACCESS_COOKIE_DAYS } from './lib/auth-cookies';
export { RETRY_STATUS_CODES, RETRY_LIMIT } from './lib/retry-policy';
export {
  createApiClient,
  EARLY_REQUESTS_KEY,
  type ApiClient,
  type ApiClientOptions,
  type Audience,
  type CallOptions,
  type SignInRoute,
} from './lib/api-client';
export { contractResolver, codedFieldErrors, type CodedFieldError } from './lib/contract-resolver';
