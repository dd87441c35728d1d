import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type DefaultLayoutProps = LayoutProps;

/** The plain layout: logo, user area and settings; no navigation. Renders the matched child route. */
export function DefaultLayout(props: DefaultLayoutProps) {
  return <LayoutShell variant="plain" tone="seeker" {...props} />;
}
