import { RUB_PER_CURRENCY, SALARY_RANGE_MAX_RATIO, salariesRoute, type SalariesQuery } from '@jobs/contracts';
import { useApiClient } from '@jobs/web-platform';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VacancyFormValues } from './form-values';
import styles from './vacancy-editor.module.css';

const amount = (value: string): number | null => {
  const trimmed = value.trim().replace(/\s+/g, '');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * The market next to the salary fields, as the salary is typed: p10–p90 and the median of the
 * category in the city (`GET /salaries`), and a warning when the range is wider than twice its
 * lower bound or lies outside p10–p90. Nothing before a category is chosen, nor under 10 vacancies.
 */
export function MarketRange({ values }: { values: VacancyFormValues }) {
  const { t, i18n } = useLingui();
  const apiClient = useApiClient();
  const categoryId = Number(values.category_id);
  const city = values.city.trim();
  const query: SalariesQuery = {
    category_id: categoryId,
    ...(city ? { city } : {}),
  };
  const market = useQuery({
    queryKey: ['salaries', query],
    queryFn: ({ signal }) => apiClient.call(salariesRoute, { query }, { signal }),
    enabled: Number.isInteger(categoryId) && categoryId > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const stats = market.data;
  if (!stats || !(categoryId > 0)) return null;
  const money = (value: number) => i18n.number(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const rate = RUB_PER_CURRENCY[values.currency];
  const from = amount(values.salary_from);
  const to = amount(values.salary_to);
  const warnings: string[] = [];
  if (from !== null && to !== null && from > 0 && to > SALARY_RANGE_MAX_RATIO * from) {
    warnings.push(t`The range is more than twice as wide as its lower bound: seekers trust a narrower one.`);
  }
  const low = from ?? to;
  const high = to ?? from;
  if (low !== null && low * rate < stats.p10) {
    warnings.push(t`Below the market: 9 of 10 similar vacancies pay more than ${money(low * rate)}.`);
  } else if (high !== null && high * rate > stats.p90) {
    warnings.push(t`Above the market: 9 of 10 similar vacancies pay less than ${money(high * rate)}.`);
  }
  const where = city || t`Russia`;
  return (
    <div className={styles.market} aria-live="polite">
      <p className={styles.marketLine}>
        {t`Market in ${where}: ${money(stats.p10)} – ${money(stats.p90)} a month, median ${money(stats.p50)}`} (
        {t({ message: plural(stats.n, { one: '# vacancy', other: '# vacancies' }) })}).
      </p>
      {warnings.map((warning) => (
        <p key={warning} className={styles.marketWarning}>
          {warning}
        </p>
      ))}
    </div>
  );
}
