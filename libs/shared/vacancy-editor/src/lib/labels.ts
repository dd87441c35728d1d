import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LOCALES,
  SCHEDULES,
  VACANCY_STATUSES,
  type ManagedVacancy,
} from '@jobs/contracts';

type Status = (typeof VACANCY_STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  draft: 'Draft',
  on_review: 'On review',
  published: 'Published',
  rejected: 'Rejected',
  archived: 'Archived',
};

export const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  none: 'No experience',
  '1-3': '1–3 years',
  '3-6': '3–6 years',
  '6+': 'More than 6 years',
};

export const EMPLOYMENT_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  full: 'Full time',
  part: 'Part time',
  project: 'Project',
  internship: 'Internship',
};

export const SCHEDULE_LABELS: Record<(typeof SCHEDULES)[number], string> = {
  office: 'Office',
  hybrid: 'Hybrid',
  remote: 'Remote',
  shift: 'Shifts',
};

export const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = {
  RUB: 'RUB (₽)',
  USD: 'USD ($)',
  EUR: 'EUR (€)',
};

export const LANGUAGE_LABELS: Record<(typeof LOCALES)[number], string> = {
  ru: 'Russian',
  en: 'English',
};

/** `{value, label}` pairs of a label map, in the contract's order. */
export const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const STATUS_OPTIONS = optionsOf(VACANCY_STATUSES, STATUS_LABELS);
export const EXPERIENCE_OPTIONS = optionsOf(EXPERIENCE_LEVELS, EXPERIENCE_LABELS);
export const EMPLOYMENT_OPTIONS = optionsOf(EMPLOYMENT_TYPES, EMPLOYMENT_LABELS);
export const SCHEDULE_OPTIONS = optionsOf(SCHEDULES, SCHEDULE_LABELS);
export const CURRENCY_OPTIONS = optionsOf(CURRENCIES, CURRENCY_LABELS);
export const LANGUAGE_OPTIONS = optionsOf(LOCALES, LANGUAGE_LABELS);

/** "100 000 – 150 000 RUB", "from 90 000 USD", "Salary not stated". */
export function formatSalary(vacancy: Pick<ManagedVacancy, 'salary_from' | 'salary_to' | 'currency'>): string {
  const format = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');
  const { salary_from: from, salary_to: to, currency } = vacancy;
  if (from != null && to != null) return `${format(from)} – ${format(to)} ${currency}`;
  if (from != null) return `from ${format(from)} ${currency}`;
  if (to != null) return `up to ${format(to)} ${currency}`;
  return 'Salary not stated';
}

/** A short date and time for tables ("12 Mar 2026, 14:05"). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
