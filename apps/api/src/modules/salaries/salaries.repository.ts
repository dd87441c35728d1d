import type { SalaryHistogramBin } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import { rubRate } from '../../lib/rub-rate';
import { rowsOf } from '../../lib/sql-rows';

/** A key of the statistics: category 0 is every category, city '' all of Russia, experience '' any. */
export type SalaryKey = { categoryId: number; city: string; experience: string };

export type SalaryStatsRow = SalaryKey & {
  n: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  min: number;
  max: number;
  histogram: SalaryHistogramBin[];
};

/**
 * The histogram's bars (roubles a month): one scale for every category and city, so two charts
 * compare at a glance; the last bar is open-ended (up to the highest salary).
 */
export const HISTOGRAM_EDGES = [
  0, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 120_000, 140_000, 160_000, 180_000,
  200_000, 250_000, 300_000, 400_000, 500_000, 700_000, 1_000_000,
] as const;

/** A vacancy's monthly salary in roubles: the middle of its range, or the one bound it states. */
export const salaryRub = (alias: string): SQL => {
  const v = sql.raw(alias);
  return sql`round(((coalesce(${v}.salary_from, ${v}.salary_to) + coalesce(${v}.salary_to, ${v}.salary_from))::numeric / 2) * ${rubRate(sql`${v}.currency`)})`;
};

/** The vacancies the statistics count: published, in Russia, with a salary. */
const counted = (alias: string): SQL => {
  const v = sql.raw(alias);
  return sql`${v}.status = 'published' and ${v}.country = 'RU' and coalesce(${v}.salary_from, ${v}.salary_to) is not null`;
};

type StatsSqlRow = {
  category_id: number | string;
  city: string;
  experience: string;
  n: number | string;
  p10: number | string;
  p25: number | string;
  p50: number | string;
  p75: number | string;
  p90: number | string;
  min: number | string;
  max: number | string;
} & Record<`b${number}`, number | string>;

const binColumns = HISTOGRAM_EDGES.map((from, i) => {
  const to = HISTOGRAM_EDGES[i + 1];
  const name = sql.raw(`b${i}`);
  return to === undefined
    ? sql`count(*) filter (where rub >= ${sql.raw(String(from))})::int as ${name}`
    : sql`count(*) filter (where rub >= ${sql.raw(String(from))} and rub < ${sql.raw(String(to))})::int as ${name}`;
});

const toStats = (row: StatsSqlRow, key?: SalaryKey): SalaryStatsRow => {
  const max = Number(row.max);
  const bins = HISTOGRAM_EDGES.map((from, i) => ({
    from,
    to: HISTOGRAM_EDGES[i + 1] ?? Math.max(max, from),
    count: Number(row[`b${i}`]),
  }));
  // Only the bars between the first and the last that hold a vacancy.
  const first = bins.findIndex((bin) => bin.count > 0);
  const last = bins.length - 1 - [...bins].reverse().findIndex((bin) => bin.count > 0);
  return {
    categoryId: key ? key.categoryId : Number(row.category_id),
    city: key ? key.city : row.city,
    experience: key ? key.experience : row.experience,
    n: Number(row.n),
    p10: Math.round(Number(row.p10)),
    p25: Math.round(Number(row.p25)),
    p50: Math.round(Number(row.p50)),
    p75: Math.round(Number(row.p75)),
    p90: Math.round(Number(row.p90)),
    min: Math.round(Number(row.min)),
    max: Math.round(max),
    histogram: first < 0 ? [] : bins.slice(first, last + 1),
  };
};

/**
 * The statistics of the counted vacancies matching `where`, per grouping set: quantiles as
 * PostgreSQL's percentile_cont (linear between the two nearest), the histogram's counts.
 */
const statsQuery = (where: SQL, groupingSets?: SQL): SQL => {
  // Per grouping set, each roll-up's key says "all" with 0 or ''; one key alone: no grouping.
  const key = groupingSets
    ? sql`case when grouping(cat) = 1 then 0 else cat end as category_id,
      case when grouping(city) = 1 then '' else city end as city,
      case when grouping(experience) = 1 then '' else experience end as experience,`
    : sql`0 as category_id, '' as city, '' as experience,`;
  const grouping = groupingSets ? sql`group by ${groupingSets} having grouping(cat) = 1 or cat <> -1` : sql``;
  return sql`
  select category_id, city, experience, n, q[1] as p10, q[2] as p25, q[3] as p50, q[4] as p75, q[5] as p90,
    min, max, ${sql.raw(HISTOGRAM_EDGES.map((_, i) => `b${i}`).join(', '))}
  from (
    select ${key}
      count(*)::int as n,
      percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]::float8[]) within group (order by rub) as q,
      min(rub) as min, max(rub) as max,
      ${sql.join(binColumns, sql`, `)}
    from (
      select coalesce(v.category_id, -1) as cat, v.city, v.experience, ${salaryRub('v')} as rub
      from vacancies v where ${counted('v')} and ${where}
    ) s
    ${grouping}
  ) g`;
};

