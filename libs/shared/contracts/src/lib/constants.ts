/**
 * The contracts' plain values, without zod: an app's first chunk (cookies, error codes, route ids)
 * imports these without pulling in the schemas, which load with the pages that call the API.
 */

/** The largest id a database `integer` column holds: larger ones are a 400, not a database error. */
export const MAX_ID = 2_147_483_647;

export const ROLES = ['seeker', 'employer', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Every error code the API answers with, and the HTTP status each one maps to. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Cookie names per audience: the access cookie is written by the app, the refresh cookie by the API (HttpOnly). */
export const AUTH_COOKIES: Record<Role, { access: string; refresh: string }> = {
  seeker: { access: 'auth_token', refresh: 'auth_refresh_token' },
  employer: { access: 'employer_auth_token', refresh: 'employer_refresh_token' },
  editor: { access: 'edit_vacancy_auth_token', refresh: 'edit_vacancy_refresh_token' },
};

/** Where each audience's auth routes live, under the API base. */
export const AUTH_BASE: Record<Role, string> = {
  seeker: '/auth',
  employer: '/employer/auth',
  editor: '/editor/auth',
};
