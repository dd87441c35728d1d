import { JobHeaderLayout } from '@jobs/ui';
import { useSeekerNavigation } from './use-seeker-navigation';

/** The compact job header of the vacancy pages. */
export function SeekerJobLayout() {
  const { navItems, userArea } = useSeekerNavigation();
  return <JobHeaderLayout navItems={navItems} userArea={userArea} />;
}
