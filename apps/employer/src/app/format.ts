import type { I18n } from '@lingui/core';

/** A date and time for tables and notes, in the interface language ("Mar 12, 2026, 2:05 PM", «12 мар. 2026 г., 14:05»). */
export const formatDateTime = (i18n: I18n, iso: string | null): string =>
  iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** A calendar day of the API (`2026-01-30`, UTC) as a short day and month ("Jan 30", «30 янв.»). */
export const formatDay = (i18n: I18n, date: string): string =>
  i18n.date(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
