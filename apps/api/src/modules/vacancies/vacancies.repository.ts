import type { Vacancy } from '@jobs/contracts';
import { categories, companies, vacancies, type Database } from '@jobs/server-db';
import { and, eq, inArray } from 'drizzle-orm';

export type VacancyRow = typeof vacancies.$inferSelect;
export type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'logoUrl'>;
export type CategoryRow = typeof categories.$inferSelect;

/** A vacancy with its company and category, as the contract names its fields. */
export const toVacancy = (v: VacancyRow, company: CompanyRow, category: CategoryRow | null): Vacancy => ({
  id: v.id,
  title: v.title,
  company: { id: company.id, name: company.name, logo: company.logoUrl },
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
  };
};
