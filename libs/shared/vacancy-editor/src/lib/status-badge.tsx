import type { ManagedVacancy } from '@jobs/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { statusLabel } from './labels';
import styles from './vacancy-editor.module.css';

export type StatusBadgeProps = {
  status: ManagedVacancy['status'];
  /** A published vacancy with an edit waiting for review. */
  pendingChanges?: boolean;
};

/** The vacancy's status as a coloured label (the text carries the meaning, not the colour). */
export function StatusBadge({ status, pendingChanges = false }: StatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles[`status_${status}`] ?? ''}`}>{statusLabel(status, i18n)}</span>
      {pendingChanges && (
        <span className={`${styles.badge} ${styles.status_on_review}`}>
          <Trans>Changes on review</Trans>
        </span>
      )}
    </span>
  );
}
