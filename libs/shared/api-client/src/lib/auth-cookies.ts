import { AUTH_COOKIES, type Role } from '@jobs/contracts';
import Cookies from 'js-cookie';

/** The app keeps its access cookie 30 days; the token inside lives 15 minutes and is refreshed. */
export const ACCESS_COOKIE_DAYS = 30;

const hasDocument = (): boolean => typeof document !== 'undefined';

/** The access token of one audience, read from its own cookie (for route guards and the client). */
export const readAuthToken = (audience: Role): string | undefined =>
  hasDocument() ? Cookies.get(AUTH_COOKIES[audience].access) || undefined : undefined;

export const writeAuthToken = (audience: Role, token: string): void => {
  if (!hasDocument()) return;
  Cookies.set(AUTH_COOKIES[audience].access, token, {
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    expires: ACCESS_COOKIE_DAYS,
  });
};

/** Clears the access cookie; the refresh cookie is HttpOnly, so removing it is a harmless attempt. */
export const clearAuthCookies = (audience: Role): void => {
  if (!hasDocument()) return;
  const { access, refresh } = AUTH_COOKIES[audience];
  Cookies.remove(access, { path: '/' });
  Cookies.remove(refresh, { path: '/' });
};
