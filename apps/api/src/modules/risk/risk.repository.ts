import { vacancies, type Database } from '@jobs/server-db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';

/** Statuses in which a vacancy counts as posted (the duplicate rule). */
const POSTED = ['on_review', 'published'] as const;

// The risk rules' statements: the companies that posted a text, and the codes kept on a vacancy.
export const createRiskRepository = () => ({
  /** How many other companies have a posted vacancy with this text's fingerprint. */
  otherCompaniesWithText: async (tx: Database, fingerprint: string, companyId: number): Promise<number> => {
    const [row] = await rowsOf<{ n: number | string }>(
      tx,
      sql`select count(distinct ${vacancies.companyId}) as n from ${vacancies}
            where ${vacancies.textFingerprint} = ${fingerprint} and ${vacancies.companyId} <> ${companyId}
              and ${vacancies.status} in ('on_review', 'published')`,
    );
    return Number(row?.n ?? 0);
  },

  /** Marks the other posted vacancies with this text as duplicates (once each). */
  markDuplicates: async (tx: Database, fingerprint: string, exceptId: number): Promise<void> => {
    await tx
      .update(vacancies)
      .set({ riskReasons: sql`array_append(${vacancies.riskReasons}, 'duplicate_text')` })
      .where(
        and(
          eq(vacancies.textFingerprint, fingerprint),
          ne(vacancies.id, exceptId),
          inArray(vacancies.status, [...POSTED]),
          sql`not ('duplicate_text' = any(${vacancies.riskReasons}))`,
        ),
      );
  },

  /** Keeps a vacancy's codes and its text's fingerprint. */
  save: async (tx: Database, id: number, reasons: string[], fingerprint: string | null): Promise<void> => {
    await tx.update(vacancies).set({ riskReasons: reasons, textFingerprint: fingerprint }).where(eq(vacancies.id, id));
  },
});
