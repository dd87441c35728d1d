import { MainNavMenuEmployerLayout } from '@jobs/ui';
import { ACCESSIBILITY_PATH, HOME_PATH } from '../guards';
import { useEmployerNavigation } from './use-employer-navigation';

export function EmployerMainLayout() {
  const { navItems, userArea } = useEmployerNavigation();
  return (
    <MainNavMenuEmployerLayout
      accessibilityPath={ACCESSIBILITY_PATH}
      homePath={HOME_PATH}
      navItems={navItems}
      userArea={userArea}
    />
  );
}
