import {
  RADIUS_KM,
  SEARCH_ESTIMATE_ABOVE,
  SEARCH_EXACT_TOTAL_CAP,
  SEARCH_FILTER_KEYS,
  SEARCH_FILTERS,
  vacancySearchQuerySchema,
  type CategoryFacetBucket,
  type FacetBucket,
  type SearchFacets,
  type SearchSort,
  type VacancySearchQuery,
  type VacancySearchResponse,
  type VacancySummary,
} from '@jobs/contracts';
import { haversineKm, metroStation } from '@jobs/server-dataset';
import type { Database } from '@jobs/server-db';
import { AppError, fieldError } from '../../lib/app-error';
import { DAY_MS, dayTerms } from '../../lib/days';
import { estimatedAtLeast } from '../../lib/rounded-down';
import { createGeoRepository } from '../geo/geo.repository';
import { parseSearchText } from '../text/parser';
import { summariesOf } from '../vacancies/vacancy-summary.repository';
import type { EngineIndex, FacetTerms, SearchEngine } from './search-engine';
import { queryWords, wordPattern } from '../text/query';
import { queryVariants } from '../text/synonyms';
import { filterAndCount, pageOfRows, passingTest, rowOf, type IndexResult, type SearchFilters } from './search.index';
import { planMatches, suggestRows } from './search.repository';
import { textPlan, type TextPlan } from './search.sql';
import { idsOfRows } from './text-match';

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
  /**
   * 'gte': the total (and the facets' counts) estimated from the sample of the documents, rounded
   * down to two significant digits (a broad query: past `estimateAbove`); 'eq' otherwise.
   */
  totalRelation: 'eq' | 'gte';
  facets: SearchFacets;
  /** The query with its typos corrected, when that finds much more than the query as typed. */
  didYouMean?: string;
};

export type SearchServiceOptions = {
  /** Count matches up to this many; past it the total is "at least" (default SEARCH_EXACT_TOTAL_CAP). */
  exactTotalCap?: number;
  /**
   * A text query whose matches (after the filters) the sample puts at this many or more is not
   * matched whole: its total and facets are the sample's counts scaled, and its page is found by
   * testing the rows in the page's order (default SEARCH_ESTIMATE_ABOVE).
   */
  estimateAbove?: number;
  /** How the words' postings weigh against row visits (default POSTINGS_PER_VISIT; tests raise it). */
  postingsPerVisit?: number;
};

/** What the sample says of a text query (search.service.ts's broadEstimate). */
type Estimate =
  | { kind: 'broad'; result: IndexResult; scale: number; sample: Int32Array }
  | { kind: 'selective'; result: IndexResult; scale: number; textEstimate: number };

/** A `/vacancies` query without its sort and page: what a search is (a saved search keeps it). */
export type SearchQuery = Omit<
  VacancySearchQuery,
  'sort' | 'page' | 'per_page' | 'near' | 'metro' | 'radius_km' | 'place'
>;

/** A search around a point (`near` or a metro station's) within a radius. */
export type GeoSearch = { lat: number; lon: number; radiusKm: number };

/** A query's filters for the index, and what its words named that became filters. */
export type ResolvedSearch = { filters: SearchFilters; interpreted: VacancySearchResponse['interpreted'] };

/**
 * The set filters that are terms of the search documents (migration 0044's `facets`): a vacancy's
 * city, category, experience, employment and schedule, each a term every match must carry
 * (`every`); "posted within N days", the UTC days of the window, one of which it must carry (`any`:
 * the exact time is the index's test). A city with `remote` set (that city or remote work, or that
 * city and not remote) is not one term and is left to the index; `remote` alone is the remote
 * schedule's.
 */
export const facetTerms = (filters: SearchFilters, now = Date.now()): FacetTerms => termsOf(filters, now).terms;

/**
 * facetTerms' terms, and the filters they stand for (`termed`: what the index intersects, which the
 * sample's estimate of that intersection tests), built together so that the two cannot disagree.
 */
