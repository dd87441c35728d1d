import { RUB_PER_CURRENCY, SALARY_STATS_MIN_N, type RiskCode } from '@jobs/contracts';
import type { Database, vacancies } from '@jobs/server-db';
import { transact } from '../../lib/transact';
import { createSalariesRepository } from '../salaries/salaries.repository';
import { createRiskRepository } from './risk.repository';
import {
  DUPLICATE_MIN_COMPANIES,
  messageCodes,
  riskOf,
  salaryAboveMarket,
  textFingerprint,
  textRisks,
  type RiskContext,
} from './risk-rules';

type VacancyRow = typeof vacancies.$inferSelect;

/** What one run of the job "risk.rejudge" judged. */
export type RejudgeResult = { unjudged: number; marketTurned: number; messages: number };

/**
 * Rows one transaction of the job judges: a short hold on the embedded database's one connection,
 * which every request waits for while it lasts. 100 held it for 70–80 ms (2 × AMD EPYC): after a
 * start with a backlog, every search waited that long for the 5 s of the run (docs/benchmarks.md,
 * the search mix); 20 hold it for about 15 ms.
 */
export const REJUDGE_BATCH = 20;
/** Batches one run of the job takes at most (the next run goes on): 5,000 rows, as before. */
export const REJUDGE_MAX_BATCHES = 250;

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
 * message is judged as it is sent (chat's send statement keeps `messageRiskCodes`). The
 * recurring job "risk.rejudge" (`rejudge`) judges what was written without them and the vacancies
 * whose salary market has turned.
 */
export const createRiskService = (repo = createRiskRepository()) => {
  /** The codes a vacancy's text and salary trip, stored on it; one text at many companies marks them all. */
  const assessVacancy = async (tx: Database, row: VacancyRow): Promise<RiskCode[]> => {
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
  };

  return {
    assessVacancy,

    /** A chat message's risk (null: none); `early` when it is among the chat's first messages. */
    messageRisk: (text: string, context: Extract<RiskContext, { kind: 'message' }>) => riskOf(textRisks(text, context)),

    /**
     * One run of the job: vacancies never judged, then posted ones whose salary market turned, then
     * messages sent before their codes were kept; each batch in its own transaction (rows another
     * writer holds are skipped: it judges them itself, or the next run does).
     */
    rejudge: async (
      db: Database,
      { batch = REJUDGE_BATCH, maxBatches = REJUDGE_MAX_BATCHES } = {},
    ): Promise<RejudgeResult> => {
      const result: RejudgeResult = { unjudged: 0, marketTurned: 0, messages: 0 };
      const steps: Array<[keyof RejudgeResult, (tx: Database) => Promise<number>]> = [
        [
          'unjudged',
          async (tx) => {
            const rows = await repo.unjudgedVacancies(tx, batch);
            for (const row of rows) await assessVacancy(tx, row);
            return rows.length;
          },
        ],
        [
          'marketTurned',
          async (tx) => {
            const rows = await repo.marketTurnedVacancies(tx, batch);
            for (const row of rows) await assessVacancy(tx, row);
            return rows.length;
          },
        ],
        [
          'messages',
          async (tx) => {
            const rows = await repo.unjudgedMessages(tx, batch);
            await repo.saveMessageRisks(
              tx,
              rows.map((row) => ({ id: row.id, reasons: messageCodes(row.text, row.authorKind, row.early) })),
            );
            return rows.length;
          },
        ],
      ];
      let batches = 0;
      for (const [name, step] of steps) {
        while (batches < maxBatches) {
          const judged = await transact(db, step);
          batches++;
          result[name] += judged;
          if (judged < batch) break;
          // Let requests in between batches.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return result;
    },
  };
};

export type RiskService = ReturnType<typeof createRiskService>;
