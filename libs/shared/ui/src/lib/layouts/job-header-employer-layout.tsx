import { useI18n } from '@jobs/i18n';
import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type JobHeaderEmployerLayoutProps = LayoutProps;

/** The job header of the employer's pages. Renders the matched child route. */
export function JobHeaderEmployerLayout(props: JobHeaderEmployerLayoutProps) {
  const { i18n } = useI18n();
  return (
    <LayoutShell
      variant="job-header"
      tone="employer"
      badge={i18n._({ id: 'layout.badge.employer', message: 'Employer' })}
      {...props}
    />
  );
}
