import type { ApplicationStatus } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { statusLabel, statusTone } from './application-labels';
import styles from './applications.module.css';

/** An application's status in words, tinted by how it stands (under way, good news, declined, closed). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge} data-tone={statusTone(status)} data-status={status}>
      {statusLabel(status, i18n)}
    </span>
  );
}
