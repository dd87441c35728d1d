import type { SalaryStats } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import styles from './salaries-page.module.css';

/** The quantiles in words: what a tenth, a quarter and half of the vacancies pay. */
export function SalaryFigures({ stats }: { stats: SalaryStats }) {
  const { t, i18n } = useLingui();
  const money = (value: number) => i18n.number(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const rows = [
    ['p10', t`10% of vacancies pay less than`],
    ['p25', t`A quarter pay less than`],
    ['p50', t`Median`],
    ['p75', t`A quarter pay more than`],
    ['p90', t`10% pay more than`],
  ] as const;
  return (
    <dl className={styles.figures}>
      {rows.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{money(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
