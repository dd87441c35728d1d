import { recommendationFeedback, seekerProfiles, vacancies, type Database } from '@jobs/server-db';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { createVacanciesRepository } from '../vacancies/vacancies.repository';
import type { Candidate, SeekerTaste } from './recommendation-scoring';
import { resultRows } from '../../lib/sql-rows';

/** At most this many vacancies are scored per request (the SQL pre-filter picks them). */
export const TEXT_POOL = 300;
export const CITY_POOL = 60;
export const FRESH_POOL = 60;
const TASTE_DISMISSALS = 200;
/** Words of the desired position used as search terms (at most). */
const POSITION_WORDS = 8;

type CandidateRow = {
  id: number;
  title: string;
  company_id: number;
  category_id: number | null;
  city: string;
  schedule: Candidate['schedule'];
  experience: Candidate['experience'];
  salary_from: number | null;
  salary_to: number | null;
  currency: Candidate['currency'];
  skills: string[] | string;
  published_ms: number | string | null;
  similarity: number | string;
};

// PostgreSQL text[] arrives parsed from pg, and as its literal from some drivers: accept both.
const parseArray = (value: string[] | string): string[] => {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return (inner.match(/"((?:[^"\\]|\\.)*)"|[^,]+/g) ?? []).map((item) =>
    item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item,
  );
};

const toCandidate = (row: CandidateRow): Candidate => ({
  id: Number(row.id),
  title: row.title,
  companyId: Number(row.company_id),
  categoryId: row.category_id === null ? null : Number(row.category_id),
  city: row.city,
  schedule: row.schedule,
  experience: row.experience,
  salaryFrom: row.salary_from === null ? null : Number(row.salary_from),
  salaryTo: row.salary_to === null ? null : Number(row.salary_to),
  currency: row.currency,
  skills: parseArray(row.skills),
  publishedMs: row.published_ms === null ? null : Number(row.published_ms),
  positionSimilarity: Number(row.similarity),
});

