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

/** How many vacancies of a key pay each salary: [roubles, count], by roubles ascending. */
export type SalaryCounts = ReadonlyArray<readonly [number, number]>;

/**
 * A key's statistics from its salary counts, as PostgreSQL's percentile_cont would give them over
 * the salaries one by one (linear between the two nearest), or undefined when it has none.
 */
export const statsFromCounts = (key: SalaryKey, counts: SalaryCounts): SalaryStatsRow | undefined => {
  const cumulative: number[] = [];
  let n = 0;
  for (const [, count] of counts) cumulative.push((n += count));
  if (n === 0) return undefined;
  /** The salary at 0-based position `k` of the sorted salaries: the first whose running count passes k. */
  const at = (k: number): number => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > k) hi = mid;
      else lo = mid + 1;
    }
    return (counts[lo] as readonly [number, number])[0];
  };
  const quantile = (p: number): number => {
    const position = p * (n - 1);
    const below = Math.floor(position);
    const first = at(below);
    return Math.round(first + (at(Math.ceil(position)) - first) * (position - below));
  };
  const min = (counts[0] as readonly [number, number])[0];
  const max = (counts[counts.length - 1] as readonly [number, number])[0];
  const bins = HISTOGRAM_EDGES.map((from, i) => ({
    from,
    to: HISTOGRAM_EDGES[i + 1] ?? Math.max(max, from),
    count: 0,
  }));
  let bin = 0;
  for (const [rub, count] of counts) {
    while (bin + 1 < HISTOGRAM_EDGES.length && rub >= (HISTOGRAM_EDGES[bin + 1] as number)) bin++;
    (bins[bin] as SalaryHistogramBin).count += count;
  }
  // Only the bars between the first and the last that hold a vacancy.
  const first = bins.findIndex((each) => each.count > 0);
  const last = bins.length - 1 - [...bins].reverse().findIndex((each) => each.count > 0);
  return {
    ...key,
    n,
    p10: quantile(0.1),
    p25: quantile(0.25),
    p50: quantile(0.5),
    p75: quantile(0.75),
    p90: quantile(0.9),
    min,
    max,
    histogram: bins.slice(first, last + 1),
  };
};

/** Each changed (category, city, experience) rolled up into the keys it belongs to (category -1: none). */
const ROLL_UPS = sql`grouping sets ((cat, city, experience, rub), (cat, city, rub), (cat, experience, rub), (cat, rub),
  (city, experience, rub), (city, rub), (experience, rub), (rub))`;

/** Keys recomputed per statement. */
const BATCH_KEYS = 200;
const INSERT_BATCH = 500;

type CountRow = {
  category_id: number | string;
  city: string;
  experience: string;
  rub: number | string;
  n: number | string;
};

const keyOf = (row: CountRow): SalaryKey => ({
  categoryId: Number(row.category_id),
  city: row.city,
  experience: row.experience,
});
const sameKey = (a: SalaryKey, b: SalaryKey) =>
  a.categoryId === b.categoryId && a.city === b.city && a.experience === b.experience;

