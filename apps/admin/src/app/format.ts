import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A date and time for tables and notes, in the interface language ("Mar 12, 2026, 2:05 PM", «12 мар. 2026 г., 14:05»). */
export const formatDateTime = (i18n: I18n, iso: string | null): string =>
  iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** A calendar day of the API (`2026-01-30`, UTC) as a short day and month ("Jan 30", «30 янв.»). */
export const formatDay = (i18n: I18n, date: string): string =>
  i18n.date(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

type Salary = { salary_from: number | null; salary_to: number | null; currency: string };

/** A vacancy's salary in the interface language ("100,000 – 150,000 RUB" in English, «100 000 ₽ – 150 000 ₽»). */
export const formatSalary = (i18n: I18n, { salary_from: from, salary_to: to, currency }: Salary): string => {
  const money = (value: number) => i18n.number(value, { style: 'currency', currency, maximumFractionDigits: 0 });
  if (from != null && to != null) return `${money(from)} – ${money(to)}`;
  if (from != null) {
    const amount = money(from);
    return i18n._(msg`from ${amount}`);
  }
  if (to != null) {
    const amount = money(to);
    return i18n._(msg`up to ${amount}`);
  }
  return i18n._(msg`Salary not stated`);
};
