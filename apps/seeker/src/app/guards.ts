import { readAuthToken } from '@jobs/api-client';
import { redirect } from 'react-router-dom';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/** `/profile` (spec §4): without `auth_token` the visitor goes to the login page. */
export function requireSeeker(): Response | null {
  return readAuthToken('seeker') ? null : redirect(LOGIN_PATH);
}

/** `/login` (spec §4): a seeker who holds `auth_token` goes to the home page. */
export function redirectSignedInSeeker(): Response | null {
  return readAuthToken('seeker') ? redirect(HOME_PATH) : null;
}
