import {
  SEARCH_EXACT_TOTAL_CAP,
  vacancySearchQuerySchema,
  type CategoryFacetBucket,
  type FacetBucket,
  type SearchFacets,
  type SearchSort,
  type VacancySearchQuery,
  type VacancySearchResponse,
  type VacancySummary,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/sql-rows';
import { parseSearchText } from '../assistant/parser';
import { summariesOf } from '../vacancies/vacancy-summary';
import type { SearchEngine } from './search-engine';
import { queryWords, wordPattern } from './search-query';
import { queryVariants } from './search-synonyms';
import { filterAndCount, pageOfRows, rowOf } from './search.index';
import { textCondition, textPlan, type SearchFilters } from './search.sql';

/**
 * "Did you mean": offered when the query as typed finds fewer than this many vacancies and its
 * corrected form finds more than twice as many.
 */
export const DID_YOU_MEAN_BELOW = 10;
/** The city facet lists this many cities (the largest), plus the chosen one. */
export const CITY_FACET_SIZE = 20;

export type SearchPage = {
  items: VacancySummary[];
  total: number;
  totalIsExact: boolean;
  facets: SearchFacets;
  /** The query with its typos corrected, when that finds much more than the query as typed. */
  didYouMean?: string;
};

export type SearchServiceOptions = {
  /** Count matches up to this many; past it the total is "at least" (default SEARCH_EXACT_TOTAL_CAP). */
  exactTotalCap?: number;
};

/** `GET /vacancies` and its suggestions over the engine's index and text matches. */
export const createSearchService = (db: Database, engine: SearchEngine, options: SearchServiceOptions = {}) => {
  const cap = options.exactTotalCap ?? SEARCH_EXACT_TOTAL_CAP;
  const { indexAt, version: searchVersion, byVersion, matchesOf, relevancePage, vocabularyOf } = engine;

  /** Exact up to the cap; past it the total is marked as not exact (the UI says "about"). */
  const totals = (total: number) => ({ total, totalIsExact: total <= cap });

  /**
   * Distinct published titles like `q` or one of its variants («реакт» → react) (prefix,
   * substring or trigram word similarity), or that have every word of `q` at a word's start, the
   * known words close to a mistyped one too (search as you type: «разработчик fro» → «Frontend-
   * разработчик»); those with a word starting like the query first, then the most similar.
   */
  const suggestOf = async (q: string, limit: number): Promise<Array<{ title: string; count: number }>> => {
    const terms = queryVariants(q).map((variant) => variant.text);
    const any = (each: (term: string) => SQL, joiner: string) =>
      sql.join(
        terms.map((term) => each(term)),
        sql.raw(joiner),
      );
    const vocabulary = await vocabularyOf(await indexAt(await searchVersion()));
    const words = queryWords(q, vocabulary);
    const title = sql`replace(lower(v.title), 'ё', 'е')`;
    const everyWord =
      words.length === 0
        ? sql`false`
        : sql.join(
            words.map(
              (word) =>
                sql`${title} ~ ${wordPattern(word.literal ? [word.literal] : [...word.terms, ...word.corrections], 'any')}`,
            ),
            sql` and `,
          );
    const rows = await rowsOf<{ title: string; n: number | string }>(
      db,
      sql`select v.title, count(*)::int as n,
            max(greatest(${any((term) => sql`word_similarity(${term}, v.title)`, ', ')})) as score,
            bool_or(${any((term) => sql`v.title ilike ${likePattern(term, { before: false })}`, ' or ')} or ${everyWord}) as prefix
          from vacancies v
          where v.status = 'published'
            and (${any((term) => sql`v.title ilike ${likePattern(term)} or ${term} <% v.title`, ' or ')} or ${everyWord})
          group by v.title
          order by prefix desc, score desc, n desc, v.title
          limit ${limit}`,
    );
    return rows.map((row) => ({ title: row.title, count: Number(row.n) }));
  };

  return {
    cityDictionary: engine.cityDictionary,
    categoryIdBySlug: async (slug: string): Promise<number | undefined> => {
      const [row] = await rowsOf<{ id: number }>(db, sql`select id from categories where slug = ${slug}`);
      return row ? Number(row.id) : undefined;
    },

    search: async (filters: SearchFilters, sort: SearchSort, page: number, perPage: number): Promise<SearchPage> => {
      const current = await indexAt(await searchVersion());
      const now = Date.now();
      const plan = filters.q ? textPlan(filters.q, await vocabularyOf(current)) : undefined;
      const matches = plan ? await matchesOf(current, plan) : undefined;
      const result = filterAndCount(current, filters, matches, CITY_FACET_SIZE, now);
      const offset = (page - 1) * perPage;
      // Without a text, relevance is newest first.
      const pageRows =
        plan && matches && sort === 'relevance'
          ? await relevancePage(current, plan, matches, result.rows, offset, perPage)
          : pageOfRows(current, result.rows, sort === 'salary' ? 'salary' : 'date', offset, perPage);
      const items = await summariesOf(
        db,
        pageRows.map((row) => current.ids[row] as number),
      );
      // "Did you mean": the words as typed find little, their corrections much more.
      let didYouMean: string | undefined;
      if (plan?.corrected) {
        const typed = filterAndCount(current, filters, await matchesOf(current, plan, false), 0, now).rows.length;
        if (typed < DID_YOU_MEAN_BELOW && result.rows.length > 2 * typed) didYouMean = plan.corrected;
      }
      const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || a.value.localeCompare(b.value);
      const facets: SearchFacets = {
        ...result.facets,
        category: result.facets.category.flatMap(({ id, count }): CategoryFacetBucket[] => {
          const category = current.categories.get(id);
          return category && !category.hidden
            ? [{ value: category.slug, name_ru: category.name_ru, name_en: category.name_en, count }]
            : [];
        }),
      };
      facets.category.sort(byCount);
      return { items, ...totals(result.rows.length), facets, ...(didYouMean ? { didYouMean } : {}) };
    },

    /**
     * Whether the published vacancy `id` is among a search's results (a saved search's new match):
     * the filters over the index, the words over that one vacancy's text.
     */
    matches: async (filters: SearchFilters, id: number): Promise<boolean> => {
      const current = await indexAt(await searchVersion());
      const row = rowOf(current, id);
      if (row < 0) return false;
      if (filterAndCount(current, filters, Int32Array.of(row), 0).rows.length === 0) return false;
      if (!filters.q) return true;
      const plan = textPlan(filters.q, await vocabularyOf(current));
      const found = await rowsOf<{ id: number }>(
        db,
        sql`select v.id from vacancies v where v.id = ${id} and ${textCondition(plan)}`,
      );
      return found.length > 0;
    },

    /** Distinct published titles like `q`, most similar first (kept per search version). */
    suggest: (q: string, limit: number): Promise<Array<{ title: string; count: number }>> =>
      byVersion(`suggest:${limit}:${q}`, () => suggestOf(q, limit)),
  };
};

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * The filters of a `/vacancies` query: the category's slug resolved (an unknown one is a 400), and
 * unless `literal`, a city, a salary or remote work named in `q` taken as those filters.
 */
export const resolveSearchFilters = async (
  repo: SearchService,
  query: Omit<VacancySearchQuery, 'sort' | 'page' | 'per_page'>,
): Promise<{ filters: SearchFilters; interpreted: VacancySearchResponse['interpreted'] }> => {
  const { category, ...filters } = query;
  let categoryId: number | undefined;
  if (category !== undefined) {
    categoryId = await repo.categoryIdBySlug(category);
    if (categoryId === undefined) throw fieldError('query.category', 'unknown_category');
  }
  const { literal, ...rest } = filters;
  let q = rest.q?.trim() ? rest.q.trim() : undefined;
  // A city, a salary or remote work named in the words become those filters (unless set).
  let interpreted: VacancySearchResponse['interpreted'];
  const applied: Partial<SearchFilters> = {};
  if (q && literal !== true) {
    const parsed = parseSearchText(q, await repo.cityDictionary(), {
      city: rest.city === undefined,
      salary: rest.salary_from === undefined,
      remote: rest.remote === undefined && rest.schedule === undefined,
    });
    const city = parsed.city ?? undefined;
    // A number past what the filter accepts (e.g. «99999999999999999999») stays a word of the query.
    const salary =
      parsed.salary && vacancySearchQuerySchema.shape.salary_from.safeParse(parsed.salary.amount).success
        ? parsed.salary
        : undefined;
    const remote = parsed.remote;
    if (city || salary || remote) {
      q = parsed.rest || undefined;
      if (city) applied.city = city;
      if (salary) Object.assign(applied, { salary_from: salary.amount, currency: salary.currency });
      if (remote) applied.remote = true;
      interpreted = {
        ...(q ? { q } : {}),
        ...(city ? { city } : {}),
        ...(salary ? { salary_from: salary.amount, currency: salary.currency } : {}),
        ...(remote ? { remote: true as const } : {}),
      };
    }
  }
  return { filters: { ...rest, ...applied, q, categoryId }, interpreted };
};
