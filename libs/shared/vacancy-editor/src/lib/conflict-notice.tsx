import type { ManagedVacancy } from '@jobs/contracts';
import { Button } from '@jobs/ui';
import { useEffect, useRef } from 'react';
import { formatDateTime, STATUS_LABELS } from './labels';
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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.conflict}>
      <h2 className={styles.sectionTitle}>This vacancy was changed by someone else</h2>
      <p>
        It is now version {current.version} ({STATUS_LABELS[current.status]}
        {current.pending_changes ? ', changes waiting for review' : ''}), last changed{' '}
        {formatDateTime(current.updated_at)}. Nothing was saved. Your edits are still in the form.
      </p>
      <p>
        Current title: <strong>{current.title}</strong>
      </p>
      <div className={styles.actions}>
        <Button onClick={onReapply}>Keep my edits on the current version</Button>
        <Button variant="secondary" onClick={onReload}>
          Discard my edits and load the current version
        </Button>
      </div>
    </div>
  );
}
