import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type MainNavMenuLayoutProps = LayoutProps;

/** The job seeker's main layout: header plus the navigation menu bar. Renders the matched child route. */
export function MainNavMenuLayout(props: MainNavMenuLayoutProps) {
  return <LayoutShell variant="nav-menu" tone="seeker" {...props} />;
}
