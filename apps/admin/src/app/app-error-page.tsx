import { ErrorPage } from '@jobs/ui';
import { HOME_PATH } from './guards';
import { useLocalizedPath } from './localized-path';

/** The routes' error page; its home link is a full page load, so it carries the locale prefix itself. */
export function AppErrorPage() {
  return <ErrorPage homePath={useLocalizedPath(HOME_PATH)} />;
}
