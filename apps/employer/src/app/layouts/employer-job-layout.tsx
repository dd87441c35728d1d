import { JobHeaderEmployerLayout } from '@jobs/ui';
import { HOME_PATH } from '../guards';
import { useEmployerNavigation } from './use-employer-navigation';

export function EmployerJobLayout() {
  const { navItems, userArea } = useEmployerNavigation();
  return <JobHeaderEmployerLayout homePath={HOME_PATH} navItems={navItems} userArea={userArea} />;
}
