import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type JobHeaderEditorLayoutProps = LayoutProps;

/** The job header of the vacancy editors' area. Renders the matched child route. */
export function JobHeaderEditorLayout(props: JobHeaderEditorLayoutProps) {
  return <LayoutShell variant="job-header" tone="editor" badge="Editor" {...props} />;
}
