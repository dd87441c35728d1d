import type { NavItem } from '@jobs/ui';
import { Link } from 'react-router-dom';
import { SignOutButton } from '../session/sign-out-button';
import { useIsSignedIn } from '../session/use-is-signed-in';

/** The seeker's menu (profile or sign-in depending on the cookie) and the header's user area. */
export function useSeekerNavigation() {
  const signedIn = useIsSignedIn();
  const navItems: NavItem[] = [
    { to: '/vacancies', label: 'Vacancies' },
    { to: '/recommendations', label: 'Recommendations' },
    { to: '/categories', label: 'Categories' },
    { to: '/services', label: 'Services' },
    { to: '/chat', label: 'Chats' },
    signedIn ? { to: '/profile', label: 'Profile' } : { to: '/login', label: 'Sign in' },
  ];
  const userArea = signedIn ? <SignOutButton /> : <Link to="/login?mode=sign-up">Create account</Link>;
  return { navItems, userArea };
}
