import type { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, POSTED_WITHIN_DAYS, SCHEDULES } from '@jobs/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
type Schedule = (typeof SCHEDULES)[number];
type PostedWithinDays = (typeof POSTED_WITHIN_DAYS)[number];

/** How the seeker's pages name a vacancy's experience, employment and schedule (filters, vacancy page, résumé). */
export const EXPERIENCE_LABELS: Record<ExperienceLevel, MessageDescriptor> = {
  none: msg`No experience`,
  '1-3': msg`1–3 years`,
  '3-6': msg`3–6 years`,
  '6+': msg`More than 6 years`,
};

export const EMPLOYMENT_LABELS: Record<EmploymentType, MessageDescriptor> = {
  full: msg`Full-time`,
  part: msg`Part-time`,
  project: msg`Project work`,
  internship: msg`Internship`,
};

export const SCHEDULE_LABELS: Record<Schedule, MessageDescriptor> = {
  office: msg`In the office`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
  shift: msg`Shift work`,
};

export const POSTED_LABELS: Record<PostedWithinDays, MessageDescriptor> = {
  1: msg`Last 24 hours`,
  3: msg`Last 3 days`,
  7: msg`Last week`,
  30: msg`Last month`,
};

export type SalaryFields = {
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  salary_gross: boolean;
};

const moneyFormat = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

/**
 * The salary as the vacancy states it, in the interface language's number format with its currency:
 * «250 000–350 000 ₽», «от 250 000 ₽», «до 350 000 ₽» / "₽250,000 – ₽350,000", "from ₽250,000",
 * or that it is not specified.
 */
export const formatSalary = (i18n: I18n, { salary_from: from, salary_to: to, currency }: SalaryFields): string => {
  const options = moneyFormat(currency);
  if (from !== null && to !== null) {
    if (from === to) return i18n.number(from, options);
    return new Intl.NumberFormat(i18n.locale, options).formatRange(Math.min(from, to), Math.max(from, to));
  }
  if (from !== null) {
    const amount = i18n.number(from, options);
    return i18n._(msg`from ${amount}`);
  }
  if (to !== null) {
    const amount = i18n.number(to, options);
    return i18n._(msg`up to ${amount}`);
  }
  return i18n._(msg`Salary not specified`);
};

/** "before tax" / "after tax" for a stated salary. */
export const salaryTaxNote = (i18n: I18n, { salary_from, salary_to, salary_gross }: SalaryFields): string | null => {
  if (salary_from === null && salary_to === null) return null;
  return salary_gross ? i18n._(msg`before tax`) : i18n._(msg`after tax`);
};

/** A day in the interface language: "May 1, 2024", «1 мая 2024 г.». */
export const formatDate = (i18n: I18n, iso: string): string => i18n.date(iso, { dateStyle: 'long' });

/** A text field as paragraphs: blank lines separate them, single line breaks stay inside one. */
export const toParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
