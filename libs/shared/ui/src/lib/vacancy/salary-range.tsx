import { useLingui } from '@lingui/react/macro';
import { formatSalary, salaryTaxNote, type SalaryFields } from './vacancy-format';
import styles from './vacancy.module.css';

export type SalaryRangeProps = {
  salary: SalaryFields;
  /** Adds "before tax" / "after tax" after a stated salary. */
  withTaxNote?: boolean;
  className?: string;
};

/** The salary range in the vacancy's currency and the interface's number format, or "Salary not specified". */
export function SalaryRange({ salary, withTaxNote = false, className }: SalaryRangeProps) {
  const { i18n } = useLingui();
  const stated = salary.salary_from !== null || salary.salary_to !== null;
  const note = withTaxNote ? salaryTaxNote(salary, i18n) : null;
  return (
    <span className={[stated ? styles.salary : styles.salaryMissing, className ?? ''].filter(Boolean).join(' ')}>
      {formatSalary(salary, i18n)}
      {note && <span className={styles.taxNote}> {note}</span>}
    </span>
  );
}