const ALL_GROUPING_SETS = sql`grouping sets ((cat, city, experience), (cat, city), (cat, experience), (cat),
  (city, experience), (city), (experience), ())`;

const INSERT_BATCH = 500;

export const createSalariesRepository = (db: Database) => {
  const insertStats = async (tx: Database, rows: SalaryStatsRow[]): Promise<void> => {
    for (let from = 0; from < rows.length; from += INSERT_BATCH) {
      const batch = rows.slice(from, from + INSERT_BATCH);
      await tx.execute(sql`insert into salary_stats
          (category_id, city, experience, n, p10, p25, p50, p75, p90, min, max, histogram)
        values ${sql.join(
          batch.map(
            (r) =>
              sql`(${r.categoryId}, ${r.city}, ${r.experience}, ${r.n}, ${r.p10}, ${r.p25}, ${r.p50}, ${r.p75}, ${r.p90},
                ${r.min}, ${r.max}, ${JSON.stringify(r.histogram)}::jsonb)`,
          ),
          sql`, `,
        )}
        on conflict (category_id, city, experience) do update set n = excluded.n, p10 = excluded.p10,
          p25 = excluded.p25, p50 = excluded.p50, p75 = excluded.p75, p90 = excluded.p90, min = excluded.min,
          max = excluded.max, histogram = excluded.histogram, refreshed_at = now()`);
    }
  };

  return {
    /** The stored statistics of one key (any n), or undefined. */
    find: async (key: SalaryKey): Promise<SalaryStatsRow | undefined> => {
      const [row] = await rowsOf<
        Omit<SalaryStatsRow, keyof SalaryKey | 'histogram'> & { histogram: SalaryHistogramBin[] | string }
      >(
        db,
        sql`select n, p10, p25, p50, p75, p90, min, max, histogram from salary_stats
            where category_id = ${key.categoryId} and city = ${key.city} and experience = ${key.experience}`,
      );
      if (!row) return undefined;
      const histogram =
        typeof row.histogram === 'string' ? (JSON.parse(row.histogram) as SalaryHistogramBin[]) : row.histogram;
      return { ...key, ...row, histogram };
    },

    /** The category × city pages (all experience) with enough vacancies to show, for the sitemap. */
    sitemapEntries: async (
      minN: number,
      limit: number,
    ): Promise<Array<{ slug: string; city: string; refreshedAt: string }>> =>
      (
        await rowsOf<{ slug: string; city: string; refreshed_at: Date | string }>(
          db,
          sql`select c.slug, s.city, s.refreshed_at from salary_stats s join categories c on c.id = s.category_id
              where s.experience = '' and s.n >= ${minN} and not c.hidden
              order by s.n desc, c.slug, s.city limit ${limit}`,
        )
      ).map((row) => ({
        slug: row.slug,
        city: row.city,
        refreshedAt: (row.refreshed_at instanceof Date ? row.refreshed_at : new Date(row.refreshed_at)).toISOString(),
      })),

    /** The keys changed since the last refresh, taken (in `tx`: they come back if it rolls back). */
    takeDirty: async (tx: Database): Promise<SalaryKey[]> =>
      (
        await rowsOf<{ category_id: number; city: string; experience: string }>(
          tx,
          sql`delete from salary_stats_dirty returning category_id, city, experience`,
        )
      ).map((row) => ({ categoryId: Number(row.category_id), city: row.city, experience: row.experience })),

    /** Every key recomputed from the vacancies (one statement), the table replaced. */
    refreshAll: async (tx: Database): Promise<number> => {
      const rows = (await rowsOf<StatsSqlRow>(tx, statsQuery(sql`true`, ALL_GROUPING_SETS))).map((row) => toStats(row));
      await tx.execute(sql`delete from salary_stats`);
      await insertStats(tx, rows);
      return rows.length;
    },

    /** These keys recomputed (a key with no vacancy left is deleted). */
    refreshKeys: async (tx: Database, keys: SalaryKey[]): Promise<void> => {
      const fresh: SalaryStatsRow[] = [];
      for (const key of keys) {
        const where = sql.join(
          [
            key.categoryId === 0 ? sql`true` : sql`v.category_id = ${key.categoryId}`,
            key.city === '' ? sql`true` : sql`v.city = ${key.city}`,
            key.experience === '' ? sql`true` : sql`v.experience = ${key.experience}`,
          ],
          sql` and `,
        );
        const [total] = await rowsOf<StatsSqlRow>(tx, statsQuery(where));
        if (total && Number(total.n) > 0) fresh.push(toStats(total, key));
        else
          await tx.execute(
            sql`delete from salary_stats where category_id = ${key.categoryId} and city = ${key.city} and experience = ${key.experience}`,
          );
      }
      await insertStats(tx, fresh);
    },
  };
};

export type SalariesRepository = ReturnType<typeof createSalariesRepository>;
