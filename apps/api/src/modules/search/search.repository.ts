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
};

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
      return sql`${relevanceExpression(filters.q, mode)} desc, v.published_at desc nulls last, v.id desc`;
    }
    return sql`v.published_at desc nulls last, v.id desc`;
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
   * Facet counts in one pass: the rows that fail at most one of the set filters, each with a flag
   * per filter; a facet counts the rows passing every flag but its own, grouped by its column.
   */
  const facets = async (base: SQL[], dimensions: Partial<Record<FacetDimension, SQL>>): Promise<SearchFacets> => {
    const set = FACET_DIMENSIONS.filter((dimension) => dimensions[dimension] !== undefined);
    const flag = (dimension: FacetDimension) => sql.raw(`f_${dimension}`);
    const flags = set.map((dimension) => sql`coalesce(${dimensions[dimension]}, false) as ${flag(dimension)}`);
    const failures = set.map(
      (dimension) => sql`(case when coalesce(${dimensions[dimension]}, false) then 0 else 1 end)`,
    );
    const where = [...base];
    if (failures.length > 1) where.push(sql`(${sql.join(failures, sql` + `)}) <= 1`);
    const othersPass = (dimension: FacetDimension): SQL => {
      const others = set.filter((other) => other !== dimension).map((other) => sql`${flag(other)}`);
      return others.length > 0 ? and(others) : sql`true`;
    };
    const grouped = (Object.keys(FACET_COLUMN) as Array<keyof typeof FACET_COLUMN>).map((dimension) => {
      const column = sql.raw(FACET_COLUMN[dimension]);
      return sql`select ${dimension}::text as dim, ${column}::text as value, count(*)::int as n
        from m where ${othersPass(dimension)} and ${column} is not null group by ${column}`;
    });
    const days = sql.raw(POSTED_WITHIN_DAYS.join('),('));
    grouped.push(sql`select 'posted'::text as dim, d.days::text as value, count(m.published_at)::int as n
      from (values (${days})) d(days)
      left join m on ${othersPass('posted')} and m.published_at >= now() - make_interval(days => d.days)
      group by d.days`);
    const rows = await rowsOf<{ dim: FacetDimension; value: string; n: number | string }>(
      db,
      sql`with m as materialized (
            select v.category_id, v.city, v.experience, v.employment, v.schedule, v.published_at
              ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
            from vacancies v where ${and(where)}
          )
          ${sql.join(grouped, sql` union all `)}`,
    );
    const result = emptyFacets();
    const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || a.value.localeCompare(b.value);
    const categoryIds: number[] = [];
    const categoryCounts = new Map<number, number>();
    for (const row of rows) {
      const bucket = { value: row.value, count: Number(row.n) };
      if (row.dim === 'category') {
        categoryIds.push(Number(row.value));
        categoryCounts.set(Number(row.value), bucket.count);
      } else if (row.dim === 'location') result.city.push(bucket);
      else if (row.dim === 'experience') result.experience.push(bucket);
      else if (row.dim === 'employment') result.employment.push(bucket);
      else if (row.dim === 'schedule') result.schedule.push(bucket);
      else if (row.dim === 'posted') result.posted_within_days.push(bucket);
    }
    if (categoryIds.length > 0) {
      const names = await categoryNames(categoryIds);
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
    result.posted_within_days.sort((a, b) => Number(a.value) - Number(b.value));
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
      const [items, facetCounts] = await Promise.all([
        wantItems ? pageOfItems(conditions, order, page, perPage) : Promise.resolve([]),
        facets(baseConditions(filters, mode), dimensions),
      ]);
      return { items, total: Math.min(total, cap), totalIsExact: total <= cap, facets: facetCounts, mode };
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
    similar: async (id: number, limit: number): Promise<VacancySummary[] | undefined> => {
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
    },

    /** Every category (catalog order) with its number of published vacancies. */
    categories: async (): Promise<CategoryWithCount[]> => {
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
    },

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
