import {
  SEARCH_EXACT_TOTAL_CAP,
  POSTED_WITHIN_DAYS,
  type CategoryFacetBucket,
  type CategoryWithCount,
  type CollectionSlug,
  type FacetBucket,
  type PublicCompany,
  type SearchFacets,
  type SearchSort,
  type VacancySummary,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  baseConditions,
  dimensionConditions,
  relevanceExpression,
  salaryRubExpression,
  summaryColumns,
  summaryJoins,
  toSummary,
  type FacetDimension,
  type SearchFilters,
  type SummaryRow,
  type TextMode,
} from './search.sql';

/** Fewer full-text matches than this and the search also takes titles similar to the words (typos). */
export const FUZZY_BELOW = 5;
/** The city facet lists this many cities (the largest), plus the chosen one. */
export const CITY_FACET_SIZE = 20;
/** Rows a facet sample reads when the matches are past the exact-count cap. */
export const FACET_SAMPLE_ROWS = 8000;

type Rows<T> = { rows: T[] };

/** Quoted phrases and excluded words (`-word`) ask for exactly that: no fuzzy matching then. */
const hasSearchOperators = (q: string): boolean => /"|(^|\s)-\S/.test(q);

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const FACET_DIMENSIONS: readonly FacetDimension[] = [
  'category',
  'location',
  'experience',
  'employment',
  'schedule',
  'posted',
];

/** The column a facet groups by (posted has buckets of days instead). */
const FACET_COLUMN: Record<Exclude<FacetDimension, 'posted'>, string> = {
  category: 'category_id',
  location: 'city',
  experience: 'experience',
  employment: 'employment',
  schedule: 'schedule',
};

export type SearchPage = {
  items: VacancySummary[];
  total: number;
  totalIsExact: boolean;
  facets: SearchFacets;
};

export type SearchOptions = {
  /** Count matches up to this many; past it the total is "at least" (default SEARCH_EXACT_TOTAL_CAP). */
  exactTotalCap?: number;
  /** How long counts and facets of one search are reused while no vacancy changes (default 60 s). */
  summaryTtlMs?: number;
  /** Searches whose counts and facets are kept (default 2000). */
  summaryCacheSize?: number;
};

type Summary = { version: string; at: number; total: number; mode: TextMode; facets: SearchFacets };

const emptyFacets = (): SearchFacets => ({
  category: [],
  city: [],
  experience: [],
  employment: [],
  schedule: [],
  posted_within_days: [],
});

