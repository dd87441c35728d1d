import { SignOutButton } from '@jobs/auth';
import { useUnreadCount } from '@jobs/chat';
import type { NavItem } from '@jobs/ui';
import { CHATS_PATH } from '../chats/chat-paths';
import { LOGIN_PATH } from '../guards';

const unreadMessagesLabel = (count: number): string => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The employer's menu ("Candidates" with the unread total) and the header's user area (every layout page is signed in). */
export function useEmployerNavigation() {
  const unreadCount = useUnreadCount();
  const navItems: NavItem[] = [
    { to: '/employer', label: 'Dashboard', end: true },
    { to: '/employer/vacancies', label: 'Vacancies' },
    {
      to: CHATS_PATH,
      label: 'Candidates',
      badge: unreadCount,
      badgeLabel: `Candidates, ${unreadMessagesLabel(unreadCount)}`,
    },
    { to: '/employer/profile', label: 'Profile' },
  ];
  return { navItems, userArea: <SignOutButton loginPath={LOGIN_PATH} /> };
}
