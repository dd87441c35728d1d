import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type JobHeaderEmployerLayoutProps = LayoutProps;

/** The job header of the employer's pages. Renders the matched child route. */
export function JobHeaderEmployerLayout(props: JobHeaderEmployerLayoutProps) {
  return <LayoutShell variant="job-header" tone="employer" badge="Employer" {...props} />;
}
