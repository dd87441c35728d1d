import { RUB_PER_CURRENCY, SALARY_STATS_MIN_N, type RiskCode } from '@jobs/contracts';
import { vacancies, type Database } from '@jobs/server-db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import { createSalariesRepository } from '../salaries/salaries.repository';
import {
  DUPLICATE_MIN_COMPANIES,
  riskOf,
  salaryAboveMarket,
  textFingerprint,
  textRisks,
  type RiskContext,
} from './risk-rules';

type VacancyRow = typeof vacancies.$inferSelect;

/** The fields a vacancy is judged by: its live ones, or those of an edit waiting for review. */
const judgedFields = (row: VacancyRow) => {
  const pending = (row.pendingChanges ?? {}) as Partial<Record<string, unknown>>;
  const pick = <T>(key: string, live: T): T => (key in pending ? (pending[key] as T) : live);
  return {
    title: pick('title', row.title),
    description: pick('description', row.description),
    requirements: pick('requirements', row.requirements),
    conditions: pick('conditions', row.conditions),
    categoryId: pick<number | null>('category_id', row.categoryId),
    city: pick('city', row.city),
    country: pick('country', row.country),
    salaryFrom: pick<number | null>('salary_from', row.salaryFrom),
    salaryTo: pick<number | null>('salary_to', row.salaryTo),
    currency: pick('currency', row.currency),
  };
};

/** Statuses in which a vacancy counts as posted (the duplicate rule). */
const POSTED = ['on_review', 'published'] as const;

/**
 * Risk warnings (issue 27): a vacancy is judged whenever it is written (vacancy-admin calls
 * `assessVacancy` in the write's transaction) and keeps its codes (`risk_reasons`); a chat
 * message is judged as it is read (`messageRisk`).
 */
export const createRiskService = () => ({
  /** The codes a vacancy's text and salary trip, stored on it; one text at many companies marks them all. */
  assessVacancy: async (tx: Database, row: VacancyRow): Promise<RiskCode[]> => {
    const fields = judgedFields(row);
    const codes = new Set<RiskCode>(
      textRisks([fields.title, fields.description, fields.requirements, fields.conditions].join('\n'), {
        kind: 'vacancy',
      }),
    );
    const from = fields.salaryFrom ?? fields.salaryTo;
    const to = fields.salaryTo ?? fields.salaryFrom;
    if (fields.categoryId !== null && from !== null && to !== null && fields.country === 'RU') {
      const stats = await createSalariesRepository(tx).find({
        categoryId: fields.categoryId,
        city: fields.city,
        experience: '',
      });
      const salaryRub = Math.round(((from + to) / 2) * RUB_PER_CURRENCY[fields.currency]);
      if (stats && stats.n >= SALARY_STATS_MIN_N && salaryAboveMarket(salaryRub, stats))
        codes.add('salary_above_market');
    }
    const fingerprint = textFingerprint([fields.description, fields.requirements, fields.conditions].join('\n'));
    if (fingerprint !== null) {
      const [others] = await rowsOf<{ n: number | string }>(
        tx,
        sql`select count(distinct ${vacancies.companyId}) as n from ${vacancies}
              where ${vacancies.textFingerprint} = ${fingerprint} and ${vacancies.companyId} <> ${row.companyId}
                and ${vacancies.status} in ('on_review', 'published')`,
      );
      if (Number(others?.n ?? 0) + 1 >= DUPLICATE_MIN_COMPANIES) {
        codes.add('duplicate_text');
        await tx
          .update(vacancies)
          .set({ riskReasons: sql`array_append(${vacancies.riskReasons}, 'duplicate_text')` })
          .where(
            and(
              eq(vacancies.textFingerprint, fingerprint),
              ne(vacancies.id, row.id),
              inArray(vacancies.status, [...POSTED]),
              sql`not ('duplicate_text' = any(${vacancies.riskReasons}))`,
            ),
          );
      }
    }
    const reasons = riskOf(codes)?.reasons ?? [];
    await tx
      .update(vacancies)
      .set({ riskReasons: reasons, textFingerprint: fingerprint })
      .where(eq(vacancies.id, row.id));
    return reasons;
  },

  /** A chat message's risk (null: none); `early` when it is among the chat's first messages. */
  messageRisk: (text: string, context: Extract<RiskContext, { kind: 'message' }>) => riskOf(textRisks(text, context)),
});

export type RiskService = ReturnType<typeof createRiskService>;
