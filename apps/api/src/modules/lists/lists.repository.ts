import type { HiddenList, SavedSearch, SavedSearchAlert, VacancySummary } from '@jobs/contracts';
import {
  companies,
  favoriteVacancies,
  hiddenCompanies,
  hiddenVacancies,
  savedSearches,
  vacancies,
  type Database,
} from '@jobs/server-db';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SeekerLists } from '../vacancies/seeker-lists';
import { summaryColumns, summaryJoins, toSummary, type SummaryRow } from '../vacancies/vacancy-summary.repository';
import { resultRows } from '../../lib/sql-rows';

type SavedSearchRow = typeof savedSearches.$inferSelect;

export const toSavedSearchDto = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  alert: row.alert,
  new_count: row.newCount,
  created_at: row.createdAt.toISOString(),
});

/** Saved searches, favourites and hidden vacancies and companies of seekers. */
export const createListsRepository = (db: Database) => {
  const summaries = async (where: SQL, order: SQL): Promise<VacancySummary[]> =>
    resultRows<SummaryRow>(
      await db.execute(sql`select ${summaryColumns} from vacancies v ${summaryJoins} where ${where} order by ${order}`),
    ).map(toSummary);

  return {
    /** One round trip for what every vacancy list of a signed-in seeker needs. */
    seekerLists: async (seekerId: number): Promise<SeekerLists> => {
      const rows = resultRows<{ kind: 'h' | 'f'; id: number }>(
        await db.execute(sql`
          select 'h' as kind, vacancy_id as id from hidden_vacancies where seeker_id = ${seekerId}
          union all
          select 'h', v.id from hidden_companies hc
            join vacancies v on v.company_id = hc.company_id and v.status = 'published'
            where hc.seeker_id = ${seekerId}
          union all
          select 'f', vacancy_id from favorite_vacancies where seeker_id = ${seekerId}`),
      );
      const hidden = new Set<number>();
      const favorites = new Set<number>();
      for (const row of rows) (row.kind === 'h' ? hidden : favorites).add(Number(row.id));
      return { hidden, favorites };
    },

    isPublished: async (vacancyId: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'published')))
        .limit(1);
      return row !== undefined;
    },

    companyExists: async (companyId: number): Promise<boolean> => {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
      return row !== undefined;
    },

    // ——— Saved searches ———

    savedSearches: async (seekerId: number): Promise<SavedSearch[]> =>
      (
        await db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.seekerId, seekerId))
          .orderBy(desc(savedSearches.id))
      ).map(toSavedSearchDto),

    countSavedSearches: async (seekerId: number): Promise<number> => {
      const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.seekerId, seekerId));
      return Number(row?.n ?? 0);
    },

    createSavedSearch: async (
      seekerId: number,
      input: { name: string; query: string; alert: SavedSearchAlert },
    ): Promise<SavedSearch> => {
      const [row] = await db
        .insert(savedSearches)
        .values({ seekerId, name: input.name, query: input.query, alert: input.alert })
        .returning();
      return toSavedSearchDto(row as SavedSearchRow);
    },

    updateSavedSearch: async (
      seekerId: number,
      id: number,
      changes: { name?: string; alert?: SavedSearchAlert },
    ): Promise<SavedSearch | undefined> => {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          // A daily alert switched off or to instant forgets what it had not announced yet.
          ...(changes.alert !== undefined ? { alert: changes.alert, pendingCount: 0 } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.seekerId, seekerId)))
        .returning();
      return row ? toSavedSearchDto(row) : undefined;
    },

    deleteSavedSearch: async (seekerId: number, id: number): Promise<boolean> =>
      (
        await db
          .delete(savedSearches)
          .where(and(eq(savedSearches.id, id), eq(savedSearches.seekerId, seekerId)))
          .returning({ id: savedSearches.id })
      ).length > 0,

    markSeen: async (seekerId: number, id: number): Promise<boolean> =>
      (
        await db
          .update(savedSearches)
          .set({ newCount: 0, lastSeenAt: new Date() })
          .where(and(eq(savedSearches.id, id), eq(savedSearches.seekerId, seekerId)))
          .returning({ id: savedSearches.id })
      ).length > 0,

    // ——— Favourites ———

    favorites: async (seekerId: number): Promise<VacancySummary[]> =>
      (
        await summaries(
          sql`v.status = 'published' and v.id in (select vacancy_id from favorite_vacancies where seeker_id = ${seekerId})`,
          sql`(select f.created_at from favorite_vacancies f where f.seeker_id = ${seekerId} and f.vacancy_id = v.id) desc, v.id desc`,
        )
      ).map((item) => ({ ...item, is_favorite: true })),

    addFavorite: async (seekerId: number, vacancyId: number): Promise<void> => {
      await db.insert(favoriteVacancies).values({ seekerId, vacancyId }).onConflictDoNothing();
    },

    removeFavorite: async (seekerId: number, vacancyId: number): Promise<void> => {
      await db
        .delete(favoriteVacancies)
        .where(and(eq(favoriteVacancies.seekerId, seekerId), eq(favoriteVacancies.vacancyId, vacancyId)));
    },

    // ——— Hidden ———

    hidden: async (seekerId: number): Promise<HiddenList> => {
      const hiddenVacancyList = await summaries(
        sql`v.id in (select vacancy_id from hidden_vacancies where seeker_id = ${seekerId})`,
        sql`(select h.created_at from hidden_vacancies h where h.seeker_id = ${seekerId} and h.vacancy_id = v.id) desc, v.id desc`,
      );
      const companyRows = await db
        .select({ id: companies.id, name: companies.name, logo: companies.logoUrl })
        .from(hiddenCompanies)
        .innerJoin(companies, eq(companies.id, hiddenCompanies.companyId))
        .where(eq(hiddenCompanies.seekerId, seekerId))
        .orderBy(desc(hiddenCompanies.createdAt), desc(companies.id));
      return { vacancies: hiddenVacancyList, companies: companyRows };
    },

    hideVacancy: async (seekerId: number, vacancyId: number): Promise<void> => {
      await db.insert(hiddenVacancies).values({ seekerId, vacancyId }).onConflictDoNothing();
    },

    showVacancy: async (seekerId: number, vacancyId: number): Promise<void> => {
      await db
        .delete(hiddenVacancies)
        .where(and(eq(hiddenVacancies.seekerId, seekerId), eq(hiddenVacancies.vacancyId, vacancyId)));
    },

    hideCompany: async (seekerId: number, companyId: number): Promise<void> => {
      await db.insert(hiddenCompanies).values({ seekerId, companyId }).onConflictDoNothing();
    },

    showCompany: async (seekerId: number, companyId: number): Promise<void> => {
      await db
        .delete(hiddenCompanies)
        .where(and(eq(hiddenCompanies.seekerId, seekerId), eq(hiddenCompanies.companyId, companyId)));
    },
  };
};

export type ListsRepository = ReturnType<typeof createListsRepository>;
