import { useSearchParams } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '../guards';

/** The query parameter of `/login` naming the page to come back to after signing in. */
export const RETURN_PARAM = 'next';

/** `/login?next=…` for coming back to `path` after signing in. */
export const loginPathReturningTo = (path: string): string =>
  `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;

/** Only a path of this app: never another origin (`//host`, `/\host`) or the login page itself. */
const isSafeReturnPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith(LOGIN_PATH);

/** Where to go after signing in or up: the `next` page when it is one of ours, else home. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const next = searchParams.get(RETURN_PARAM);
  return next && isSafeReturnPath(next) ? next : HOME_PATH;
}
