import type { ProfileCompleteness } from '@jobs/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SECTION_LABELS } from './profile-form-values';
import styles from './profile-page.module.css';

export type CompletenessMeterProps = { completeness: ProfileCompleteness };

/** How complete the résumé is, and what it still lacks, by name. */
export function CompletenessMeter({ completeness }: CompletenessMeterProps) {
  const { percent, missing } = completeness;
  const { t, i18n } = useLingui();
  const share = i18n.number(percent / 100, { style: 'percent' });
  const sections = missing.map((section) => i18n._(SECTION_LABELS[section])).join(', ');
  return (
    <div className={styles.meter}>
      <div className={styles.meterRow}>
        <strong>
          <Trans>Résumé {share} complete</Trans>
        </strong>
        <progress className={styles.progress} max={100} value={percent} aria-label={t`Résumé completeness`}>
          {share}
        </progress>
      </div>
      <p className={styles.hint}>
        {missing.length === 0 ? <Trans>Everything is filled in.</Trans> : <Trans>Missing: {sections}</Trans>}
      </p>
    </div>
  );
}
