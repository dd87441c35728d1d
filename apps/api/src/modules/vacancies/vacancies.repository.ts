import type { Risk, RiskCode, Vacancy, VacancyAddress } from '@jobs/contracts';
import { nearestMetro } from '@jobs/server-dataset';
import { categories, companies, vacancies, type Database } from '@jobs/server-db';
import { and, eq, inArray } from 'drizzle-orm';
import { verificationOf } from '../../lib/company-verification';

export type VacancyRow = typeof vacancies.$inferSelect;
export type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'logoUrl'> &
  Partial<Pick<typeof companies.$inferSelect, 'verifiedMethod' | 'verifiedAt'>>;

/** A vacancy's stored risk codes as the contract gives them (null: none). */
export const riskFromRow = (reasons: string[] | null | undefined): Risk | null =>
  reasons && reasons.length > 0 ? { reasons: reasons as RiskCode[] } : null;
export type CategoryRow = typeof categories.$inferSelect;

/** A vacancy's address with its nearest metro stations (from the shipped data), or null. */
export const addressOf = (text: string | null, lat: number | null, lon: number | null): VacancyAddress | null =>
  text === null || lat === null || lon === null
    ? null
    : {
        text,
        lat,
        lon,
        metro: nearestMetro(lat, lon).map(({ id, name, line, color, distance_m }) => ({
          id,
          name,
          line,
          color,
          distance_m,
        })),
      };

/** A vacancy with its company and category, as the contract names its fields. */
export const toVacancy = (v: VacancyRow, company: CompanyRow, category: CategoryRow | null): Vacancy => ({
  id: v.id,
  title: v.title,
  company: { id: company.id, name: company.name, logo: company.logoUrl, verified: verificationOf(company) },
  category: category
    ? { id: category.id, slug: category.slug, name_ru: category.nameRu, name_en: category.nameEn }
    : null,
  city: v.city,
  country: v.country,
  salary_from: v.salaryFrom,
  salary_to: v.salaryTo,
  currency: v.currency,
  salary_gross: v.salaryGross,
  experience: v.experience,
  employment: v.employment,
  schedule: v.schedule,
  description: v.description,
  requirements: v.requirements,
  conditions: v.conditions,
  skills: v.skills,
  status: v.status,
  published_at: v.publishedAt ? v.publishedAt.toISOString() : null,
  language: v.language,
  address: addressOf(v.addressText, v.lat, v.lon),
  reply_within_days: v.replyWithinDays,
  questions: v.questions ?? [],
  risk: riskFromRow(v.riskReasons),
});

export const createVacanciesRepository = (db: Database) => {
  /** Published vacancies by id, with company and category, in the order of `ids` (others left out). */
  const findPublishedMany = async (ids: number[]): Promise<Vacancy[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ vacancy: vacancies, company: companies, category: categories })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .leftJoin(categories, eq(categories.id, vacancies.categoryId))
      .where(and(inArray(vacancies.id, ids), eq(vacancies.status, 'published')));
    const byId = new Map(rows.map((row) => [row.vacancy.id, toVacancy(row.vacancy, row.company, row.category)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    findPublishedMany,
    /** A published vacancy with its company and category. */
    findPublished: async (id: number): Promise<Vacancy | undefined> => (await findPublishedMany([id]))[0],
    /** Whether the vacancy is held off search by reports until an editor decides (issue 27). */
    isHeldByReports: async (id: number): Promise<boolean> => {
      const [row] = await db
        .select({ held: vacancies.reportHold })
        .from(vacancies)
        .where(eq(vacancies.id, id))
        .limit(1);
      return row?.held === true;
    },
  };
};
