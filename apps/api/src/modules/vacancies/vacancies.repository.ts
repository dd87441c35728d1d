import type { Vacancy } from '@jobs/contracts';
import { categories, companies, vacancies, type Database } from '@jobs/server-db';
import { and, eq } from 'drizzle-orm';

export const createVacanciesRepository = (db: Database) => ({
  /** A published vacancy with its company and category. */
  findPublished: async (id: number): Promise<Vacancy | undefined> => {
    const [row] = await db
      .select({ vacancy: vacancies, company: companies, category: categories })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .leftJoin(categories, eq(categories.id, vacancies.categoryId))
      .where(and(eq(vacancies.id, id), eq(vacancies.status, 'published')))
      .limit(1);
    if (!row) return undefined;
    const { vacancy: v, company, category } = row;
    return {
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
    };
  },
});
