import { RUB_PER_CURRENCY, SALARY_STATS_MIN_N, type SalaryPosition, type VacancySummary } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import { percentileOf } from '../salaries/salary-position';
import { verificationOf } from '../../lib/company-verification';
import { addressOf } from './vacancies.repository';

/** The columns of a vacancy summary, with its company and category (aliases v, co, ca). */
export const summaryColumns = sql`v.id, v.title, v.city, v.country, v.salary_from, v.salary_to, v.currency,
  v.salary_gross, v.experience, v.employment, v.schedule, v.skills, v.published_at, v.language,
  v.address_text, v.lat, v.lon,
  ss.n as ss_n, ss.min as ss_min, ss.p10 as ss_p10, ss.p25 as ss_p25, ss.p50 as ss_p50, ss.p75 as ss_p75,
  ss.p90 as ss_p90, ss.max as ss_max,
  co.id as company_id, co.name as company_name, co.logo_url as company_logo,
  co.verified_method as company_verified_method, co.verified_at as company_verified_at,
  ca.id as category_id, ca.slug as category_slug, ca.name_ru as category_name_ru, ca.name_en as category_name_en`;

export const summaryJoins = sql`join companies co on co.id = v.company_id left join categories ca on ca.id = v.category_id
  left join salary_stats ss on ss.category_id = v.category_id and ss.city = v.city and ss.experience = ''`;

export type SummaryRow = {
  id: number;
  title: string;
  city: string;
  country: string;
  salary_from: number | null;
  salary_to: number | null;
  currency: VacancySummary['currency'];
  salary_gross: boolean;
  experience: VacancySummary['experience'];
  employment: VacancySummary['employment'];
  schedule: VacancySummary['schedule'];
  skills: string[] | string;
  published_at: Date | string | null;
  language: VacancySummary['language'];
  address_text: string | null;
  /** The salary statistics of the vacancy's category in its city (none: nulls). */
  ss_n: number | string | null;
  ss_min: number | string | null;
  ss_p10: number | string | null;
  ss_p25: number | string | null;
  ss_p50: number | string | null;
  ss_p75: number | string | null;
  ss_p90: number | string | null;
  ss_max: number | string | null;
  lat: number | string | null;
  lon: number | string | null;
  company_id: number;
  company_name: string;
  company_logo: string | null;
  company_verified_method: 'email_domain' | 'editor' | null;
  company_verified_at: Date | string | null;
  category_id: number | null;
  category_slug: string | null;
  category_name_ru: string | null;
  category_name_en: string | null;
};

/** A text[] as the pg driver (an array) or a raw literal (`{a,"b c"}`) gives it. */
const parseTextArray = (value: string[] | string): string[] => {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const items: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (let match = pattern.exec(inner); match; match = pattern.exec(inner)) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] as string));
  }
  return items;
};

/** Where the summary's salary sits among its category's in its city (as the vacancy page says). */
const salaryPositionOf = (row: SummaryRow): SalaryPosition | null => {
  const n = row.ss_n === null ? 0 : Number(row.ss_n);
  const from = row.salary_from ?? row.salary_to;
  const to = row.salary_to ?? row.salary_from;
  if (n < SALARY_STATS_MIN_N || from === null || to === null || row.country !== 'RU') return null;
  const salary = Math.round(((Number(from) + Number(to)) / 2) * RUB_PER_CURRENCY[row.currency]);
  const knots = {
    min: Number(row.ss_min),
    p10: Number(row.ss_p10),
    p25: Number(row.ss_p25),
    p50: Number(row.ss_p50),
    p75: Number(row.ss_p75),
    p90: Number(row.ss_p90),
    max: Number(row.ss_max),
  };
  return { percentile: percentileOf(knots, salary), n };
};

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const toSummary = (row: SummaryRow): VacancySummary => ({
  id: Number(row.id),
  title: row.title,
  company: {
    id: Number(row.company_id),
    name: row.company_name,
    logo: row.company_logo,
    verified: verificationOf({ verifiedMethod: row.company_verified_method, verifiedAt: row.company_verified_at }),
  },
  category:
    row.category_id === null
      ? null
      : {
          id: Number(row.category_id),
          slug: row.category_slug as string,
          name_ru: row.category_name_ru as string,
          name_en: row.category_name_en as string,
        },
  city: row.city,
  country: row.country,
  salary_from: row.salary_from === null ? null : Number(row.salary_from),
  salary_to: row.salary_to === null ? null : Number(row.salary_to),
  currency: row.currency,
  salary_gross: row.salary_gross,
  experience: row.experience,
  employment: row.employment,
  schedule: row.schedule,
  skills: parseTextArray(row.skills),
  published_at: toIso(row.published_at),
  language: row.language,
  salary_position: salaryPositionOf(row),
  address: addressOf(
    row.address_text,
    row.lat === null ? null : Number(row.lat),
    row.lon === null ? null : Number(row.lon),
  ),
});

/** Summaries of these vacancy ids, in this order. */
export const summariesOf = async (db: Database, ids: number[]): Promise<VacancySummary[]> => {
  if (ids.length === 0) return [];
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`select ${summaryColumns} from vacancies v ${summaryJoins}
        where v.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and v.status = 'published'`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
};
