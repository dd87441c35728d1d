import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LOCALES,
  SCHEDULES,
  VACANCY_STATUSES,
  type ManagedVacancy,
} from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Status = (typeof VACANCY_STATUSES)[number];

// Each label is a message of the shared catalog. In a component, read it with the provider's
// instance: `statusLabel(status, i18n)`, `labelOptions(EXPERIENCE_LEVELS, EXPERIENCE_MESSAGES, i18n)`.
// The `*_LABELS` maps and `*_OPTIONS` lists read the shared instance (the one the apps activate for
// the page's locale) each time a label is read, so they follow the interface language too.

export const STATUS_MESSAGES: Record<Status, MessageDescriptor> = {
  draft: msg`Draft`,
  on_review: msg`On review`,
  published: msg`Published`,
  rejected: msg`Rejected`,
  archived: msg`Archived`,
};

export const EXPERIENCE_MESSAGES: Record<(typeof EXPERIENCE_LEVELS)[number], MessageDescriptor> = {
  none: msg`No experience`,
  '1-3': msg`1–3 years`,
  '3-6': msg`3–6 years`,
  '6+': msg`More than 6 years`,
};

export const EMPLOYMENT_MESSAGES: Record<(typeof EMPLOYMENT_TYPES)[number], MessageDescriptor> = {
  full: msg`Full time`,
  part: msg`Part time`,
  project: msg`Project`,
  internship: msg`Internship`,
};

export const SCHEDULE_MESSAGES: Record<(typeof SCHEDULES)[number], MessageDescriptor> = {
  office: msg`Office`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
  shift: msg`Shifts`,
};

export const LANGUAGE_MESSAGES: Record<(typeof LOCALES)[number], MessageDescriptor> = {
  ru: msg`Russian`,
  en: msg`English`,
};

/** Currency codes read the same in both languages. */
export const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = {
  RUB: 'RUB (₽)',
  USD: 'USD ($)',
  EUR: 'EUR (€)',
};

/** A status's name in the interface language ("Draft", "Черновик"). */
export const statusLabel = (status: Status, i18n: I18n = sharedI18n): string => i18n._(STATUS_MESSAGES[status]);

/** `{value, label}` pairs of a message map, in the contract's order, in `i18n`'s language. */
export const labelOptions = <K extends string>(
  values: readonly K[],
  messages: Record<K, MessageDescriptor>,
  i18n: I18n = sharedI18n,
) => values.map((value) => ({ value, label: i18n._(messages[value]) }));

/** A label map whose labels are read (translated by the shared instance) at each access. */
const liveLabels = <K extends string>(messages: Record<K, MessageDescriptor>): Readonly<Record<K, string>> => {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => sharedI18n._(messages[key]) });
  }
  return labels;
};

export const STATUS_LABELS = liveLabels(STATUS_MESSAGES);
export const EXPERIENCE_LABELS = liveLabels(EXPERIENCE_MESSAGES);
export const EMPLOYMENT_LABELS = liveLabels(EMPLOYMENT_MESSAGES);
export const SCHEDULE_LABELS = liveLabels(SCHEDULE_MESSAGES);
export const LANGUAGE_LABELS = liveLabels(LANGUAGE_MESSAGES);

/** `{value, label}` pairs of a label map, in the contract's order (a label is read when shown). */
export const optionsOf = <K extends string>(values: readonly K[], labels: Readonly<Record<K, string>>) =>
  values.map((value) => ({
    value,
    get label(): string {
      return labels[value];
    },
  }));

export const STATUS_OPTIONS = optionsOf(VACANCY_STATUSES, STATUS_LABELS);
export const EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
export const EMPLOYMENT_OPTIONS = optionsOf(EMPLOYMENT_TYPES, EMPLOYMENT_LABELS);
export const SCHEDULE_OPTIONS = optionsOf(SCHEDULES, SCHEDULE_LABELS);
export const CURRENCY_OPTIONS = optionsOf(CURRENCIES, CURRENCY_LABELS);
export const LANGUAGE_OPTIONS = optionsOf(LOCALES, LANGUAGE_LABELS);

/** "100 000 – 150 000 RUB" / "100,000 – 150,000 RUB", "from 90 000 USD", "Salary not stated". */
export function formatSalary(
  vacancy: Pick<ManagedVacancy, 'salary_from' | 'salary_to' | 'currency'>,
  i18n: I18n = sharedI18n,
): string {
  const { salary_from: from, salary_to: to, currency } = vacancy;
  const format = (value: number) => `${i18n.number(value)} ${currency}`;
  if (from != null && to != null) return `${i18n.number(from)} – ${format(to)}`;
  if (from != null) {
    const amount = format(from);
    return i18n._(msg`from ${amount}`);
  }
  if (to != null) {
    const amount = format(to);
    return i18n._(msg`up to ${amount}`);
  }
  return i18n._(msg`Salary not stated`);
}

/** A short date and time for tables ("12 Mar 2026, 14:05" / "12 мар. 2026 г., 14:05"), in the locale. */
export function formatDateTime(iso: string | null, i18n: I18n = sharedI18n): string {
  if (!iso) return '—';
  return i18n.date(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
