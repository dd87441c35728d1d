import type { ApplicationStatus } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { STATUS_LABELS } from './application-labels';
import styles from './candidates.module.css';

export type ApplicationStatusBadgeProps = { status: ApplicationStatus };

/** A candidate's status in words, coloured by how far along the funnel it is. */
export function ApplicationStatusBadge({ status }: ApplicationStatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge} data-status={status}>
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}
