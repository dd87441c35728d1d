import { useI18n } from '@jobs/i18n';
import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type JobHeaderEditorLayoutProps = LayoutProps;

/** The job header of the vacancy editors' area. Renders the matched child route. */
export function JobHeaderEditorLayout(props: JobHeaderEditorLayoutProps) {
  const { i18n } = useI18n();
  return (
    <LayoutShell
      variant="job-header"
      tone="editor"
      badge={i18n._({ id: 'layout.badge.editor', message: 'Editor' })}
      {...props}
    />
  );
}