/** Search terms: each skill, and the desired position's words (letters and digits, 2+ characters). */
export const searchTerms = (taste: Pick<SeekerTaste, 'skills' | 'desiredPosition'>): string[] => {
  const words = taste.desiredPosition.match(/[\p{L}\p{N}+#]{2,}/gu) ?? [];
  return [...new Set([...taste.skills, ...words.slice(0, POSITION_WORDS)].map((term) => term.trim()))].filter(
    (term) => term !== '',
  );
};

export const createRecommendationsRepository = (db: Database) => {
  // The title's similarity is computed for the pool only, after its LIMIT (not for every match).
  const pool = async (seekerId: number, position: string, where: SQL, order: SQL, limit: number) =>
    resultRows<CandidateRow>(
      await db.execute(sql`select c.*,
          ${position === '' ? sql`0::float8` : sql`similarity(lower(c.title), lower(${position}::text))::float8`} as similarity
        from (
          select v.id, v.title, v.company_id, v.category_id, v.city, v.schedule, v.experience, v.salary_from,
            v.salary_to, v.currency, v.skills, floor(extract(epoch from v.published_at) * 1000)::float8 as published_ms
          from vacancies v
          where v.status = 'published' and ${where}
            and not exists (select 1 from recommendation_feedback f where f.seeker_id = ${seekerId} and f.vacancy_id = v.id)
            and not exists (select 1 from hidden_vacancies h where h.seeker_id = ${seekerId} and h.vacancy_id = v.id)
            and not exists (select 1 from hidden_companies hc where hc.seeker_id = ${seekerId} and hc.company_id = v.company_id)
          order by ${order}
          limit ${limit}
        ) c`),
    ).map(toCandidate);

  return {
    /** The résumé's ranking inputs and the dismissals' lessons, with empty values before the first save. */
    taste: async (seekerId: number): Promise<{ taste: SeekerTaste; dismissed: number }> => {
      const [profile] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, seekerId)).limit(1);
      const recent = await db
        .select({ companyId: vacancies.companyId, categoryId: vacancies.categoryId })
        .from(recommendationFeedback)
        .innerJoin(vacancies, eq(vacancies.id, recommendationFeedback.vacancyId))
        .where(eq(recommendationFeedback.seekerId, seekerId))
        .orderBy(desc(recommendationFeedback.createdAt))
        .limit(TASTE_DISMISSALS);
      const [total] = await db
        .select({ n: count() })
        .from(recommendationFeedback)
        .where(eq(recommendationFeedback.seekerId, seekerId));
      const dismissedCompanies = new Map<number, number>();
      const dismissedCategories = new Map<number, number>();
      for (const { companyId, categoryId } of recent) {
        dismissedCompanies.set(companyId, (dismissedCompanies.get(companyId) ?? 0) + 1);
        if (categoryId !== null) dismissedCategories.set(categoryId, (dismissedCategories.get(categoryId) ?? 0) + 1);
      }
      return {
        taste: {
          skills: profile?.skills ?? [],
          desiredPosition: profile?.desiredPosition ?? '',
          city: profile?.city ?? '',
          salaryExpectation: profile?.salaryExpectation ?? null,
          currency: profile?.currency ?? 'RUB',
          schedule: profile?.schedule ?? null,
          experience: profile?.experience ?? null,
          dismissedCompanies,
          dismissedCategories,
        },
        dismissed: Number(total?.n ?? 0),
      };
    },

    /**
     * The vacancies worth scoring, bounded: the best full-text matches of the skills and the
     * desired position (GIN index), the newest in the seeker's city, or the newest of all when
     * the résumé gives nothing to search by. Dismissed vacancies never come back.
     */
    candidates: async (seekerId: number, taste: SeekerTaste): Promise<Candidate[]> => {
      const position = taste.desiredPosition.trim();
      const terms = searchTerms(taste);
      const found = new Map<number, Candidate>();
      const add = (list: Candidate[]) => list.forEach((candidate) => found.set(candidate.id, candidate));
      if (terms.length > 0) {
        const query = sql.join(
          terms.map((term) => sql`plainto_tsquery('russian', ${term}::text)`),
          sql` || `,
        );
        add(
          await pool(
            seekerId,
            position,
            sql`v.search_vector @@ (${query})`,
            // Newest first, not by text rank: ranking every match costs as much as there are matches
            // (common skills match most vacancies); newest-first stops early on the published index.
            // The scoring below ranks the pool by skills, position, city, salary and the rest.
            sql`v.published_at desc nulls last, v.id desc`,
            TEXT_POOL,
          ),
        );
      }
      const city = taste.city.trim();
      if (city !== '') {
        add(
          await pool(
            seekerId,
            position,
            sql`v.city = ${city}`,
            sql`v.published_at desc nulls last, v.id desc`,
            CITY_POOL,
          ),
        );
      }
      if (terms.length === 0 && city === '') {
        add(await pool(seekerId, position, sql`true`, sql`v.published_at desc nulls last, v.id desc`, FRESH_POOL));
      }
      return [...found.values()];
    },

    /** Published vacancies by id, with company and category, in the given order. */
    vacancies: createVacanciesRepository(db).findPublishedMany,

    isPublished: async (vacancyId: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'published')))
        .limit(1);
      return row !== undefined;
    },

    dismiss: async (seekerId: number, vacancyId: number): Promise<void> => {
      await db.insert(recommendationFeedback).values({ seekerId, vacancyId }).onConflictDoNothing();
    },

    undoDismiss: async (seekerId: number, vacancyId: number): Promise<void> => {
      await db
        .delete(recommendationFeedback)
        .where(and(eq(recommendationFeedback.seekerId, seekerId), eq(recommendationFeedback.vacancyId, vacancyId)));
    },
  };
};

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
