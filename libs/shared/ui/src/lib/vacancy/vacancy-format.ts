import { i18n as sharedI18n } from '@jobs/i18n';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

// Structural types (the UI kit depends on no data library); the contracts' Vacancy fits them.
export type ExperienceLevel = 'none' | '1-3' | '3-6' | '6+';
export type EmploymentType = 'full' | 'part' | 'project' | 'internship';
export type ScheduleType = 'office' | 'hybrid' | 'remote' | 'shift';

/** What a vacancy card shows. */
export type VacancyCardData = {
  id: number;
  title: string;
  company: { name: string; logo: string | null; verified?: { method: 'email_domain' | 'editor'; at: string } | null };
  city: string;
  schedule: ScheduleType;
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  salary_gross: boolean;
  published_at: string | null;
  /** In a search with a point: the distance in km (to 0.1). */
  distance_km?: number;
  /** The address's nearest metro station, when it has one. */
  address?: { metro: ReadonlyArray<{ name: string; color: string }> } | null;
};

/** "Salary not specified" in the source language; shown through `SALARY_NOT_SPECIFIED_MESSAGE`. */
export const SALARY_NOT_SPECIFIED = 'Salary not specified';
export const SALARY_NOT_SPECIFIED_MESSAGE: MessageDescriptor = msg`Salary not specified`;

export const EXPERIENCE_MESSAGES: Record<ExperienceLevel, MessageDescriptor> = {
  none: msg`No experience`,
  '1-3': msg`1–3 years`,
  '3-6': msg`3–6 years`,
  '6+': msg`More than 6 years`,
};

export const EMPLOYMENT_MESSAGES: Record<EmploymentType, MessageDescriptor> = {
  full: msg`Full-time`,
  part: msg`Part-time`,
  project: msg`Project work`,
  internship: msg`Internship`,
};

export const SCHEDULE_MESSAGES: Record<ScheduleType, MessageDescriptor> = {
  office: msg`In the office`,
  hybrid: msg`Hybrid`,
  remote: msg`Remote`,
  shift: msg`Shift work`,
};

// Each formatter takes the Lingui instance to speak in (`useLingui().i18n` in a component); the
// shared instance, which the apps activate for the page's locale, by default.

export const experienceLabel = (value: ExperienceLevel, i18n: I18n = sharedI18n): string =>
  i18n._(EXPERIENCE_MESSAGES[value]);
export const employmentLabel = (value: EmploymentType, i18n: I18n = sharedI18n): string =>
  i18n._(EMPLOYMENT_MESSAGES[value]);
export const scheduleLabel = (value: ScheduleType, i18n: I18n = sharedI18n): string => i18n._(SCHEDULE_MESSAGES[value]);

export type SalaryFields = Pick<VacancyCardData, 'salary_from' | 'salary_to' | 'currency' | 'salary_gross'>;

/** The locale(s) Intl formats in for an instance: its `locales` when set, else its locale. */
const intlLocales = (i18n: I18n): string | string[] => i18n.locales ?? i18n.locale;

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and currency: building one costs far more than formatting with it, and
 * a list formats a salary per card.
 */
const moneyFormat = (locales: string | string[], currency: string): Intl.NumberFormat => {
  const key = `${String(locales)}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format;
};

/**
 * The salary as the vacancy states it, in the locale's number format with its currency:
 * "100 000–150 000 ₽" / "₽100,000 – ₽150,000", "от 100 000 ₽" / "from ₽100,000", "до …" / "up to …",
 * or "Зарплата не указана" / "Salary not specified".
 */
export const formatSalary = (
  { salary_from: from, salary_to: to, currency }: SalaryFields,
  i18n: I18n = sharedI18n,
): string => {
  const money = moneyFormat(intlLocales(i18n), currency);
  if (from !== null && to !== null) {
    return from === to ? money.format(from) : money.formatRange(Math.min(from, to), Math.max(from, to));
  }
  if (from !== null) {
    const amount = money.format(from);
    return i18n._(msg`from ${amount}`);
  }
  if (to !== null) {
    const amount = money.format(to);
    return i18n._(msg`up to ${amount}`);
  }
  return i18n._(SALARY_NOT_SPECIFIED_MESSAGE);
};

/** "before tax" / "after tax" for a stated salary. */
export const salaryTaxNote = (
  { salary_from, salary_to, salary_gross }: SalaryFields,
  i18n: I18n = sharedI18n,
): string | null => {
  if (salary_from === null && salary_to === null) return null;
  return salary_gross ? i18n._(msg`before tax`) : i18n._(msg`after tax`);
};

/** "12 March 2024" / "12 марта 2024 г." in the locale's long date. */
export const formatPublishedDate = (iso: string, i18n: I18n = sharedI18n): string =>
  i18n.date(iso, { day: 'numeric', month: 'long', year: 'numeric' });

const DAY_MS = 86_400_000;

/** "today", "yesterday", "3 days ago", or the date for anything older than a week. */
export const formatPostedAgo = (iso: string, now: Date = new Date(), i18n: I18n = sharedI18n): string => {
  const posted = new Date(iso);
  const startOfDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((startOfDay(now) - startOfDay(posted)) / DAY_MS);
  if (days <= 0) return i18n._(msg`today`);
  if (days === 1) return i18n._(msg`yesterday`);
  if (days < 7) return i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
  return formatPublishedDate(iso, i18n);
};

/** A count as people read it in the locale: 1 234 → "1,234" / "1 234". */
export const formatCount = (count: number, i18n: I18n = sharedI18n): string => i18n.number(count);
