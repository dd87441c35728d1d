import type { ManagedVacancy } from '@jobs/contracts';
import { Button } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatDateTime, statusLabel } from './labels';
import styles from './vacancy-editor.module.css';

export type ConflictNoticeProps = {
  /** The vacancy as it is now (after someone else's change). */
  current: ManagedVacancy;
  /** Discard the user's edits and show the current version. */
  onReload: () => void;
  /** Keep the user's edits, laid over the current version. */
  onReapply: () => void;
};

/** "This vacancy was changed by someone else": the current version, and the two ways on. */
export function ConflictNotice({ current, onReload, onReapply }: ConflictNoticeProps) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const version = current.version;
  const status = statusLabel(current.status, i18n);
  const changed = formatDateTime(current.updated_at, i18n);
  const title = current.title;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <h2 className={styles.sectionTitle}>
        <Trans>This vacancy was changed by someone else</Trans>
      </h2>
      <p>
        {current.pending_changes ? (
          <Trans>
            It is now version {version} ({status}, changes waiting for review), last changed {changed}.
          </Trans>
        ) : (
          <Trans>
            It is now version {version} ({status}), last changed {changed}.
          </Trans>
        )}{' '}
        <Trans>Nothing was saved. Your edits are still in the form.</Trans>
      </p>
      <p>
        <Trans>
          Current title: <strong>{title}</strong>
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button onClick={onReapply}>
          <Trans>Keep my edits on the current version</Trans>
        </Button>
        <Button variant="secondary" onClick={onReload}>
          <Trans>Discard my edits and load the current version</Trans>
        </Button>
      </div>
    </div>
  );
}