const termsOf = (filters: SearchFilters, now: number): { terms: FacetTerms; termed: SearchFilters } => {
  const every: string[] = [];
  const any: string[] = [];
  const termed: SearchFilters = {};
  const add = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K], term: string) => {
    termed[key] = value;
    every.push(term);
  };
  const { city, remote, category, experience, employment, schedule, posted_within_days: days } = filters;
  if (city !== undefined && remote === undefined) add('city', city, `c:${city}`);
  if (category !== undefined) add('category', category, `k:${category}`);
  if (experience !== undefined) add('experience', experience, `x:${experience}`);
  if (employment !== undefined) add('employment', employment, `e:${employment}`);
  if (schedule !== undefined) add('schedule', schedule, `s:${schedule}`);
  else if (remote === true && city === undefined) add('remote', true, 's:remote');
  if (days !== undefined) {
    termed.posted_within_days = days;
    any.push(...dayTerms(now - days * DAY_MS, now));
  }
  return { terms: { every, any }, termed };
};

/**
 * About how many of a word's postings the index reads in the time of one row's visit: intersecting
 * a word with a filter's terms reads the word's whole posting list when it is a prefix (a bitmap of
 * every lexeme it starts; «которой» in Ташкент: 150 ms for nothing found at a million), so a filter
 * that passes few rows tests them instead.
 */
export const POSTINGS_PER_VISIT = 64;

/** Text conditions tested in one statement (a saved search's words each), at most this many. */
const CONDITIONS_PER_STATEMENT = 200;

/**
 * `GET /vacancies`, its suggestions and the saved searches' matching: the query plan over the
 * engine. A request reads the engine's index once (one round trip: the search version) and works
 * on it throughout: the category's slug and the cities named in the words resolved from it, the
 * words' text matches from the engine (cached per query and version), the filters, facets, total
 * and the date and salary orders from the index, the relevance order from the engine; then one
 * statement reads the page's summaries. A warm request is two round trips.
 */
/** Companies a suggestion list offers at most (before the titles). */
const SUGGEST_COMPANIES = 3;