export const createSearchRepository = (db: Database, options: SearchOptions = {}) => {
  const cap = options.exactTotalCap ?? SEARCH_EXACT_TOTAL_CAP;
  const summaryTtlMs = options.summaryTtlMs ?? 60_000;
  const summaryCacheSize = options.summaryCacheSize ?? 2000;
  /**
   * Counts and facets per search (everything but sort and page), valid for the search version
   * they were computed at: paging, sorting, the back button and popular searches reuse them.
   * A trigger moves the version on with every change to vacancies or categories (migration
   * 0005); the TTL bounds the drift of "posted within" counts as time passes.
   */
  const summaries = new Map<string, Summary>();

  const searchVersion = async (): Promise<string> => {
    const [row] = await rowsOf<{ v: string }>(
      db,
      sql`select last_value::text || (case when is_called then '+' else '' end) as v from vacancies_search_version`,
    );
    return row?.v ?? '';
  };

  /** Lists that only change with the data (categories, similar vacancies), kept per search version. */
  const lists = new Map<string, { version: string; at: number; value: unknown }>();
  const byVersion = async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const version = await searchVersion();
    const known = lists.get(key);
    if (known && known.version === version && Date.now() - known.at < summaryTtlMs) return known.value as T;
    const value = await compute();
    lists.delete(key);
    lists.set(key, { version, at: Date.now(), value });
    if (lists.size > summaryCacheSize) lists.delete(lists.keys().next().value as string);
    return value;
  };

  /** Exact up to the cap; past it, the estimate (at least cap + 1), marked as not exact. */
  const totals = (total: number) => ({ total, totalIsExact: total <= cap });

  /** The share of the table's pages that holds about `rows` rows (planner statistics). */
  const samplePercentFor = async (rows: number): Promise<number> => {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'vacancies'::regclass`,
    );
    const tableRows = Number(row?.n ?? 0);
    return tableRows <= rows ? 100 : Math.max(0.5, (100 * rows) / tableRows);
  };

  const remember = (key: string, summary: Summary) => {
    summaries.delete(key);
    summaries.set(key, summary);
    if (summaries.size > summaryCacheSize) summaries.delete(summaries.keys().next().value as string);
  };

  /** Matches, counted up to cap + 1 rows (a huge match set costs no more than the cap). */
  const countMatches = async (conditions: SQL[]): Promise<number> => {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*)::int as n from (select 1 from vacancies v where ${and(conditions)} limit ${cap + 1}) s`,
    );
    return Number(row?.n ?? 0);
  };

  const orderBy = (sort: SearchSort, filters: SearchFilters, mode: TextMode): SQL => {
    if (sort === 'salary') return sql`${salaryRubExpression} desc nulls last, v.id desc`;
    if (sort === 'relevance' && filters.q) {
      return sql`${relevanceExpression(filters.q, mode)} desc, v.published_at desc, v.id desc`;
    }
    // Matches the partial index (published_at desc, id desc) where published: a page is an index walk.
    return sql`v.published_at desc, v.id desc`;
  };

  const pageOfItems = async (
    conditions: SQL[],
    order: SQL,
    page: number,
    perPage: number,
  ): Promise<VacancySummary[]> => {
    // The page's ids first (no joins while sorting), then their rows.
    const rows = await rowsOf<SummaryRow & { ord: number }>(
      db,
      sql`with page as (
            select v.id, row_number() over () as ord from (
              select v.id from vacancies v where ${and(conditions)}
              order by ${order} limit ${perPage} offset ${(page - 1) * perPage}
            ) v
          )
          select ${summaryColumns}, page.ord from page join vacancies v on v.id = page.id ${summaryJoins}
          order by page.ord`,
    );
    return rows.map(toSummary);
  };

  /**
   * Facet counts in one scan: the rows that fail at most one of the set filters, grouped by each
   * facet column in turn (grouping sets); each facet counts only the rows that pass every filter
   * but its own (a FILTER per facet). The empty grouping set carries the "posted within" counts.
   */
  const facets = async (
    base: SQL[],
    dimensions: Partial<Record<FacetDimension, SQL>>,
    samplePercent = 100,
  ): Promise<SearchFacets & { matches: number }> => {
    const set = FACET_DIMENSIONS.filter((dimension) => dimensions[dimension] !== undefined);
    const passes = (dimension: FacetDimension) => sql`coalesce(${dimensions[dimension]}, false)`;
    const failures = set.map((dimension) => sql`(case when ${passes(dimension)} then 0 else 1 end)`);
    const where = [...base];
    if (failures.length > 1) where.push(sql`(${sql.join(failures, sql` + `)}) <= 1`);
    const othersPass = (dimension: FacetDimension): SQL => {
      const others = set.filter((other) => other !== dimension).map(passes);
      return others.length > 0 ? and(others) : sql`true`;
    };
    const columns = Object.keys(FACET_COLUMN) as Array<keyof typeof FACET_COLUMN>;
    const allPass = set.length > 0 ? and(set.map(passes)) : sql`true`;
    const counts = columns.map(
      (dimension) => sql`count(*) filter (where ${othersPass(dimension)})::int as ${sql.raw(`n_${dimension}`)}`,
    );
    const posted = POSTED_WITHIN_DAYS.map(
      (days) =>
        sql`count(*) filter (where ${othersPass('posted')} and v.published_at >= now() - make_interval(days => ${days}::int))::int as ${sql.raw(`p_${days}`)}`,
    );
    type FacetRow = Record<string, string | number | null>;
    const rows = await rowsOf<FacetRow>(
      db,
      sql`select ${sql.join(
        columns.map(
          (dimension) => sql`grouping(v.${sql.raw(FACET_COLUMN[dimension])}) as ${sql.raw(`g_${dimension}`)}`,
        ),
        sql`, `,
      )},
        ${sql.join(
          columns.map((dimension) => sql`v.${sql.raw(FACET_COLUMN[dimension])}::text as ${sql.raw(`v_${dimension}`)}`),
          sql`, `,
        )},
        ${sql.join([...counts, ...posted, sql`count(*) filter (where ${allPass})::int as n_all`], sql`, `)}
      from vacancies v ${samplePercent < 100 ? sql`tablesample system (${sql.raw(samplePercent.toFixed(3))}) repeatable (7)` : sql``}
      where ${and(where)}
      group by grouping sets (${sql.join(
        columns.map((dimension) => sql`(v.${sql.raw(FACET_COLUMN[dimension])})`),
        sql`, `,
      )}, ())`,
    );
    const result = { ...emptyFacets(), matches: 0 };
    const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || a.value.localeCompare(b.value);
    // A sample's counts scaled to the whole table, rounded to two significant digits (estimates).
    const scale = (n: unknown) => {
      const count = Number(n ?? 0);
      if (samplePercent >= 100 || count === 0) return count;
      const estimate = (count * 100) / samplePercent;
      const unit = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
      return Math.max(1, Math.round(estimate / unit) * unit);
    };
    const categoryCounts = new Map<number, number>();
    for (const row of rows) {
      const grouped = columns.filter((dimension) => Number(row[`g_${dimension}`]) === 0);
      if (grouped.length === 0) {
        result.matches = scale(row['n_all']);
        result.posted_within_days = POSTED_WITHIN_DAYS.map((days) => ({
          value: String(days),
          count: scale(row[`p_${days}`]),
        }));
        continue;
      }
      const dimension = grouped[0] as keyof typeof FACET_COLUMN;
      const value = row[`v_${dimension}`];
      const count = scale(row[`n_${dimension}`]);
      if (value === null || value === undefined || count === 0) continue;
      const bucket = { value: String(value), count };
      if (dimension === 'category') categoryCounts.set(Number(value), count);
      else if (dimension === 'location') result.city.push(bucket);
      else result[dimension].push(bucket);
    }
    if (categoryCounts.size > 0) {
      const names = await categoryNames([...categoryCounts.keys()]);
      result.category = names
        .map(
          (category): CategoryFacetBucket => ({
            value: category.slug,
            name_ru: category.name_ru,
            name_en: category.name_en,
            count: categoryCounts.get(category.id) ?? 0,
          }),
        )
        .sort(byCount);
    }
    result.city.sort(byCount);
    result.city = result.city.slice(0, CITY_FACET_SIZE);
    result.experience.sort(byCount);
    result.employment.sort(byCount);
    result.schedule.sort(byCount);
    if (result.posted_within_days.length === 0) {
      result.posted_within_days = POSTED_WITHIN_DAYS.map((days) => ({ value: String(days), count: 0 }));
    }
    return result;
  };

  const categoryNames = (ids: number[]) =>
    rowsOf<{ id: number; slug: string; name_ru: string; name_en: string }>(
      db,
      sql`select id, slug, name_ru, name_en from categories where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );

  const similarOf = async (id: number, limit: number): Promise<VacancySummary[] | undefined> => {
    const [self] = await rowsOf<{ title: string; category_id: number | null; city: string }>(
      db,
      sql`select title, category_id, city from vacancies where id = ${id} and status = 'published'`,
    );
    if (!self) return undefined;
    const rows = await rowsOf<SummaryRow>(
      db,
      sql`with candidates as (
              (select v.id, similarity(v.title, ${self.title}) + 0.5 as score from vacancies v
                where v.status = 'published' and v.id <> ${id} and v.title % ${self.title}
                order by similarity(v.title, ${self.title}) desc, v.id desc limit ${limit})
              union all
              (select v.id, 0 as score from vacancies v
                where v.status = 'published' and v.id <> ${id}
                  and v.category_id is not distinct from ${self.category_id}
                order by (v.city = ${self.city}) desc, v.published_at desc nulls last, v.id desc limit ${limit})
            ), best as (
              select id, max(score) as score from candidates group by id order by max(score) desc, id desc limit ${limit}
            )
            select ${summaryColumns} from best join vacancies v on v.id = best.id ${summaryJoins}
            order by best.score desc, v.published_at desc nulls last, v.id desc`,
    );
    return rows.map(toSummary);
  };

  const categoriesWithCounts = async (): Promise<CategoryWithCount[]> => {
    const rows = await rowsOf<{ id: number; slug: string; name_ru: string; name_en: string; n: number | string }>(
      db,
      sql`select c.id, c.slug, c.name_ru, c.name_en, coalesce(counts.n, 0)::int as n
            from categories c
            left join (
              select category_id, count(*) as n from vacancies where status = 'published' group by category_id
            ) counts on counts.category_id = c.id
            order by c.position, c.id`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      name_ru: row.name_ru,
      name_en: row.name_en,
      count: Number(row.n),
    }));
  };

  return {
    categoryIdBySlug: async (slug: string): Promise<number | undefined> => {
      const [row] = await rowsOf<{ id: number }>(db, sql`select id from categories where slug = ${slug}`);
      return row ? Number(row.id) : undefined;
    },

    search: async (
      filters: SearchFilters,
      sort: SearchSort,
      page: number,
      perPage: number,
    ): Promise<SearchPage & { mode: TextMode }> => {
      const dimensions = dimensionConditions(filters);
      const dimensionList = Object.values(dimensions);
      const key = JSON.stringify(Object.entries(filters).filter(([, value]) => value !== undefined));
      const version = await searchVersion();
      const known = summaries.get(key);
      if (known && known.version === version && Date.now() - known.at < summaryTtlMs) {
        const conditions = [...baseConditions(filters, known.mode), ...dimensionList];
        const wantItems = (page - 1) * perPage < known.total;
        const items = wantItems ? await pageOfItems(conditions, orderBy(sort, filters, known.mode), page, perPage) : [];
        return { items, ...totals(known.total), facets: known.facets, mode: known.mode };
      }
      let mode: TextMode = 'fts';
      let conditions = [...baseConditions(filters, mode), ...dimensionList];
      let total = await countMatches(conditions);
      if (filters.q && total < FUZZY_BELOW && !hasSearchOperators(filters.q)) {
        mode = 'fuzzy';
        conditions = [...baseConditions(filters, mode), ...dimensionList];
        total = await countMatches(conditions);
      }
      const order = orderBy(sort, filters, mode);
      const wantItems = (page - 1) * perPage < total;
      // Past the cap, counts and facets come from a sample of the table's pages (estimates).
      const samplePercent = total > cap ? await samplePercentFor(FACET_SAMPLE_ROWS) : 100;
      const [items, { matches, ...facetCounts }] = await Promise.all([
        wantItems ? pageOfItems(conditions, order, page, perPage) : Promise.resolve([]),
        facets(baseConditions(filters, mode), dimensions, samplePercent),
      ]);
      const estimated = total > cap ? Math.max(cap + 1, matches) : total;
      remember(key, { version, at: Date.now(), total: estimated, mode, facets: facetCounts });
      return { items, ...totals(estimated), facets: facetCounts, mode };
    },

    /** Distinct published titles like `q` (prefix, substring or trigram word similarity), most similar first. */
    suggest: async (q: string, limit: number): Promise<Array<{ title: string; count: number }>> => {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await rowsOf<{ title: string; n: number | string }>(
        db,
        sql`select v.title, count(*)::int as n, max(word_similarity(${q}, v.title)) as score,
              bool_or(v.title ilike ${`${pattern.slice(1)}`}) as prefix
            from vacancies v
            where v.status = 'published' and (v.title ilike ${pattern} or ${q} <% v.title)
            group by v.title
            order by prefix desc, score desc, n desc, v.title
            limit ${limit}`,
      );
      return rows.map((row) => ({ title: row.title, count: Number(row.n) }));
    },

    /** Published vacancies like `id`: similar titles first (trigram), then the same category, newest first. */
    similar: (id: number, limit: number): Promise<VacancySummary[] | undefined> =>
      byVersion(`similar:${id}:${limit}`, () => similarOf(id, limit)),

    /** Every category (catalog order) with its number of published vacancies. */
    categories: (): Promise<CategoryWithCount[]> => byVersion('categories', categoriesWithCounts),
    /** An editors' collection in its order, published vacancies only. */
    collection: async (slug: CollectionSlug, limit: number): Promise<VacancySummary[]> => {
      const rows = await rowsOf<SummaryRow>(
        db,
        sql`select ${summaryColumns} from collection_items ci
            join vacancies v on v.id = ci.vacancy_id ${summaryJoins}
            where ci.slug = ${slug} and v.status = 'published'
            order by ci.position, ci.vacancy_id limit ${limit}`,
      );
      return rows.map(toSummary);
    },

    /** A company's public profile with its newest published vacancies. */
    company: async (id: number, limit: number): Promise<PublicCompany | undefined> => {
      const [company] = await rowsOf<{
        id: number;
        name: string;
        logo_url: string | null;
        description: string;
        site: string | null;
        city: string | null;
        industry: string | null;
        size: string | null;
        total: number | string;
      }>(
        db,
        sql`select c.id, c.name, c.logo_url, c.description, c.site, c.city, c.industry, c.size,
              (select count(*) from vacancies v where v.company_id = c.id and v.status = 'published')::int as total
            from companies c where c.id = ${id}`,
      );
      if (!company) return undefined;
      const rows = await rowsOf<SummaryRow>(
        db,
        sql`select ${summaryColumns} from vacancies v ${summaryJoins}
            where v.company_id = ${id} and v.status = 'published'
            order by v.published_at desc nulls last, v.id desc limit ${limit}`,
      );
      return {
        id: Number(company.id),
        name: company.name,
        logo: company.logo_url,
        description: company.description,
        site: company.site,
        city: company.city,
        industry: company.industry,
        size: company.size,
        vacancies: rows.map(toSummary),
        vacancies_total: Number(company.total),
      };
    },

    /** Published vacancies for the sitemap: ids and last change, by id, one page of `size`. */
    sitemapPage: async (page: number, size: number): Promise<Array<{ id: number; updated_at: string }>> => {
      const rows = await rowsOf<{ id: number; updated_at: Date | string }>(
        db,
        sql`select id, updated_at from vacancies where status = 'published'
            order by id limit ${size} offset ${(page - 1) * size}`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        updated_at: (row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at)).toISOString(),
      }));
    },

    publishedCount: async (): Promise<number> => {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from vacancies where status = 'published'`,
      );
      return Number(row?.n ?? 0);
    },
  };
};

export type SearchRepository = ReturnType<typeof createSearchRepository>;
