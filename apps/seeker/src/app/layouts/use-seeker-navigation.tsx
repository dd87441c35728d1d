import type { NavItem } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SignOutButton } from '../session/sign-out-button';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { useUnreadBadgeCount } from '../shell/signed-in-context';
import { SignedInName } from './signed-in-name';

/** The seeker's menu ("Chats" with the unread total while signed in) and the header's user area. */
export function useSeekerNavigation() {
  const signedIn = useIsSignedIn();
  const unread = useUnreadBadgeCount();
  const { t } = useLingui();
  const chats: NavItem = signedIn
    ? {
        to: '/chat',
        label: t`Chats`,
        badge: unread,
        badgeLabel: t({
          message: plural(unread, { one: 'Chats, # unread message', other: 'Chats, # unread messages' }),
        }),
      }
    : { to: '/chat', label: t`Chats` };
  const navItems: NavItem[] = [
    { to: '/vacancies', label: t`Vacancies` },
    { to: '/recommendations', label: t`Recommendations` },
    { to: '/categories', label: t`Categories` },
    { to: '/services', label: t`Services` },
    chats,
    ...(signedIn ? [{ to: '/applications', label: t`Applications` }] : []),
    signedIn ? { to: '/profile', label: t`Profile` } : { to: '/login', label: t`Sign in` },
  ];
  const userArea = signedIn ? (
    <>
      {/* On a phone these two wait in the open menu: the bar keeps the name (issue 30). */}
      <span data-header-menu-only>
        <Link to="/settings">
          <Trans context="account settings link">Settings</Trans>
        </Link>
      </span>
      <SignedInName />
      <span data-header-menu-only>
        <SignOutButton />
      </span>
    </>
  ) : (
    <Link to="/login?mode=sign-up">
      <Trans>Create account</Trans>
    </Link>
  );
  return { navItems, userArea };
}