export const createSearchService = (db: Database, engine: SearchEngine, options: SearchServiceOptions = {}) => {
  const cap = options.exactTotalCap ?? SEARCH_EXACT_TOTAL_CAP;
  const estimateAbove = options.estimateAbove ?? SEARCH_ESTIMATE_ABOVE;
  const postingsPerVisit = options.postingsPerVisit ?? POSTINGS_PER_VISIT;
  const { byVersion, matchesOf, relevancePage, vocabularyOf, sampleOf, broadPage, matchesAmong, matchesWith } = engine;
  const geoRepo = createGeoRepository(db);

  /** The point of a query (`near`, or the station of `metro`: an unknown one is a 400), with its radius. */
  const geoOf = (query: VacancySearchQuery): GeoSearch | undefined => {
    const radiusKm = query.radius_km ?? RADIUS_KM.default;
    if (query.near) return { ...query.near, radiusKm };
    if (query.metro === undefined) return undefined;
    const station = metroStation(query.metro);
    if (!station) {
      throw new AppError('VALIDATION_FAILED', 'Invalid input', [
        { field: 'query.metro', code: 'invalid_value', message: 'Unknown metro station' },
      ]);
    }
    return { lat: station.lat, lon: station.lon, radiusKm };
  };

  /** Exact up to the cap; past it the total is marked as not exact (the UI says "about"). */
  const totals = (total: number) => ({ total, totalIsExact: total <= cap, totalRelation: 'eq' as const });

  /**
   * A text query's estimate from the sample of the documents (migration 0039), when it is broad:
   * its matches that pass the filters, counted among the sampled rows and scaled, are at least
   * `estimateAbove`. Then the total and the facets are the sample's (scaled), and the sampled
   * matches find the page (the engine's broadPage: which way, and the windows of days). Undefined
   * for a narrow query (matched whole, exact), and for names written as typed (C++: their text is
   * tested, not the full-text index).
   */
  const broadEstimate = async (
    current: EngineIndex,
    plan: TextPlan,
    filters: SearchFilters,
    now: number,
  ): Promise<Estimate | undefined> => {
    if (plan.literals.length > 0 || current.size < estimateAbove) return undefined;
    const sampled = engine.sampleRows(current);
    if (sampled.length === 0) return undefined;
    const scale = current.size / sampled.length;
    const matches = await sampleOf(current, plan);
    if (matches.length * scale < estimateAbove) return undefined;
    const result = filterAndCount(current, filters, matches, CITY_FACET_SIZE, now);
    if (result.rows.length * scale < estimateAbove) {
      return { kind: 'selective', result, scale, textEstimate: matches.length * scale };
    }
    return { kind: 'broad', result, scale, sample: matches };
  };

  /**
   * A broad text with selective filters (broadEstimate's 'selective': few of its matches pass
   * them), matched without reading every match, by whichever of two ways reads less: the filters
   * that are terms of the documents (a city, a category, an experience, an employment, a schedule:
   * migration 0044) intersected with the words in the database's index, when the sample puts
   * that intersection (and the reading of the words' postings: POSTINGS_PER_VISIT) at fewer rows
   * than the other way tests; or the rows that pass every filter
   * tested for the words, when they are fewer than a quarter of the words' estimated matches
   * (testing a row costs more than reading a match). Otherwise (undefined) every match is read.
   * The total and the page are then exact; so are the facets the filters do not narrow (every
   * match kept passes every filter); a facet a set filter narrows counts the rows that fail only
   * that filter, which were not read: those counts are the sample's, scaled.
   */
  const selectiveMatches = async (
    current: EngineIndex,
    plan: TextPlan,
    filters: SearchFilters,
    estimate: Extract<Estimate, { kind: 'selective' }>,
    now: number,
  ): Promise<{ matches: Int32Array; sampledFacets: IndexResult['facets']; scale: number } | undefined> => {
    const pass = passingTest(current, filters, now);
    if (!pass) return undefined;
    const sampled = { sampledFacets: estimate.result.facets, scale: estimate.scale };
    // How many rows pass the filters, by the sample (a test of every row cost 10 ms at a million).
    const sampledRows = engine.sampleRows(current);
    let sampledPassing = 0;
    for (let i = 0; i < sampledRows.length; i++) if (pass(sampledRows[i] as number)) sampledPassing++;
    const n = sampledPassing * estimate.scale;
    const { terms, termed: termedOnly } = termsOf(filters, now);
    if (terms.every.length + terms.any.length > 0) {
      // The intersection the index would visit: the sampled matches that pass those filters, scaled.
      const termed = passingTest(current, termedOnly, now);
      const sample = await sampleOf(current, plan);
      let inSample = 0;
      for (let i = 0; i < sample.length; i++) if (!termed || termed(sample[i] as number)) inSample++;
      const viaIndex = inSample * estimate.scale + estimate.textEstimate / postingsPerVisit;
      if (viaIndex <= Math.min(n * 2, estimate.textEstimate)) {
        return { matches: await matchesWith(current, plan, terms), ...sampled };
      }
    }
    if (n * 4 > estimate.textEstimate) return undefined;
    const passing: number[] = [];
    for (let row = 0; row < current.size; row++) if (pass(row)) passing.push(row);
    return { matches: await matchesAmong(current, plan, Int32Array.from(passing)), ...sampled };
  };

  /**
   * How many vacancies that pass the filters the words as typed (without their corrections) find
   * among the sampled documents: a lower bound of their count (the sample is a subset of every
   * document), read from the sample's small table; 0 without a sample or for names written as typed.
   */
  const typedSampled = async (current: EngineIndex, plan: TextPlan, filters: SearchFilters, now: number) => {
    if (plan.literals.length > 0 || engine.sampleRows(current).length === 0) return 0;
    const sample = await sampleOf(current, plan, false);
    return sample.length === 0 ? 0 : filterAndCount(current, filters, sample, 0, now).rows.length;
  };

  /** A category's id by its slug (every category, hidden ones too, as the index loaded them). */
  const categoryIdOf = (current: EngineIndex, slug: string): number | undefined => {
    for (const category of current.categories.values()) if (category.slug === slug) return Number(category.id);
    return undefined;
  };

  /**
   * The filters of a `/vacancies` query: the category's slug resolved (an unknown one is a 400), and
   * unless `literal`, a city, a salary or remote work named in `q` taken as those filters.
   */
  const resolve = (current: EngineIndex, query: SearchQuery): ResolvedSearch => {
    const { category, ...filters } = query;
    let categoryId: number | undefined;
    if (category !== undefined) {
      categoryId = categoryIdOf(current, category);
      if (categoryId === undefined) throw fieldError('query.category', 'unknown_category');
    }
    const { literal, ...rest } = filters;
    let q = rest.q?.trim() ? rest.q.trim() : undefined;
    // A city, a salary or remote work named in the words become those filters (unless set).
    let interpreted: VacancySearchResponse['interpreted'];
    const applied: Partial<SearchFilters> = {};
    if (q && literal !== true) {
      const parsed = parseSearchText(q, engine.cityDictionary(current), {
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
    return { filters: { ...rest, ...applied, q, category: categoryId }, interpreted };
  };

  /**
   * A saved search's query string as filters and its point (with the radius), or undefined when it
   * no longer makes a search (a category since removed, a station no longer in the data).
   */
  const savedSearch = (
    current: EngineIndex,
    query: string,
  ): { filters: SearchFilters; geo: GeoSearch | undefined } | undefined => {
    const parsed = vacancySearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.success) return undefined;
    const { sort: _sort, page: _page, per_page: _perPage, ...rest } = parsed.data;
    try {
      return { filters: resolve(current, rest).filters, geo: geoOf(parsed.data) };
    } catch {
      return undefined;
    }
  };

  /**
   * A page of these filters' results over `current`: the words' matches (the engine's), the
   * filters, facets and total (the index's), the page in the wanted order (relevance: the
   * engine's), then the page's summaries in one statement.
   */
  const searchIn = async (
    current: EngineIndex,
    filters: SearchFilters,
    sort: SearchSort,
    page: number,
    perPage: number,
    geo?: GeoSearch,
  ): Promise<SearchPage> => {
    const now = Date.now();
    const plan = filters.q ? textPlan(filters.q, await vocabularyOf(current)) : undefined;
    // A broad query (the sample says its matches are many): estimated, its page found in order.
    const estimate = plan && !geo && sort !== 'distance' ? await broadEstimate(current, plan, filters, now) : undefined;
    if (plan && estimate?.kind === 'broad')
      return broadSearch(current, plan, filters, sort, page, perPage, estimate, now);
    const selective =
      plan && estimate?.kind === 'selective'
        ? await selectiveMatches(current, plan, filters, estimate, now)
        : undefined;
    let matches = selective ? selective.matches : plan ? await matchesOf(current, plan) : undefined;
    // Around a point: the vacancies within the radius (one indexed statement), nearest first,
    // become the candidates (with the words' matches, those of both).
    if (geo) {
      const within = await geoRepo.within(geo.lat, geo.lon, geo.radiusKm);
      const worded = matches ? new Set(matches) : undefined;
      const rows: number[] = [];
      for (const id of within) {
        const row = rowOf(current, id);
        if (row >= 0 && (!worded || worded.has(row))) rows.push(row);
      }
      matches = Int32Array.from(rows);
    }
    const result = filterAndCount(current, filters, matches, CITY_FACET_SIZE, now);
    const offset = (page - 1) * perPage;
    // Without a text, relevance is newest first; by distance, the candidates' own order.
    const pageRows =
      sort === 'distance' && geo
        ? Array.from(result.rows.subarray(offset, offset + perPage))
        : plan && matches && sort === 'relevance'
          ? await relevancePage(current, plan, matches, result.rows, offset, perPage, !selective)
          : pageOfRows(current, result.rows, sort === 'salary' ? 'salary' : 'date', offset, perPage);
    const summaries = await summariesOf(db, idsOfRows(current, pageRows));
    // The page's distances from its vacancies' points: the haversine the radius used.
    const items = geo
      ? summaries.map((item) => ({
          ...item,
          distance_km: item.address
            ? Math.round(haversineKm(geo.lat, geo.lon, item.address.lat, item.address.lon) * 10) / 10
            : 0,
        }))
      : summaries;
    // "Did you mean": the words as typed find little, their corrections much more.
    let didYouMean: string | undefined;
    // The typed words' sampled matches are a lower bound of their count: the full count is needed
    // only when that bound still allows an offer.
    const typedAtLeast = plan?.corrected ? await typedSampled(current, plan, filters, now) : 0;
    if (plan?.corrected && typedAtLeast < DID_YOU_MEAN_BELOW && result.rows.length > 2 * typedAtLeast) {
      // With filters that are terms, the typed words' matches among them, intersected in the index.
      const terms = facetTerms(filters, now);
      const typedMatches =
        terms.every.length + terms.any.length > 0 && plan.literals.length === 0
          ? await matchesWith(current, plan, terms, false)
          : await matchesOf(current, plan, false);
      const typed = filterAndCount(current, filters, typedMatches, 0, now).rows.length;
      if (typed < DID_YOU_MEAN_BELOW && result.rows.length > 2 * typed) didYouMean = plan.corrected;
    }
    // Broad words with selective filters: the facets the filters narrow are the sample's (scaled).
    const counted = selective ? { ...result.facets } : result.facets;
    if (selective) {
      const scaled = <T extends { count: number }>(buckets: T[]): T[] =>
        buckets.map((bucket) => ({ ...bucket, count: Math.round(bucket.count * selective.scale) }));
      for (const key of SEARCH_FILTER_KEYS) {
        const facet = filters[key] === undefined ? null : SEARCH_FILTERS[key].facet;
        if (facet === 'category') counted.category = scaled(selective.sampledFacets.category);
        else if (facet) counted[facet] = scaled(selective.sampledFacets[facet]);
      }
    }
    return {
      items,
      ...totals(result.rows.length),
      facets: facetsOf(current, counted),
      ...(didYouMean ? { didYouMean } : {}),
    };
  };

  /** The index's facets as the API gives them: the categories by slug and names (hidden ones left out). */
  const facetsOf = (current: EngineIndex, counted: IndexResult['facets']): SearchFacets => {
    const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || a.value.localeCompare(b.value);
    const facets: SearchFacets = {
      ...counted,
      category: counted.category.flatMap(({ id, count }): CategoryFacetBucket[] => {
        const category = current.categories.get(id);
        return category && !category.hidden
          ? [{ value: category.slug, name_ru: category.name_ru, name_en: category.name_en, count }]
          : [];
      }),
    };
    facets.category.sort(byCount);
    return facets;
  };

  /**
   * A broad query's page (broadEstimate): the total and the facets are the sample's counts scaled
   * (the total rounded down to two significant digits, `totalRelation: 'gte'`), the page the first
   * matching rows in its order (the engine's broadPage: the same rows the whole match set gives).
   * No "did you mean": the words as typed already find more than it offers it below.
   */
  const broadSearch = async (
    current: EngineIndex,
    plan: TextPlan,
    filters: SearchFilters,
    sort: SearchSort,
    page: number,
    perPage: number,
    broad: Extract<Estimate, { kind: 'broad' }>,
    now: number,
  ): Promise<SearchPage> => {
    const offset = (page - 1) * perPage;
    const { terms, termed } = termsOf(filters, now);
    const pageRows = await broadPage(
      current,
      plan,
      {
        pass: passingTest(current, filters, now),
        terms,
        termed: passingTest(current, termed, now),
        sample: broad.sample,
      },
      sort === 'salary' ? 'salary' : sort === 'date' ? 'date' : 'relevance',
      offset,
      perPage,
    );
    const summaries = await summariesOf(db, idsOfRows(current, pageRows));
    const scaled = <T extends { count: number }>(buckets: T[]): T[] =>
      buckets.map((bucket) => ({ ...bucket, count: Math.round(bucket.count * broad.scale) }));
    const counted = broad.result.facets;
    const facets = facetsOf(current, {
      category: scaled(counted.category),
      city: scaled(counted.city),
      experience: scaled(counted.experience),
      employment: scaled(counted.employment),
      schedule: scaled(counted.schedule),
      posted_within_days: scaled(counted.posted_within_days),
    });
    const total = estimatedAtLeast(broad.result.rows.length, broad.scale);
    return { items: summaries, total, totalIsExact: false, totalRelation: 'gte', facets };
  };

  /**
   * Distinct published titles like `q` or one of its variants («реакт» → react) (prefix,
   * substring or trigram word similarity), or that have every word of `q` at a word's start, the
   * known words close to a mistyped one too (search as you type: «разработчик fro» → «Frontend-
   * разработчик»); those with a word starting like the query first, then the most similar.
   */
  const suggestOf = async (
    current: EngineIndex,
    q: string,
    limit: number,
  ): Promise<Array<{ title: string; count: number; company_id?: number }>> => {
    const terms = queryVariants(q).map((variant) => variant.text);
    const vocabulary = await vocabularyOf(current);
    const words = queryWords(q, vocabulary).map((word) =>
      wordPattern(word.literal ? [word.literal] : [...word.terms, ...word.corrections], 'any'),
    );
    const rows = await suggestRows(db, { terms, wordPatterns: words, limit, companies: SUGGEST_COMPANIES });
    return rows.map((row) =>
      row.company_id === null
        ? { title: row.title, count: Number(row.n) }
        : { title: row.title, count: Number(row.n), company_id: Number(row.company_id) },
    );
  };

  return {
    /**
     * `GET /vacancies`: the query resolved (its category, and what its words name) and searched,
     * over one index; `excludeIds` (a signed-in seeker's hidden vacancies) never show.
     */
    query: async (
      query: VacancySearchQuery,
      excludeIds?: ReadonlySet<number>,
    ): Promise<SearchPage & { interpreted: ResolvedSearch['interpreted'] }> => {
      const current = await engine.current();
      const { filters, interpreted } = resolve(current, query);
      const page = await searchIn(
        current,
        excludeIds && excludeIds.size > 0 ? { ...filters, excludeIds } : filters,
        query.sort,
        query.page,
        query.per_page,
        geoOf(query),
      );
      return { ...page, interpreted };
    },

    /** A page of these (resolved) filters' results. */
    search: async (filters: SearchFilters, sort: SearchSort, page: number, perPage: number): Promise<SearchPage> =>
      searchIn(await engine.current(), filters, sort, page, perPage),

    /**
     * Which of these saved searches' queries (`/vacancies` query strings) the published vacancy
     * `id` is a result of (their new match), over one index: each query's filters over the index,
     * its point's radius against the vacancy's point, the words of all of them over that one
     * vacancy's text in one statement.
     */
    matchingQueries: async (queries: Iterable<string>, id: number): Promise<Set<string>> => {
      const matched = new Set<string>();
      const current = await engine.current();
      const row = rowOf(current, id);
      if (row < 0) return matched;
      const worded: Array<{ query: string; plan: TextPlan }> = [];
      // The vacancy's point, read once if a query has one (as the search's own haversine: within the radius).
      let point: { lat: number; lon: number } | null | undefined;
      for (const query of new Set(queries)) {
        const saved = savedSearch(current, query);
        if (!saved || filterAndCount(current, saved.filters, Int32Array.of(row), 0).rows.length === 0) continue;
        const { filters, geo } = saved;
        if (geo) {
          if (point === undefined) point = (await geoRepo.pointOf(id)) ?? null;
          if (!point || haversineKm(geo.lat, geo.lon, point.lat, point.lon) > geo.radiusKm) continue;
        }
        if (filters.q) worded.push({ query, plan: textPlan(filters.q, await vocabularyOf(current)) });
        else matched.add(query);
      }
      for (let from = 0; from < worded.length; from += CONDITIONS_PER_STATEMENT) {
        const batch = worded.slice(from, from + CONDITIONS_PER_STATEMENT);
        const found = await planMatches(
          db,
          id,
          batch.map(({ plan }) => plan),
        );
        batch.forEach(({ query }, i) => {
          if (found[i] === true) matched.add(query);
        });
      }
      return matched;
    },

    /**
     * The companies (at most 3) whose name is like `q`, then distinct published titles like it,
     * most similar first (kept per search version).
     */
    suggest: async (
      q: string,
      limit: number,
    ): Promise<Array<{ title: string; count: number; company_id?: number }>> => {
      const current = await engine.current();
      return byVersion(current, `suggest:${limit}:${q}`, () => suggestOf(current, q, limit));
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
