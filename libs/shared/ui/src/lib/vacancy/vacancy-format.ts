// Structural types (the UI kit depends on no data library); the contracts' Vacancy fits them.
export type ExperienceLevel = 'none' | '1-3' | '3-6' | '6+';
export type EmploymentType = 'full' | 'part' | 'project' | 'internship';
export type ScheduleType = 'office' | 'hybrid' | 'remote' | 'shift';

/** What a vacancy card shows. */
export type VacancyCardData = {
  id: number;
  title: string;
  company: { name: string; logo: string | null };
  city: string;
  schedule: ScheduleType;
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  salary_gross: boolean;
  published_at: string | null;
};

export const SALARY_NOT_SPECIFIED = 'Salary not specified';

const EXPERIENCE_LABEL: Record<ExperienceLevel, string> = {
  none: 'No experience',
  '1-3': '1–3 years',
  '3-6': '3–6 years',
  '6+': 'More than 6 years',
};

const EMPLOYMENT_LABEL: Record<EmploymentType, string> = {
  full: 'Full-time',
  part: 'Part-time',
  project: 'Project work',
  internship: 'Internship',
};

const SCHEDULE_LABEL: Record<ScheduleType, string> = {
  office: 'In the office',
  hybrid: 'Hybrid',
  remote: 'Remote',
  shift: 'Shift work',
};

export const experienceLabel = (value: ExperienceLevel): string => EXPERIENCE_LABEL[value];
export const employmentLabel = (value: EmploymentType): string => EMPLOYMENT_LABEL[value];
export const scheduleLabel = (value: ScheduleType): string => SCHEDULE_LABEL[value];

export type SalaryFields = Pick<VacancyCardData, 'salary_from' | 'salary_to' | 'currency' | 'salary_gross'>;

/**
 * The salary as the vacancy states it, in the ru-RU number format with its currency:
 * "100 000–150 000 ₽", "from 100 000 ₽", "up to 150 000 ₽" or "Salary not specified".
 */
export const formatSalary = ({ salary_from: from, salary_to: to, currency }: SalaryFields): string => {
  const money = new Intl.NumberFormat('ru-RU', { style: 'currency', currency, maximumFractionDigits: 0 });
  if (from !== null && to !== null) {
    return from === to ? money.format(from) : money.formatRange(Math.min(from, to), Math.max(from, to));
  }
  if (from !== null) return `from ${money.format(from)}`;
  if (to !== null) return `up to ${money.format(to)}`;
  return SALARY_NOT_SPECIFIED;
};

/** "before tax" / "after tax" for a stated salary. */
export const salaryTaxNote = ({ salary_from, salary_to, salary_gross }: SalaryFields): string | null => {
  if (salary_from === null && salary_to === null) return null;
  return salary_gross ? 'before tax' : 'after tax';
};

export const formatPublishedDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const DAY_MS = 86_400_000;

/** "today", "yesterday", "3 days ago", or the date for anything older than a week. */
export const formatPostedAgo = (iso: string, now: Date = new Date()): string => {
  const posted = new Date(iso);
  const startOfDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((startOfDay(now) - startOfDay(posted)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatPublishedDate(iso);
};

/** A count as people read it: 1 234 → "1,234". */
export const formatCount = (count: number): string => count.toLocaleString('en-US');