/** Rows ordered by key then roubles, grouped into each key's counts. */
const groupByKey = (rows: CountRow[], each: (key: SalaryKey, counts: Array<[number, number]>) => void) => {
  let key: SalaryKey | undefined;
  let counts: Array<[number, number]> = [];
  for (const row of rows) {
    const next = keyOf(row);
    if (key && !sameKey(key, next)) {
      each(key, counts);
      counts = [];
    }
    key = next;
    counts.push([Number(row.rub), Number(row.n)]);
  }
  if (key) each(key, counts);
};

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

  const keyTuples = (keys: SalaryKey[]): SQL =>
    sql.join(
      keys.map((key) => sql`(${key.categoryId}::int, ${key.city}::text, ${key.experience}::text)`),
      sql`, `,
    );

  /** These keys recomputed from their counts, a batch of keys per statement (a key with none left is deleted). */
  const refreshKeys = async (tx: Database, keys: SalaryKey[]): Promise<void> => {
    for (let from = 0; from < keys.length; from += BATCH_KEYS) {
      const batch = keys.slice(from, from + BATCH_KEYS);
      const rows = await rowsOf<CountRow>(
        tx,
        sql`select category_id, city, experience, rub, n from salary_counts
            where (category_id, city, experience) in (${keyTuples(batch)}) and n > 0
            order by category_id, city, experience, rub`,
      );
      const fresh: SalaryStatsRow[] = [];
      groupByKey(rows, (key, counts) => {
        const stats = statsFromCounts(key, counts);
        if (stats) fresh.push(stats);
      });
      const emptied = batch.filter((key) => !fresh.some((row) => sameKey(row, key)));
      if (emptied.length > 0) {
        await tx.execute(
          sql`delete from salary_stats where (category_id, city, experience) in (${keyTuples(emptied)})`,
        );
      }
      await insertStats(tx, fresh);
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

    /**
     * One refresh at a time: the counts are read and the figures written from what was read. The
     * vacancy triggers only append deltas, so writers never wait for it.
     */
    lock: async (tx: Database): Promise<void> => {
      await tx.execute(sql`lock table salary_counts in share row exclusive mode`);
    },

    /**
     * The deltas written since the last refresh, taken (in `tx`: they come back if it rolls back)
     * and folded into the counts of every key they roll up into, in one statement; the keys whose
     * counts moved.
     */
    applyDeltas: async (tx: Database): Promise<SalaryKey[]> => {
      const rows = await rowsOf<CountRow>(
        tx,
        sql`with taken as (
              delete from salary_deltas returning category_id, city, experience, salary_from, salary_to, currency, n
            ),
            raw as (
              select d.category_id as cat, d.city, d.experience, ${salaryRub('d')}::int as rub, sum(d.n)::int as n
              from taken d group by 1, 2, 3, 4
            ),
            rolled as (
              select case when grouping(cat) = 1 then 0 else cat end as category_id,
                case when grouping(city) = 1 then '' else city end as city,
                case when grouping(experience) = 1 then '' else experience end as experience,
                rub, sum(n)::int as n
              from raw group by ${ROLL_UPS}
              having (grouping(cat) = 1 or cat <> -1) and sum(n) <> 0
            )
            insert into salary_counts as c (category_id, city, experience, rub, n)
            select category_id, city, experience, rub, n from rolled order by 1, 2, 3, 4
            on conflict (category_id, city, experience, rub) do update set n = c.n + excluded.n
            returning c.category_id, c.city, c.experience, c.rub, c.n`,
      );
      // A salary no vacancy of the key pays any more.
      const gone = rows.filter((row) => Number(row.n) <= 0);
      for (let from = 0; from < gone.length; from += INSERT_BATCH) {
        const batch = gone.slice(from, from + INSERT_BATCH);
        await tx.execute(
          sql`delete from salary_counts where (category_id, city, experience, rub) in (${sql.join(
            batch.map(
              (row) =>
                sql`(${Number(row.category_id)}::int, ${row.city}::text, ${row.experience}::text, ${Number(row.rub)}::int)`,
            ),
            sql`, `,
          )})`,
        );
      }
      const keys = new Map<string, SalaryKey>();
      for (const row of rows) keys.set(`${row.category_id}\u0000${row.city}\u0000${row.experience}`, keyOf(row));
      return [...keys.values()];
    },

    refreshKeys,

    /**
     * The deltas' table vacuumed (outside a transaction): after a large fold its dead rows would
     * make every later refresh's `delete` read them until autovacuum came by.
     */
    vacuumDeltas: async (): Promise<void> => {
      await db.execute(sql`vacuum salary_deltas`);
    },

    /** Every key recomputed from the counts, the table replaced (keys no vacancy has any more go). */
    refreshAll: async (tx: Database): Promise<number> => {
      const keys = (
        await rowsOf<CountRow>(tx, sql`select distinct category_id, city, experience from salary_counts where n > 0`)
      ).map(keyOf);
      await tx.execute(sql`delete from salary_stats`);
      await refreshKeys(tx, keys);
      return keys.length;
    },
  };
};

export type SalariesRepository = ReturnType<typeof createSalariesRepository>;
