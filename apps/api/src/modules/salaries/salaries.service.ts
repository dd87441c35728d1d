import {
  canonicalCity,
  SALARY_STATS_MIN_N,
  type SalariesQuery,
  type SalaryPosition,
  type SalaryStats,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { transact } from '../../lib/transact';
import { createSalariesRepository, type SalaryStatsRow } from './salaries.repository';
import { percentileOf } from './salary-position';

export { percentileOf };

/**
 * Past this many changed keys a refresh recomputes every key (and drops the figures of keys no
 * vacancy has any more) instead of the changed ones: after a bulk import, or the first run.
 */
export const FULL_REFRESH_ABOVE_KEYS = 500;

export const toPublicStats = (row: SalaryStatsRow | undefined): SalaryStats | null =>
  row && row.n >= SALARY_STATS_MIN_N
    ? {
        currency: 'RUB',
        n: row.n,
        p10: row.p10,
        p25: row.p25,
        p50: row.p50,
        p75: row.p75,
        p90: row.p90,
        histogram: row.histogram,
      }
    : null;

export const createSalariesService = (db: Database, log?: FastifyBaseLogger) => {
  const repo = createSalariesRepository(db);

  /** The stored statistics of the query's key (the city by its stored name). */
  const statsOf = async (query: SalariesQuery): Promise<SalaryStatsRow | undefined> =>
    repo.find({
      categoryId: query.category_id ?? 0,
      city: query.city ? canonicalCity(query.city) : '',
      experience: query.experience ?? '',
    });

  return {
    /** The salaries pages worth listing in the sitemap (enough vacancies), most vacancies first. */
    sitemapEntries: (limit: number) => repo.sitemapEntries(SALARY_STATS_MIN_N, limit),

    /** `GET /salaries`: null below SALARY_STATS_MIN_N vacancies. */
    get: async (query: SalariesQuery): Promise<SalaryStats | null> => toPublicStats(await statsOf(query)),

    /** A vacancy's salary against its category in its city (null without either, or too few to compare with). */
    positionOf: async (vacancy: {
      category: { id: number } | null;
      city: string;
      country: string;
      salaryRub: number | null;
    }): Promise<SalaryPosition | null> => {
      if (!vacancy.category || vacancy.salaryRub === null || vacancy.country !== 'RU') return null;
      const stats = await repo.find({ categoryId: vacancy.category.id, city: vacancy.city, experience: '' });
      if (!stats || stats.n < SALARY_STATS_MIN_N) return null;
      return { percentile: percentileOf(stats, vacancy.salaryRub), n: stats.n };
    },

    /**
     * The job's step: the salary changes written since the last run folded into the counts, then
     * the keys whose counts moved recomputed from their own counts (every key past
     * FULL_REFRESH_ABOVE_KEYS), in one transaction with taking the changes. Reads as many rows as
     * the changed keys have distinct salaries, never the vacancies.
     */
    refresh: async (): Promise<{ kind: 'none' | 'keys' | 'full'; keys: number }> => {
      const result = await transact(db, async (tx) => {
        await repo.lock(tx);
        const changed = await repo.applyDeltas(tx);
        if (changed.length === 0) return { kind: 'none' as const, keys: 0 };
        if (changed.length > FULL_REFRESH_ABOVE_KEYS) {
          const keys = await repo.refreshAll(tx);
          log?.info({ keys }, 'salary statistics recomputed');
          return { kind: 'full' as const, keys };
        }
        await repo.refreshKeys(tx, changed);
        return { kind: 'keys' as const, keys: changed.length };
      });
      // A full run folded many deltas: their dead rows go now, not when autovacuum gets to them.
      if (result.kind === 'full') await repo.vacuumDeltas();
      return result;
    },
  };
};

export type SalariesService = ReturnType<typeof createSalariesService>;
