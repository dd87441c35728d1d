import { useUnreadCount } from '@jobs/chat';
import type { NavItem } from '@jobs/ui';
import { CHATS_PATH } from '../chats/chat-paths';
import { SignOutButton } from '../session/sign-out-button';

/** The menu's "Candidates" link, with the unread total while there is one. */
export const candidatesLabel = (unreadCount: number): string =>
  unreadCount > 0 ? `Candidates (${unreadCount})` : 'Candidates';

/** The employer's menu and the header's user area (every layout page is signed in). */
export function useEmployerNavigation() {
  const unreadCount = useUnreadCount();
  const navItems: NavItem[] = [
    { to: '/employer', label: 'Dashboard', end: true },
    { to: CHATS_PATH, label: candidatesLabel(unreadCount) },
    { to: '/employer/profile', label: 'Profile' },
  ];
  return { navItems, userArea: <SignOutButton /> };
}
