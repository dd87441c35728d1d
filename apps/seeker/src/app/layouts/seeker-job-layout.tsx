import { JobHeaderLayout } from '@jobs/ui';
import { ScrollRestoration } from 'react-router';
import { useSeekerNavigation } from './use-seeker-navigation';

/**
 * The compact job header of the vacancy pages. Between the search, its vacancies and their
 * companies a new page opens at its top, and back and forward return to where the visitor was
 * (e.g. down the search results after a vacancy), once the page's data is there.
 */
export function SeekerJobLayout() {
  const { navItems, userArea } = useSeekerNavigation();
  return (
    <>
      <JobHeaderLayout accessibilityPath="/accessibility" navItems={navItems} userArea={userArea} />
      <ScrollRestoration />
    </>
  );
}
