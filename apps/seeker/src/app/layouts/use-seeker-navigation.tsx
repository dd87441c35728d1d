import { useUnreadCount } from '@jobs/chat';
import type { NavItem } from '@jobs/ui';
import { Link } from 'react-router-dom';
import { SignOutButton } from '../session/sign-out-button';
import { useIsSignedIn } from '../session/use-is-signed-in';

const unreadMessagesLabel = (count: number): string => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The seeker's menu ("Chats" with the unread total while signed in) and the header's user area. */
export function useSeekerNavigation() {
  const signedIn = useIsSignedIn();
  const unread = useUnreadCount();
  const chats: NavItem = signedIn
    ? { to: '/chat', label: 'Chats', badge: unread, badgeLabel: `Chats, ${unreadMessagesLabel(unread)}` }
    : { to: '/chat', label: 'Chats' };
  const navItems: NavItem[] = [
    { to: '/vacancies', label: 'Vacancies' },
    { to: '/recommendations', label: 'Recommendations' },
    { to: '/categories', label: 'Categories' },
    { to: '/services', label: 'Services' },
    chats,
    signedIn ? { to: '/profile', label: 'Profile' } : { to: '/login', label: 'Sign in' },
  ];
  const userArea = signedIn ? <SignOutButton /> : <Link to="/login?mode=sign-up">Create account</Link>;
  return { navItems, userArea };
}
