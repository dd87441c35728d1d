import { qualityItems, type QualityItem } from './quality';
import type { VacancyFormValues } from './form-values';
import styles from './vacancy-editor.module.css';

export type QualityCheckProps = {
  values: VacancyFormValues;
};

/** The quality check before submitting: what is good already and what to improve, in words. */
export function QualityCheck({ values }: QualityCheckProps) {
  const items = qualityItems(values);
  const toImprove = items.filter((item) => !item.ok);
  return (
    <section aria-labelledby="quality-check-title" className={styles.quality}>
      <h2 id="quality-check-title" className={styles.sectionTitle}>
        Quality check
      </h2>
      <p className={styles.muted}>
        {toImprove.length === 0
          ? 'Everything looks good: this vacancy is ready to submit.'
          : `${toImprove.length} ${toImprove.length === 1 ? 'thing' : 'things'} to improve before submitting.`}
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
  return (
    <li className={item.ok ? styles.qualityOk : styles.qualityTodo}>
      <span aria-hidden="true" className={styles.qualityMark}>
        {item.ok ? '✓' : '!'}
      </span>
      <span>
        <strong>{item.label}</strong>
        <span className={styles.visuallyHidden}>{item.ok ? ': done' : ': to improve'}</span>
        {!item.ok && <span className={styles.qualityAdvice}> — {item.advice}</span>}
      </span>
    </li>
  );
}
