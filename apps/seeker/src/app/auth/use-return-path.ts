import { useSearchParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH, RETURN_PARAM } from '../guards';

export { loginPathReturningTo, RETURN_PARAM } from '../guards';

/** Only a path of this app: never another origin (`//host`, `/\host`) or the login page itself. */
export const isSafeReturnPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith(LOGIN_PATH);

/** Where to go after signing in or up: the `next` page when it is one of ours, else home. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const next = searchParams.get(RETURN_PARAM);
  return next && isSafeReturnPath(next) ? next : HOME_PATH;
}
