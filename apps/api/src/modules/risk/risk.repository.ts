import { SALARY_STATS_MIN_N } from '@jobs/contracts';
import { vacancies, type Database } from '@jobs/server-db';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import { salaryRub } from '../salaries/salaries.repository';
import { codesLiteral, EARLY_MESSAGES, SALARY_ABOVE_MEDIAN_TIMES, SALARY_ABOVE_P90_TIMES } from './risk-rules';

/** Statuses in which a vacancy counts as posted (the duplicate rule). */
const POSTED = ['on_review', 'published'] as const;

// The risk rules' statements: the companies that posted a text, the codes kept on a vacancy and on
// a message, and what the recurring job "risk.rejudge" judges again.
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

  /** Keeps a vacancy's codes and its text's fingerprint, judged now. */
  save: async (tx: Database, id: number, reasons: string[], fingerprint: string | null): Promise<void> => {
    await tx
      .update(vacancies)
      .set({ riskReasons: reasons, textFingerprint: fingerprint, riskJudgedAt: sql`now()` })
      .where(eq(vacancies.id, id));
  },

  /** Vacancies the rules never judged (written before migration 0036, or the demo data), locked. */
  unjudgedVacancies: (tx: Database, limit: number) =>
    tx
      .select()
      .from(vacancies)
      .where(isNull(vacancies.riskJudgedAt))
      .orderBy(asc(vacancies.id))
      .limit(limit)
      .for('update', { skipLocked: true }),

  /**
   * Posted vacancies whose salary verdict the market has turned since they were judged: their
   * category-and-city figures were recomputed after that, and the salary rule (risk-rules.ts
   * salaryAboveMarket, here in SQL over the same figures) now says otherwise than their codes.
   * One with an edit waiting for review is judged by that edit's fields, so it waits for its review.
   */
  marketTurnedVacancies: async (tx: Database, limit: number) => {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`select v.id from vacancies v
          left join salary_stats s on s.category_id = v.category_id and s.city = v.city and s.experience = ''
          where v.status in ('on_review', 'published') and v.pending_changes is null
            and v.risk_judged_at is not null and s.refreshed_at > v.risk_judged_at
            and ('salary_above_market' = any(v.risk_reasons)) is distinct from coalesce(
              v.country = 'RU' and s.n >= ${SALARY_STATS_MIN_N} and s.p50 > 0
                and ${salaryRub('v')} >= s.p50 * ${SALARY_ABOVE_MEDIAN_TIMES}::numeric
                and ${salaryRub('v')} >= s.p90 * ${SALARY_ABOVE_P90_TIMES}::numeric, false)
          order by v.id limit ${limit}`,
    );
    if (rows.length === 0) return [];
    return tx
      .select()
      .from(vacancies)
      .where(
        inArray(
          vacancies.id,
          rows.map((row) => Number(row.id)),
        ),
      )
      .orderBy(asc(vacancies.id))
      .for('update', { skipLocked: true });
  },

  /** Messages sent before migration 0037 (no codes kept), locked; `before`: the chat's messages before each. */
  unjudgedMessages: async (tx: Database, limit: number) =>
    (
      await rowsOf<{ id: number; text: string; author_kind: string; before: number | string }>(
        tx,
        sql`select m.id, m.text, m.author_kind,
              (select count(*) from (select 1 from messages x where x.chat_id = m.chat_id and x.id < m.id
                limit ${EARLY_MESSAGES}) b) as before
            from messages m where m.risk_reasons is null order by m.id limit ${limit} for update of m skip locked`,
      )
    ).map((row) => ({
      id: Number(row.id),
      text: row.text,
      authorKind: row.author_kind,
      early: Number(row.before) < EARLY_MESSAGES,
    })),

  /** Keeps each message's codes (one statement per set of codes: most have none). */
  saveMessageRisks: async (tx: Database, judged: { id: number; reasons: string[] }[]): Promise<void> => {
    const byCodes = new Map<string, number[]>();
    for (const { id, reasons } of judged) {
      const key = codesLiteral(reasons);
      byCodes.set(key, [...(byCodes.get(key) ?? []), id]);
    }
    for (const [codes, ids] of byCodes) {
      await tx.execute(
        sql`update messages set risk_reasons = ${codes}::text[]
            where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    }
  },
});
