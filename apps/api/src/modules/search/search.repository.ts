import {
  SEARCH_EXACT_TOTAL_CAP,
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
import { createApplicationsRepository } from '../applications/applications.repository';
import { sql, type SQL } from 'drizzle-orm';
import {
  buildSearchIndex,
  filterAndCount,
  pageOfRows,
  patchSearchIndex,
  rowOf,
  titleTrigrams,
  trigramSimilarity,
  type IndexRow,
  type SearchIndex,
} from './search.index';
import {
  rankedIdsQuery,
  salaryRubExpression,
  titleScorer,
  summaryColumns,
  summaryJoins,
  textCondition,
  textPlan,
  tsQuery,
  toSummary,
  type SearchFilters,
  type SummaryRow,
  type TextPlan,
} from './search.sql';
import { likePattern } from '../../lib/like-pattern';
import { queryVariants } from './search-synonyms';
import { buildDictionary, type Dictionary } from '../assistant/dictionary';
import { buildVocabulary, queryWords, wordPattern, type Vocabulary } from './search-query';
import { decodeIds, orderByTitleScore, rowsOfIds } from './text-match';

/**
 * "Did you mean": offered when the query as typed finds fewer than this many vacancies and its
 * corrected form finds more than twice as many.
 */
export const DID_YOU_MEAN_BELOW = 10;
/** The city facet lists this many cities (the largest), plus the chosen one. */
export const CITY_FACET_SIZE = 20;

type Rows<T> = { rows: T[] };

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

export type SearchPage = {
  items: VacancySummary[];
  total: number;
  totalIsExact: boolean;
  facets: SearchFacets;
  /** The query with its typos corrected, when that finds much more than the query as typed. */
  didYouMean?: string;
};

export type SearchOptions = {
  /** Count matches up to this many; past it the total is "at least" (default SEARCH_EXACT_TOTAL_CAP). */
  exactTotalCap?: number;
  /** How long a list that changes only with the data (categories, similar vacancies) is reused while no vacancy changes (default 60 s). */
  summaryTtlMs?: number;
  /** How many such lists, and how many queries' text matches, are kept (default 2000). */
  summaryCacheSize?: number;
  /** Matches ranked in SQL (the best by a cheap score in memory; default 300): ranking costs per row. */
  rankCandidates?: number;
  /**
   * An index refresh patches in at most this many changed vacancies (default 20,000; 0 always
   * reloads the whole index), and at most `incrementalShare` of the index (default 0.05) when
   * that is more than `incrementalMin` (default 1,000).
   */
  incrementalMax?: number;
  incrementalShare?: number;
  incrementalMin?: number;
  /** How long the skills of the typo vocabulary are kept once the data changed (default 30 s). */
  vocabularyTtlMs?: number;
  /** Told of every index refresh: which way it went (tests and benchmarks observe it). */
  onRefresh?: (refresh: IndexRefresh) => void;
};

export type IndexRefresh = {
  kind: 'full' | 'incremental';
  /** The index's version before (undefined on the first load). */
  from: string | undefined;
  to: string;
  /** Vacancies patched in or out (incremental only). */
  changed: number | undefined;
  ms: number;
};

type CategoryRow = { id: number; slug: string; name_ru: string; name_en: string; position: number; hidden: boolean };

/** pg_trgm's default `%` threshold: titles at least this similar are "similar titles". */
const TITLE_SIMILARITY_THRESHOLD = 0.3;

/** Text-match rows kept across the cached queries (4 bytes each). */
const TEXT_MATCH_ROWS_KEPT = 2_000_000;

export const createSearchRepository = (db: Database, options: SearchOptions = {}) => {
  const cap = options.exactTotalCap ?? SEARCH_EXACT_TOTAL_CAP;
  const summaryTtlMs = options.summaryTtlMs ?? 60_000;
  const summaryCacheSize = options.summaryCacheSize ?? 2000;
  const companyResponsiveness = createApplicationsRepository(db).responsiveness;
  const rankCandidates = options.rankCandidates ?? 300;
  const incrementalMax = options.incrementalMax ?? 20_000;
  const incrementalShare = options.incrementalShare ?? 0.05;
  const incrementalMin = options.incrementalMin ?? 1000;
  const onRefresh = options.onRefresh;
  const vocabularyTtlMs = options.vocabularyTtlMs ?? 30_000;
  const searchVersion = async (): Promise<string> => {
    const [row] = await rowsOf<{ v: string }>(db, sql`select v::text as v from search_version`);
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

  /** Exact up to the cap; past it the total is marked as not exact (the UI says "about"). */
  const totals = (total: number) => ({ total, totalIsExact: total <= cap });

  /**
   * The in-memory filter index of the published vacancies (search.index.ts), valid for one search
   * version: a request reads the version (one row of `search_version`, migration 0006) and, when it
   * moved, patches the index with the vacancies logged as changed since (a full reload when the log
   * says "everything", no longer reaches back, or lists too many). PostgreSQL instances each keep
   * their own and all follow the database's version. The version is read before the rows, and a
   * version is visible only once its changes are committed, so rows are never older than their
   * version (they may be newer: the next refresh reads those vacancies again).
   */
  type Index = SearchIndex & { categories: Map<number, CategoryRow> };
  let index: Index | undefined;
  let loading: { version: string; promise: Promise<Index> } | undefined;

  const indexColumns = sql`v.id, v.title, v.category_id, v.city, v.experience, v.employment, v.schedule, v.currency,
    ${salaryRubExpression}::float8 as salary_rub,
    (extract(epoch from v.published_at) * 1000)::float8 as published_ms`;
  const loadCategories = async () =>
    new Map(
      (await rowsOf<CategoryRow>(db, sql`select id, slug, name_ru, name_en, position, hidden from categories`)).map(
        (row) => [Number(row.id), row],
      ),
    );

  const loadIndex = async (version: string): Promise<Index> => {
    const [rows, categories] = await Promise.all([
      rowsOf<IndexRow>(db, sql`select ${indexColumns} from vacancies v where v.status = 'published' order by v.id`),
      loadCategories(),
    ]);
    return { ...buildSearchIndex(version, rows), categories };
  };

  /** The vacancies changed after `from` up to `to`, or undefined when only a full reload will do. */
  const changesBetween = async (from: Index, to: string): Promise<number[] | undefined> => {
    const versions = Number(to) - Number(from.version);
    if (!(versions > 0) || !Number.isSafeInteger(versions)) return undefined;
    const limit = Math.min(incrementalMax, Math.max(incrementalMin, Math.floor(from.size * incrementalShare)));
    // One statement, so one snapshot: the count of logged versions and the ids agree.
    const [found] = await rowsOf<{ versions: number | string; everything: boolean | null; ids: number[] | null }>(
      db,
      sql`select count(distinct version)::int as versions, bool_or(vacancy_id is null) as everything,
            case when count(distinct vacancy_id) <= ${limit} then array_agg(distinct vacancy_id) end as ids
          from vacancy_search_changes where version > ${from.version}::bigint and version <= ${to}::bigint`,
    );
    // Every version in between logged something: one missing means the log was pruned past it.
    if (!found || Number(found.versions) !== versions || found.everything || !found.ids) return undefined;
    return found.ids.map(Number);
  };

  const patchIndex = async (from: Index, version: string, changed: number[]): Promise<Index> => {
    const ids = `{${changed.join(',')}}`;
    const [rows, categories] = await Promise.all([
      rowsOf<IndexRow>(
        db,
        sql`select ${indexColumns} from vacancies v
            where v.id = any(${ids}::int[]) and v.status = 'published' order by v.id`,
      ),
      loadCategories(),
    ]);
    return { ...patchSearchIndex(from, version, changed, rows), categories };
  };

  const refresh = async (from: Index | undefined, version: string): Promise<Index> => {
    const started = performance.now();
    const changed = from && incrementalMax > 0 ? await changesBetween(from, version) : undefined;
    const built = from && changed ? await patchIndex(from, version, changed) : await loadIndex(version);
    onRefresh?.({
      kind: changed ? 'incremental' : 'full',
      from: from?.version,
      to: version,
      changed: changed?.length,
      ms: performance.now() - started,
    });
    return built;
  };

  const indexAt = (version: string): Promise<Index> => {
    // Versions only grow: a request that read an older version than the index (or the refresh in
    // flight) has gets the newer one (its rows are newer than the version it read: never stale).
    const wanted = Number(version);
    if (index && Number(index.version) >= wanted) return Promise.resolve(index);
    if (loading && Number(loading.version) >= wanted) return loading.promise;
    // Refresh from the newest index there is: the one in flight when there is one (so refreshes
    // finish in version order).
    const base = loading ? loading.promise.catch(() => index) : Promise.resolve(index);
    const promise = base
      .then((from) => refresh(from, version))
      .then((built) => {
        index = built;
        return built;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { version, promise };
    return promise;
  };

  /**
   * Text matches as index rows, kept per query and search version (a popular query is one SQL
   * read): `ids` in index order (cheap: the full-text index only) for filters, facets and the
   * date and salary orders; `ranked` in relevance order, computed only when a relevance page needs
   * the whole match set (ranking reads every match's text vector).
   */
  const textMatches = new Map<string, { version: string; rows: Int32Array }>();
  let textMatchRows = 0;
  /**
   * The ids a full-text condition with names written as typed (C++, C#, .NET: the text itself is
   * tested) matches, through the full-text index (a bitmap scan): for a broad query the planner
   * would rather scan the table or the primary key and test every row's text vector (1.1 s against
   * 0.37 s cold for 15,589 of 100,000 on PostgreSQL), so in this transaction it may not.
   */
  const bitmapIds = async (query: SQL): Promise<number[]> => {
    const found = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      return rowsOf<{ id: number | string }>(tx as unknown as Database, query);
    });
    return found.map((row) => Number(row.id));
  };
  const keptMatches = async (
    current: SearchIndex,
    key: string,
    find: () => Promise<ArrayLike<number>>,
  ): Promise<Int32Array> => {
    const known = textMatches.get(key);
    if (known && known.version === current.version) return known.rows;
    const result = rowsOfIds(current, await find());
    if (known) textMatchRows -= known.rows.length;
    textMatches.delete(key);
    textMatches.set(key, { version: current.version, rows: result });
    textMatchRows += result.length;
    while (textMatches.size > 1 && (textMatches.size > summaryCacheSize || textMatchRows > TEXT_MATCH_ROWS_KEPT)) {
      const [oldest, value] = textMatches.entries().next().value as [string, { rows: Int32Array }];
      textMatches.delete(oldest);
      textMatchRows -= value.rows.length;
    }
    return result;
  };
  /**
   * The text matches of a plan (with its typos' corrections, or only the words as typed): the
   * published vacancies' narrow document table (migration 0017) gives the ids as one value; a
   * name written as typed (C++) is tested in the vacancy's text.
   */
  const matchesOf = (current: SearchIndex, plan: TextPlan, withCorrections = true) =>
    keptMatches(current, `ids:${withCorrections ? 'all' : 'typed'}:${plan.q}`, async () => {
      if (plan.literals.length > 0) {
        // No `order by v.id`: with it the planner walks the primary key and tests every row's
        // text vector (1 s for a broad query on 100,000); the rows are sorted in memory instead.
        return bitmapIds(
          sql`select v.id from vacancies v where v.status = 'published' and ${textCondition(plan, withCorrections)}`,
        );
      }
      const [found] = await rowsOf<{ ids: Uint8Array | null }>(
        db,
        sql`select vacancy_search_ids(${tsQuery(plan, withCorrections)}) as ids`,
      );
      return decodeIds(found?.ids);
    });

  /**
   * The rows in a cheap relevance order: the title's score for the query's words (titleScorer:
   * the title part of the SQL rank, computed once per distinct title in memory), then newest first.
   */
  const cheapOrder = (current: SearchIndex, plan: TextPlan, rows: Int32Array): Int32Array =>
    orderByTitleScore(current, rows, titleScorer(plan));

  /** The candidates ranked by the full relevance (title and skills, full-text rank) in SQL. */
  const rankInSql = async (current: SearchIndex, plan: TextPlan, candidates: Int32Array): Promise<number[]> => {
    if (candidates.length === 0) return [];
    const ids = `{${Array.from(candidates, (row) => current.ids[row] as number).join(',')}}`;
    const found = await rowsOf<{ id: number | string }>(db, rankedIdsQuery(plan, ids));
    return found.map((row) => rowOf(current, Number(row.id))).filter((row) => row >= 0);
  };

  /**
   * A relevance page of the filtered text matches. Ranking costs per row (it reads each one's
   * text vector), so it is bounded: the rows are ordered by a cheap score in memory (the title's
   * words, then newest), and only the first `rankCandidates` (or as many as the page reaches) are
   * ranked in SQL; the rest follow in the cheap order. The unfiltered ranking is kept per query
   * and search version (the next page of a popular query reads no text vector).
   */
  const relevancePage = async (
    current: SearchIndex,
    plan: TextPlan,
    matches: Int32Array,
    rows: Int32Array,
    offset: number,
    limit: number,
  ): Promise<number[]> => {
    if (offset >= rows.length) return [];
    const cap = Math.max(rankCandidates, offset + limit);
    const key = `ranked:${plan.q}`;
    const known = textMatches.get(key);
    const unfiltered = rows.length === matches.length;
    let head: Int32Array;
    let order: Int32Array;
    if (unfiltered && known && known.version === current.version && known.rows.length >= Math.min(cap, rows.length)) {
      order = known.rows;
      head = order;
    } else {
      order = cheapOrder(current, plan, rows);
      head = Int32Array.from(await rankInSql(current, plan, order.subarray(0, cap)));
      if (unfiltered) {
        const whole = new Int32Array(order.length);
        whole.set(head);
        whole.set(order.subarray(head.length), head.length);
        if (known) textMatchRows -= known.rows.length;
        textMatches.delete(key);
        textMatches.set(key, { version: current.version, rows: whole });
        textMatchRows += whole.length;
        order = whole;
        head = whole;
      }
    }
    if (unfiltered) return Array.from(order.subarray(offset, offset + limit));
    const page = Array.from(head.subarray(offset, offset + limit));
    if (page.length < limit) page.push(...order.subarray(Math.max(cap, offset), offset + limit));
    return page;
  };

  /**
   * The typo vocabulary: the words of the published titles (from the index) and skills with how
   * many vacancies use each. The skills are read again once the search version moved and the last
   * read is `vocabularyTtlMs` old (a typo finding a skill added a minute ago is not worth a read per write).
   */
  let skills: { version: string; at: number; rows: Array<[string, number]> } | undefined;
  let skillsLoading: Promise<Array<[string, number]>> | undefined;
  const skillCounts = async (version: string): Promise<Array<[string, number]>> => {
    if (skills && (skills.version === version || Date.now() - skills.at < vocabularyTtlMs)) return skills.rows;
    skillsLoading ??= rowsOf<{ skill: string; n: number | string }>(
      db,
      sql`select s.skill, count(*)::int as n from vacancies v, unnest(v.skills) as s(skill)
          where v.status = 'published' group by s.skill`,
    )
      .then((found) => {
        const rows = found.map((row): [string, number] => [row.skill, Number(row.n)]);
        skills = { version, at: Date.now(), rows };
        return rows;
      })
      .finally(() => {
        skillsLoading = undefined;
      });
    return skillsLoading;
  };
  const vocabularies = new WeakMap<SearchIndex, Vocabulary>();
  const vocabularyOf = async (current: SearchIndex): Promise<Vocabulary> => {
    const known = vocabularies.get(current);
    if (known) return known;
    const titleCounts = new Map<number, number>();
    for (let row = 0; row < current.size; row++) {
      const code = current.title[row] as number;
      titleCounts.set(code, (titleCounts.get(code) ?? 0) + 1);
    }
    const titles = Array.from(titleCounts, ([code, n]): [string, number] => [current.titles[code] as string, n]);
    const vocabulary = buildVocabulary([...titles, ...(await skillCounts(current.version))]);
    vocabularies.set(current, vocabulary);
    return vocabulary;
  };

  /** Summaries of these vacancy ids, in this order. */
  const summariesOf = async (ids: number[]): Promise<VacancySummary[]> => {
    if (ids.length === 0) return [];
    const rows = await rowsOf<SummaryRow>(
      db,
      sql`select ${summaryColumns} from vacancies v ${summaryJoins}
          where v.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and v.status = 'published'`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSummary(row)] : [];
    });
  };

  /**
   * Published vacancies like `id`: the most similar titles (trigram index) score 0.5 and up, the
   * same category (same city first, newest first, from the index) 0; the best `limit` by score
   * then id, listed by score, newest, id.
   */
  /** The distinct titles' trigram sets of an index (built on the first similar-vacancies request). */
  const titleTrigramSets = new WeakMap<SearchIndex, Int32Array[]>();
  const trigramSetsOf = (current: SearchIndex): Int32Array[] => {
    let sets = titleTrigramSets.get(current);
    if (!sets) {
      const codes = new Map<string, number>();
      sets = current.titles.map((title) => titleTrigrams(title, codes));
      titleTrigramSets.set(current, sets);
    }
    return sets;
  };

  const similarOf = async (id: number, limit: number): Promise<VacancySummary[] | undefined> => {
    const current = await indexAt(await searchVersion());
    const selfRow = rowOf(current, id);
    if (selfRow < 0) return undefined;
    // Similar titles (pg_trgm's similarity and its default threshold, over the distinct titles in memory).
    const sets = trigramSetsOf(current);
    const selfSet = sets[current.title[selfRow] as number] as Int32Array;
    const similarity = Float64Array.from(sets, (set) => trigramSimilarity(selfSet, set));
    const titled: Array<{ row: number; score: number }> = [];
    for (let row = current.size - 1; row >= 0; row--) {
      const score = similarity[current.title[row] as number] as number;
      if (row === selfRow || score < TITLE_SIMILARITY_THRESHOLD) continue;
      if (titled.length === limit && score <= (titled[limit - 1] as { score: number }).score) continue;
      let at = titled.length;
      while (at > 0 && (titled[at - 1] as { score: number }).score < score) at--;
      titled.splice(at, 0, { row, score });
      if (titled.length > limit) titled.pop();
    }
    const scores = new Map<number, number>();
    const category = current.category[selfRow];
    const city = current.city[selfRow];
    const sameCity: number[] = [];
    const elsewhere: number[] = [];
    for (let i = 0; i < current.size && sameCity.length < limit; i++) {
      const row = current.byDate[i] as number;
      if (row === selfRow || current.category[row] !== category) continue;
      if (current.city[row] === city) sameCity.push(row);
      else if (elsewhere.length < limit) elsewhere.push(row);
    }
    for (const row of [...sameCity, ...elsewhere].slice(0, limit)) scores.set(current.ids[row] as number, 0);
    for (const { row, score } of titled) {
      const candidate = current.ids[row] as number;
      scores.set(candidate, Math.max(scores.get(candidate) ?? 0, score + 0.5));
    }
    const publishedAt = (candidate: number) => {
      const at = current.publishedAt[rowOf(current, candidate)] ?? Number.NaN;
      return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
    };
    const best = [...scores]
      .sort(([a, sa], [b, sb]) => sb - sa || b - a)
      .slice(0, limit)
      .sort(([a, sa], [b, sb]) => sb - sa || publishedAt(b) - publishedAt(a) || b - a)
      .map(([candidate]) => candidate);
    return summariesOf(best);
  };

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

  /** Every category seekers are offered (catalog order, not hidden) with its number of published vacancies (from the index). */
  const categoriesWithCounts = async (): Promise<CategoryWithCount[]> => {
    const current = await indexAt(await searchVersion());
    const counts = new Map<number, number>();
    for (let row = 0; row < current.size; row++) {
      const id = current.category[row] as number;
      if (id >= 0) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return [...current.categories.values()]
      .filter((row) => !row.hidden)
      .sort((a, b) => Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id))
      .map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        name_ru: row.name_ru,
        name_en: row.name_en,
        count: counts.get(Number(row.id)) ?? 0,
      }));
  };

  /** The assistant's city dictionary over the cities vacancies name (kept per dictionary of the index). */
  const cityDictionaries = new WeakMap<readonly string[], Dictionary>();

  return {
    /** The known cities and every city a published vacancy names, by all their names and forms. */
    cityDictionary: async (): Promise<Dictionary> => {
      const current = await indexAt(await searchVersion());
      let dictionary = cityDictionaries.get(current.cities);
      if (!dictionary) {
        dictionary = buildDictionary([], current.cities);
        cityDictionaries.set(current.cities, dictionary);
      }
      return dictionary;
    },
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
      const items = await summariesOf(pageRows.map((row) => current.ids[row] as number));
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

    /** Published vacancies like `id`: similar titles first (trigram), then the same category, newest first. */
    similar: (id: number, limit: number): Promise<VacancySummary[] | undefined> =>
      byVersion(`similar:${id}:${limit}`, () => similarOf(id, limit)),

    /** Every category (catalog order) with its number of published vacancies. */
    categories: categoriesWithCounts,
    /** An editors' collection in its order, published vacancies only. */
    collection: async (
      slug: CollectionSlug,
      limit: number,
      excludeIds?: ReadonlySet<number>,
    ): Promise<Array<VacancySummary & { editors_pick: boolean }>> => {
      const excluded =
        excludeIds && excludeIds.size > 0
          ? sql` and not (v.id = any(${`{${[...excludeIds].join(',')}}`}::int[]))`
          : sql``;
      const rows = await rowsOf<SummaryRow & { editors_pick: boolean }>(
        db,
        sql`select ${summaryColumns}, ci.added_by is not null as editors_pick from collection_items ci
            join vacancies v on v.id = ci.vacancy_id ${summaryJoins}
            where ci.slug = ${slug} and v.status = 'published'${excluded}
            order by ci.position, ci.vacancy_id limit ${limit}`,
      );
      // An editor chose it when the item names the editor who added it.
      return rows.map((row) => ({ ...toSummary(row), editors_pick: row.editors_pick === true }));
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
      const [rows, responsiveness] = await Promise.all([
        rowsOf<SummaryRow>(
          db,
          sql`select ${summaryColumns} from vacancies v ${summaryJoins}
            where v.company_id = ${id} and v.status = 'published'
            order by v.published_at desc nulls last, v.id desc limit ${limit}`,
        ),
        companyResponsiveness(id),
      ]);
      return {
        id: Number(company.id),
        name: company.name,
        logo: company.logo_url,
        description: company.description,
        site: company.site,
        city: company.city,
        industry: company.industry,
        size: company.size,
        responsiveness,
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
