import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type MainNavMenuEmployerLayoutProps = LayoutProps;

/** The employer's main layout: header plus the navigation menu bar. Renders the matched child route. */
export function MainNavMenuEmployerLayout(props: MainNavMenuEmployerLayoutProps) {
  return <LayoutShell variant="nav-menu" tone="employer" badge="Employer" {...props} />;
}
