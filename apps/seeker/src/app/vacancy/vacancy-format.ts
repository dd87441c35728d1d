import type { Vacancy } from '@jobs/contracts';

export const SALARY_NOT_SPECIFIED = 'Salary not specified';

const EXPERIENCE_LABEL: Record<Vacancy['experience'], string> = {
  none: 'No experience',
  '1-3': '1–3 years',
  '3-6': '3–6 years',
  '6+': 'More than 6 years',
};

const EMPLOYMENT_LABEL: Record<Vacancy['employment'], string> = {
  full: 'Full-time',
  part: 'Part-time',
  project: 'Project work',
  internship: 'Internship',
};

const SCHEDULE_LABEL: Record<Vacancy['schedule'], string> = {
  office: 'In the office',
  hybrid: 'Hybrid',
  remote: 'Remote',
  shift: 'Shift work',
};

export const experienceLabel = (value: Vacancy['experience']): string => EXPERIENCE_LABEL[value];
export const employmentLabel = (value: Vacancy['employment']): string => EMPLOYMENT_LABEL[value];
export const scheduleLabel = (value: Vacancy['schedule']): string => SCHEDULE_LABEL[value];

type SalaryFields = Pick<Vacancy, 'salary_from' | 'salary_to' | 'currency' | 'salary_gross'>;

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

/** A text field as paragraphs: blank lines separate them, single line breaks stay inside one. */
export const toParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
