import { readAuthToken } from '@jobs/api-client';
import { stripLocalePrefix } from '@jobs/i18n';
import { redirect, type LoaderFunctionArgs } from 'react-router';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/** The query parameter of `/login` naming the page to come back to after signing in. */
export const RETURN_PARAM = 'next';

/** `/login?next=…` for coming back to `path` after signing in. */
export const loginPathReturningTo = (path: string): string =>
  `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;

/** `/profile` (spec §4): without `auth_token` the visitor goes to the login page. */
export function requireSeeker(): Response | null {
  return readAuthToken('seeker') ? null : redirect(LOGIN_PATH);
}

/**
 * The seeker's own pages (`/applications`): without `auth_token` the visitor signs in first and
 * comes back to the same page (its path without the locale prefix: the router adds it).
 */
export function requireSeekerReturning({ request }: Pick<LoaderFunctionArgs, 'request'>): Response | null {
  if (readAuthToken('seeker')) return null;
  const url = new URL(request.url);
  return redirect(loginPathReturningTo(`${stripLocalePrefix(url.pathname)}${url.search}`));
}

/** `/login` (spec §4): a seeker who holds `auth_token` goes to the home page. */
export function redirectSignedInSeeker(): Response | null {
  return readAuthToken('seeker') ? redirect(HOME_PATH) : null;
}
