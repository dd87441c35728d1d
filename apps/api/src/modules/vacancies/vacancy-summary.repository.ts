import type { VacancySummary } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';

/** The columns of a vacancy summary, with its company and category (aliases v, co, ca). */
export const summaryColumns = sql`v.id, v.title, v.city, v.country, v.salary_from, v.salary_to, v.currency,
  v.salary_gross, v.experience, v.employment, v.schedule, v.skills, v.published_at, v.language,
  co.id as company_id, co.name as company_name, co.logo_url as company_logo,
  ca.id as category_id, ca.slug as category_slug, ca.name_ru as category_name_ru, ca.name_en as category_name_en`;

export const summaryJoins = sql`join companies co on co.id = v.company_id left join categories ca on ca.id = v.category_id`;

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
  company_id: number;
  company_name: string;
  company_logo: string | null;
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

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const toSummary = (row: SummaryRow): VacancySummary => ({
  id: Number(row.id),
  title: row.title,
  company: { id: Number(row.company_id), name: row.company_name, logo: row.company_logo },
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
