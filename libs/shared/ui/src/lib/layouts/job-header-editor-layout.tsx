import { useI18n } from '@jobs/i18n';
import type { LayoutProps } from './layout-props';
import { LayoutShell } from './layout-shell';

export type JobHeaderEditorLayoutProps = LayoutProps;

/**
 * The header of the vacancy editors' area: the logo, the "Editor" tag and the account in one row,
 * and the editors' eight destinations in a bar of their own below (beside the account they wrapped
 * to three lines at 1366 px: issue 30). Renders the matched child route.
 */
export function JobHeaderEditorLayout(props: JobHeaderEditorLayoutProps) {
  const { i18n } = useI18n();
  return (
    <LayoutShell
      variant="nav-menu"
      tone="editor"
      badge={i18n._({ id: 'layout.badge.editor', message: 'Editor' })}
      {...props}
    />
  );
}
