import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { qualityItems, type QualityItem } from './quality';
import type { VacancyFormValues } from './form-values';
import styles from './vacancy-editor.module.css';

export type QualityCheckProps = {
  values: VacancyFormValues;
};

/** The quality check before submitting: what is good already and what to improve, in words. */
export function QualityCheck({ values }: QualityCheckProps) {
  const { i18n } = useLingui();
  const items = qualityItems(values, i18n);
  const toImprove = items.filter((item) => !item.ok).length;
  return (
    <section aria-labelledby="quality-check-title" className={styles.quality}>
      <h2 id="quality-check-title" className={styles.sectionTitle}>
        <Trans>Quality check</Trans>
      </h2>
      <p className={styles.muted}>
        {toImprove === 0 ? (
          <Trans>Everything looks good: this vacancy is ready to submit.</Trans>
        ) : (
          <Plural
            value={toImprove}
            one="# thing to improve before submitting."
            other="# things to improve before submitting."
          />
        )}
      </p>
      <ul className={styles.qualityList}>
        {items.map((item) => (
          <QualityRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function QualityRow({ item }: { item: QualityItem }) {
  const { t } = useLingui();
  return (
    <li className={item.ok ? styles.qualityOk : styles.qualityTodo}>
      <span aria-hidden="true" className={styles.qualityMark}>
        {item.ok ? '✓' : '!'}
      </span>
      <span>
        <strong>{item.label}</strong>
        <span className={styles.visuallyHidden}>{item.ok ? t`: done` : t`: to improve`}</span>
        {!item.ok && <span className={styles.qualityAdvice}> — {item.advice}</span>}
      </span>
    </li>
  );
}
