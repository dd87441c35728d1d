import type { NavItem } from '@jobs/ui';
import { SignOutButton } from '../session/sign-out-button';

const NAV_ITEMS: NavItem[] = [
  { to: '/employer', label: 'Dashboard', end: true },
  { to: '/employer/profile', label: 'Profile' },
];

/** The employer's menu and the header's user area (every layout page is signed in). */
export function useEmployerNavigation() {
  return { navItems: NAV_ITEMS, userArea: <SignOutButton /> };
}
