import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type JobHeaderLayoutProps = LayoutProps;

/** The compact one-row job header, for vacancy pages. Renders the matched child route. */
export function JobHeaderLayout(props: JobHeaderLayoutProps) {
  return <LayoutShell variant="job-header" tone="seeker" {...props} />;
}
