import { MainNavMenuEmployerLayout } from '@jobs/ui';
import { HOME_PATH } from '../guards';
import { useEmployerNavigation } from './use-employer-navigation';

export function EmployerMainLayout() {
  const { navItems, userArea } = useEmployerNavigation();
  return <MainNavMenuEmployerLayout homePath={HOME_PATH} navItems={navItems} userArea={userArea} />;
}
