import { readAuthToken } from '@jobs/api-client';
import { MainNavMenuEmployerLayout } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ACCESSIBILITY_PATH, HOME_PATH, LOGIN_PATH } from '../guards';
import { SignedInShell } from '../session/signed-in-shell';
import { EmployerMainLayout } from './employer-main-layout';

export const REGISTER_PATH = '/employer/register';

/**
 * An unknown path: Page Not Found inside the employer's layout, so the header and the way back stay.
 * Signed in, the employer's own menu (with the unread chats); signed out (a 404 needs no sign-in),
 * the header offers signing in and registering.
 */
export function NotFoundLayout() {
  if (readAuthToken('employer')) {
    return (
      <SignedInShell>
        <EmployerMainLayout />
      </SignedInShell>
    );
  }
  return (
    <MainNavMenuEmployerLayout
      accessibilityPath={ACCESSIBILITY_PATH}
      homePath={HOME_PATH}
      userArea={
        <>
          <Link to={LOGIN_PATH}>
            <Trans>Sign in</Trans>
          </Link>
          <Link to={REGISTER_PATH}>
            <Trans>Register your company</Trans>
          </Link>
        </>
      }
    />
  );
}
