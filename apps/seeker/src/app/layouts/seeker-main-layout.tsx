import { MainNavMenuLayout } from '@jobs/ui';
import { useSeekerNavigation } from './use-seeker-navigation';

/** The main layout with the navigation menu (spec §2: `/`, `/profile` and the browsing pages). */
export function SeekerMainLayout() {
  const { navItems, userArea } = useSeekerNavigation();
  return <MainNavMenuLayout accessibilityPath="/accessibility" navItems={navItems} userArea={userArea} />;
}
