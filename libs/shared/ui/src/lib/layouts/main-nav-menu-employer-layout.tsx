import { useI18n } from '@jobs/i18n';
import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type MainNavMenuEmployerLayoutProps = LayoutProps;

/** The employer's main layout: header plus the navigation menu bar. Renders the matched child route. */
export function MainNavMenuEmployerLayout(props: MainNavMenuEmployerLayoutProps) {
  const { i18n } = useI18n();
  return (
    <LayoutShell
      variant="nav-menu"
      tone="employer"
      badge={i18n._({ id: 'layout.badge.employer', message: 'Employer' })}
      {...props}
    />
  );
}
