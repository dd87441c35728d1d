import type { ProfileCompleteness } from '@jobs/contracts';
import { SECTION_LABELS } from './profile-form-values';
import styles from './profile-page.module.css';

export type CompletenessMeterProps = { completeness: ProfileCompleteness };

/** How complete the résumé is, and what it still lacks, by name. */
export function CompletenessMeter({ completeness }: CompletenessMeterProps) {
  const { percent, missing } = completeness;
  return (
    <div className={styles.meter}>
      <div className={styles.meterRow}>
        <strong>Résumé {percent}% complete</strong>
        <progress className={styles.progress} max={100} value={percent} aria-label="Résumé completeness">
          {percent}%
        </progress>
      </div>
      <p className={styles.hint}>
        {missing.length === 0
          ? 'Everything is filled in.'
          : `Missing: ${missing.map((section) => SECTION_LABELS[section]).join(', ')}`}
      </p>
    </div>
  );
}
