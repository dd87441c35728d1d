import { SignOutButton } from '@jobs/auth';
import { useUnreadCount } from '@jobs/chat';
import type { NavItem } from '@jobs/ui';
import { CHATS_PATH } from '../chats/chat-paths';
import { LOGIN_PATH } from '../guards';
import { EmployerAccount, PROFILE_PATH } from './employer-account';

const unreadMessagesLabel = (count: number): string => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The employer's menu ("Candidates" with the unread total) and the header's user area: who is signed in, and Sign out (every layout page is signed in). */
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
    { to: PROFILE_PATH, label: 'Profile' },
  ];
  const userArea = (
    <>
      <EmployerAccount />
      <SignOutButton loginPath={LOGIN_PATH} />
    </>
  );
  return { navItems, userArea };
}
