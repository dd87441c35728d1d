import type { BulkMoveResponse, EmployerMoveStatus } from '@jobs/contracts';
import { Button } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SKIP_REASON_LABELS, STATUS_LABELS } from './application-labels';
import styles from './candidates.module.css';

export type BulkMoveSummaryProps = {
  status: EmployerMoveStatus;
  result: BulkMoveResponse;
  /** Candidate names by id (those on the page when the move was made). */
  names: ReadonlyMap<number, string>;
  onDismiss: () => void;
};

/** What a bulk move did: how many moved, and each one it skipped with the reason. */
export function BulkMoveSummary({ status, result, names, onDismiss }: BulkMoveSummaryProps) {
  const { t, i18n } = useLingui();
  const moved = result.moved.length;
  const skipped = result.skipped.length;
  const statusLabel = i18n._(STATUS_LABELS[status]);
  const nameOf = (id: number) => names.get(id) ?? t`Candidate #${id}`;
  return (
    <section className={styles.summary} role="status" aria-label={t`Result of the bulk move`}>
      <div className={styles.summaryHeader}>
        <div>
          <p>
            <strong>
              {t`${plural(moved, { one: '# candidate moved', other: '# candidates moved' })} to “${statusLabel}”.`}
            </strong>
          </p>
          {skipped > 0 && (
            <p>{t`${plural(skipped, { one: '# candidate skipped:', other: '# candidates skipped:' })}`}</p>
          )}
        </div>
        <Button variant="ghost" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </div>
      {skipped > 0 && (
        <ul>
          {result.skipped.map((entry) => {
            const name = nameOf(entry.id);
            const reason = i18n._(SKIP_REASON_LABELS[entry.reason]);
            return <li key={entry.id}>{t`${name}: ${reason}`}</li>;
          })}
        </ul>
      )}
    </section>
  );
}
