import { useI18n } from '@jobs/i18n';
import { useState } from 'react';
import styles from './new-build-notice.module.css';
import { useBuildUpdateCheck, type BuildUpdateCheckOptions } from './use-build-update-check';

export type NewBuildNoticeProps = BuildUpdateCheckOptions & {
  /** How the page reloads; `location.reload()` by default. */
  onReload?: () => void;
};

/**
 * A non-blocking notice at the bottom of the page, 'A new version is available — Reload', shown
 * when the hourly check finds a newer build. It can be dismissed; nothing reloads without the user.
 */
export function NewBuildNotice({ onReload = () => window.location.reload(), ...options }: NewBuildNoticeProps) {
  const { i18n } = useI18n();
  const updateAvailable = useBuildUpdateCheck(options);
  const [dismissed, setDismissed] = useState(false);
  if (!updateAvailable || dismissed) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{i18n._({ id: 'build.newVersion', message: 'A new version is available' })}</span>
      <span aria-hidden="true"> — </span>
      <button type="button" className={styles.reload} onClick={onReload}>
        {i18n._({ id: 'build.reload', message: 'Reload' })}
      </button>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={i18n._({ id: 'build.dismiss', message: 'Dismiss' })}
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}
