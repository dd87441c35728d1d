import { RUB_PER_CURRENCY, SALARY_STATS_MIN_N, type RiskCode } from '@jobs/contracts';
import type { Database, vacancies } from '@jobs/server-db';
import { createSalariesRepository } from '../salaries/salaries.repository';
import { createRiskRepository } from './risk.repository';
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

/**
 * Risk warnings (issue 27): a vacancy is judged whenever it is written (vacancy-admin calls
 * `assessVacancy` in the write's transaction) and keeps its codes (`risk_reasons`); a chat
 * message is judged as it is read (`messageRisk`).
 */
export const createRiskService = (repo = createRiskRepository()) => ({
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
    if (
      fingerprint !== null &&
      (await repo.otherCompaniesWithText(tx, fingerprint, row.companyId)) + 1 >= DUPLICATE_MIN_COMPANIES
    ) {
      codes.add('duplicate_text');
      await repo.markDuplicates(tx, fingerprint, row.id);
    }
    const reasons = riskOf(codes)?.reasons ?? [];
    await repo.save(tx, row.id, reasons, fingerprint);
    return reasons;
  },

  /** A chat message's risk (null: none); `early` when it is among the chat's first messages. */
  messageRisk: (text: string, context: Extract<RiskContext, { kind: 'message' }>) => riskOf(textRisks(text, context)),
});

export type RiskService = ReturnType<typeof createRiskService>;
