import type { NavItem } from '@jobs/ui';
import { Link } from 'react-router-dom';
import { SignOutButton } from '../session/sign-out-button';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { ChatsNavLink } from './chats-nav-link';

/**
 * The seeker's menu and the header's user area. Signed in, "Chats" moves to the user area, where
 * it can carry the unread badge (the layouts' nav items are plain text labels).
 */
export function useSeekerNavigation() {
  const signedIn = useIsSignedIn();
  const navItems: NavItem[] = [
    { to: '/vacancies', label: 'Vacancies' },
    { to: '/recommendations', label: 'Recommendations' },
    { to: '/categories', label: 'Categories' },
    { to: '/services', label: 'Services' },
    ...(signedIn
      ? [{ to: '/profile', label: 'Profile' }]
      : [
          { to: '/chat', label: 'Chats' },
          { to: '/login', label: 'Sign in' },
        ]),
  ];
  const userArea = signedIn ? (
    <>
      <ChatsNavLink />
      <SignOutButton />
    </>
  ) : (
    <Link to="/login?mode=sign-up">Create account</Link>
  );
  return { navItems, userArea };
}
