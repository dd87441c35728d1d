import type { Database } from '@jobs/server-db';
import { buildDictionary, type Dictionary } from '../text/dictionary';
import { buildVocabulary, type Vocabulary } from '../text/query';
import { buildSearchIndex, patchSearchIndex, rowOf, type SearchIndex } from './search.index';
import {
  documentLexemes,
  literalMatchIds,
  matchingIds,
  matchingIdsAmong,
  matchingIdsWith,
  prefixLexemes,
  printedTsQuery,
  rankedIds,
  readCategories,
  readChanges,
  readIndexRows,
  readIndexRowsOf,
  readSearchVersion,
  sampledIds,
  sampleLexemes,
  skillAndCompanyCounts,
  termIds,
  type CategoryRow,
  type FullTextQuery,
} from './search-engine.repository';
import { titleScorer, type TextPlan } from './search.sql';
import { DAY_MS, dayTerms } from '../../lib/days';
import { createSampleMatcher, SAMPLE_PATCH_MAX, type SampleMatcher } from './sample-matcher';
import {
  createTermCache,
  datePositionOf,
  decodeIds,
  evaluateTsQuery,
  idsOfRows,
  orderByTitleScore,
  operandOf,
  parseTsQuery,
  printTsQuery,
  rowsOfIds,
  termsOf,
  titleScoreBuckets,
  withPrefixesNamed,
} from './text-match';

/** How the engine keeps what it keeps (tests and benchmarks set them; the app takes the defaults). */
export type SearchEngineOptions = {
  /** How long a list that changes only with the data (suggestions, similar vacancies) is reused while no vacancy changes (default 60 s). */
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
  /**
   * Which ids the sample table holds (default `inSample`, migration 0039's rule; tests that fill
   * the table themselves say so).
   */
  sampled?: (id: number) => boolean;
  /**
   * How a broad page finds each bucket's first matches (default `cheaper`: the way that visits
   * fewer rows by the sample; tests force `walk` or `window`).
   */
  pageWay?: 'cheaper' | 'walk' | 'window';
  /** A window of days holds at least this many sampled matches (default WINDOW_MIN_SAMPLED; tests lower it). */
  windowMinSampled?: number;
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

/**
 * An index with the categories (slug, names, order, hidden), loaded with it, and the sampled
 * documents in memory at its version (sample-matcher.ts; undefined when they could not be read: the
 * sample table answers then).
 */
export type EngineIndex = SearchIndex & { categories: Map<number, CategoryRow>; sample: SampleMatcher | undefined };

/**
 * The sample of the documents kept in a table of its own with its own full-text index (migration
 * 0039; the résumés' sample, 0045, keeps every SAMPLE_EVERY-th user id too): every SAMPLE_EVERY-th
 * id. Change them together.
 */
export const SAMPLE_EVERY = 64;
export const inSample = (id: number): boolean => id % SAMPLE_EVERY === 0;

/** The rows of an index whose ids are in the sample (by `sampled`), ascending (per index). */
const sampleRowsOf = new WeakMap<SearchIndex, Int32Array>();
export const sampleRows = (index: SearchIndex, sampled: (id: number) => boolean = inSample): Int32Array => {
  let rows = sampleRowsOf.get(index);
  if (!rows) {
    const found = new Int32Array(index.size);
    let n = 0;
    for (let row = 0; row < index.size; row++) if (sampled(index.ids[row] as number)) found[n++] = row;
    rows = found.slice(0, n);
    sampleRowsOf.set(index, rows);
  }
  return rows;
};

/**
 * A window of days holds WINDOW_MARGIN times the matches a bucket wants by the sample; one that held
 * fewer is walked.
 */
const WINDOW_MARGIN = 1.5;
/**
 * A window of days (a broad page's here, a résumé search's in resumes.repository.ts) holds at least
 * this many sampled matches: a count of a few sampled rows is noisy (8 sampled, twice the 300 wanted,
 * held 233 résumés).
 */
export const WINDOW_MIN_SAMPLED = 12;

/** How many rows of an index have no publication time (they carry no day term: no window sees them). */
const undatedOf = new WeakMap<SearchIndex, number>();
const undatedRows = (index: SearchIndex): number => {
  let n = undatedOf.get(index);
  if (n === undefined) {
    n = 0;
    for (let row = 0; row < index.size; row++) if (Number.isNaN(index.publishedAt[row] as number)) n++;
    undatedOf.set(index, n);
  }
  return n;
};

/** Text-match rows kept across the cached queries (4 bytes each). */
const TEXT_MATCH_ROWS_KEPT = 2_000_000;

/**
 * A prefix is named lexeme by lexeme (search-engine.repository.ts's prefixLexemes) when it names at
 * most this many; a shorter prefix («ра:*») stays one bitmap, which GIN builds faster than it
 * intersects hundreds of posting lists.
 */
const PREFIX_LEXEMES_NAMED = 64;
/** Prefixes whose lexemes are kept per search version. */
const PREFIXES_KEPT = 20_000;
/**
 * Ids kept across the full-text terms of the queries (4 bytes each: 16 MB). Broad queries (issue
 * 29) no longer read their terms whole (the sample and the page's rows instead), so the terms kept
 * are the narrow ones: half the 32 MB of before holds them.
 */
const TERM_IDS_KEPT = 4_000_000;

/**
 * The search engine: one per app (app.ts makes it and hands it to the search service, which the
 * search routes and the saved-search alerts use, and to the catalog). It owns what search keeps
 * in memory: the index of the published vacancies (search.index.ts) and its lifecycle (loaded on
 * the first request, patched with the changed vacancies when the search version moves, reloaded
 * whole when a patch will not do), the text matches and their relevance order per query and
 * version, the typo vocabulary, and lists kept per version. How words match and rank is
 * search.sql.ts and text/query.ts; what a request does with all this is search.service.ts.
 */
export const createSearchEngine = (db: Database, options: SearchEngineOptions = {}) => {
  const summaryTtlMs = options.summaryTtlMs ?? 60_000;
  const summaryCacheSize = options.summaryCacheSize ?? 2000;
  const rankCandidates = options.rankCandidates ?? 300;
  const incrementalMax = options.incrementalMax ?? 20_000;
  const incrementalShare = options.incrementalShare ?? 0.05;
  const incrementalMin = options.incrementalMin ?? 1000;
  const onRefresh = options.onRefresh;
  const vocabularyTtlMs = options.vocabularyTtlMs ?? 30_000;
  const searchVersion = (): Promise<string> => readSearchVersion(db);

  /**
   * Lists that only change with the data (suggestions, similar vacancies), kept per search version
   * (the version of the index the request reads: the caller read it already).
   */
  const lists = new Map<string, { version: string; at: number; value: unknown }>();
  const byVersion = async <T>(current: SearchIndex, key: string, compute: () => Promise<T>): Promise<T> => {
    const version = current.version;
    const known = lists.get(key);
    if (known && known.version === version && Date.now() - known.at < summaryTtlMs) return known.value as T;
    const value = await compute();
    lists.delete(key);
    lists.set(key, { version, at: Date.now(), value });
    if (lists.size > summaryCacheSize) lists.delete(lists.keys().next().value as string);
    return value;
  };

  /**
   * The in-memory filter index of the published vacancies (search.index.ts), valid for one search
   * version: a request reads the version (one row of `search_version`, migration 0006) and, when it
   * moved, patches the index with the vacancies logged as changed since (a full reload when the log
   * says "everything", no longer reaches back, or lists too many). PostgreSQL instances each keep
   * their own and all follow the database's version. The version is read before the rows, and a
   * version is visible only once its changes are committed, so rows are never older than their
   * version (they may be newer: the next refresh reads those vacancies again).
   */
  type Index = EngineIndex;
  let index: Index | undefined;
  let loading: { version: string; promise: Promise<Index> } | undefined;

  const loadCategories = () => readCategories(db);

  /** The sampled documents read whole (undefined when that failed: searches read the sample table). */
  const loadSample = async (): Promise<SampleMatcher | undefined> => {
    try {
      const { lexemes, ids } = await sampleLexemes(db);
      return createSampleMatcher(lexemes, ids);
    } catch {
      return undefined;
    }
  };

  /** The sample after `changed` vacancies: their sampled documents read again, or the whole sample past SAMPLE_PATCH_MAX. */
  const patchSample = async (
    from: SampleMatcher | undefined,
    changed: number[],
  ): Promise<SampleMatcher | undefined> => {
    const sampled = changed.filter(options.sampled ?? inSample);
    if (!from || from.changedSince() + sampled.length > SAMPLE_PATCH_MAX) return loadSample();
    if (sampled.length === 0) return from;
    return from.patched(sampled, await documentLexemes(db, sampled, 'sample'));
  };

  const loadIndex = async (version: string): Promise<Index> => {
    const [rows, categories, sample] = await Promise.all([readIndexRows(db), loadCategories(), loadSample()]);
    return { ...buildSearchIndex(version, rows), categories, sample };
  };

  /**
   * The vacancies changed after version `from` up to `to` (at most as many as a patch of an index
   * of `size` rows takes), or undefined when only a full reload will do.
   */
  const changesBetween = async (from: string, size: number, to: string): Promise<number[] | undefined> => {
    const versions = Number(to) - Number(from);
    if (!(versions > 0) || !Number.isSafeInteger(versions)) return undefined;
    const limit = Math.min(incrementalMax, Math.max(incrementalMin, Math.floor(size * incrementalShare)));
    // One statement, so one snapshot: the count of logged versions and the ids agree.
    const found = await readChanges(db, from, to, limit);
    // Every version in between logged something: one missing means the log was pruned past it.
    if (!found || found.versions !== versions || found.everything || !found.ids) return undefined;
    return found.ids;
  };

  const patchIndex = async (from: Index, version: string, changed: number[]): Promise<Index> => {
    const [rows, categories, sample] = await Promise.all([
      readIndexRowsOf(db, changed),
      loadCategories(),
      patchSample(from.sample, changed),
    ]);
    return { ...patchSearchIndex(from, version, changed, rows), categories, sample };
  };

  const refresh = async (from: Index | undefined, version: string): Promise<Index> => {
    const started = performance.now();
    const changed = from && incrementalMax > 0 ? await changesBetween(from.version, from.size, version) : undefined;
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

  /** A plan's tsquery as PostgreSQL prints it (words stemmed, a prefix as typed), once per plan and variant. */
  const printedOf = new WeakMap<TextPlan, Map<boolean, Promise<string>>>();
  const printed = (plan: TextPlan, withCorrections: boolean): Promise<string> => {
    let known = printedOf.get(plan);
    if (!known) printedOf.set(plan, (known = new Map()));
    let text = known.get(withCorrections);
    if (!text) known.set(withCorrections, (text = printedTsQuery(db, plan, withCorrections)));
    return text;
  };

  /**
   * The lexemes each prefix names (prefixLexemes, at most PREFIX_LEXEMES_NAMED), kept per search
   * version (the lexemes only change with documents, and the version moves with every change).
   */
  let named: { version: string; lexemes: Map<string, string[] | undefined> } = { version: '', lexemes: new Map() };
  const lexemesOfPrefixes = async (version: string, prefixes: string[]) => {
    if (named.version !== version || named.lexemes.size > PREFIXES_KEPT) named = { version, lexemes: new Map() };
    const kept = named.lexemes;
    const missing = prefixes.filter((prefix) => !kept.has(prefix));
    if (missing.length > 0) {
      const found = await prefixLexemes(db, missing, PREFIX_LEXEMES_NAMED);
      missing.forEach((prefix, i) => kept.set(prefix, found[i]));
    }
    return kept;
  };

  /**
   * A plan's full-text query for an intersection in the index (with the filters' terms, or of
   * several words): its prefixes named lexeme by lexeme (migration 0047), which GIN intersects
   * with the other side's postings, where a prefix is first read whole into a bitmap. The plan
   * itself when it has a phrase (only PostgreSQL parses those); null when it matches nothing.
   */
  const prefixesNamed = async (
    current: SearchIndex,
    plan: TextPlan,
    withCorrections: boolean,
  ): Promise<FullTextQuery | null> => {
    const text = await printed(plan, withCorrections);
    const tree = parseTsQuery(text);
    if (tree === null) return null;
    if (tree === undefined) return { plan, withCorrections };
    const prefixes = termsOf(tree).flatMap((term) => {
      const operand = operandOf(term);
      return operand.prefix ? [operand.lexeme] : [];
    });
    if (prefixes.length === 0) return { printed: text };
    const lexemes = await lexemesOfPrefixes(current.version, [...new Set(prefixes)]);
    return { printed: printTsQuery(withPrefixesNamed(tree, (prefix) => lexemes.get(prefix))) };
  };

  /**
   * Text matches as index rows, kept per query and search version (a popular query is one SQL
   * read): `ids` in index order (cheap: the full-text index only) for filters, facets and the
   * date and salary orders; `ranked` in relevance order, computed only when a relevance page needs
   * the whole match set (ranking reads every match's text vector).
   */
  const textMatches = new Map<string, { version: string; rows: Int32Array }>();
  let textMatchRows = 0;
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
        // With names written as typed (C++) the text itself is tested, through the full-text index.
        return literalMatchIds(db, plan, withCorrections);
      }
      // One word (its forms, corrections, completions and other names or'ed): the query as
      // PostgreSQL reads it, its terms from memory or read once and kept (text-match.ts).
      // Several words, or search operators: the database intersects them before reading a row.
      if (!plan.exact && plan.variants.every((variant) => variant.words.length <= 1)) {
        const tree = parseTsQuery(await printed(plan, withCorrections));
        if (tree === null) return new Int32Array(0);
        // Word positions (a hyphenated word) only the database can tell.
        const inMemory = tree && (await termCache.match(tree, current.version, current.ids));
        if (inMemory) return inMemory;
      }
      // Several words: a prefix named lexeme by lexeme is intersected with the other words in the
      // index (as with the filters' terms), where a prefix's bitmap is read whole first.
      const query = await prefixesNamed(current, plan, withCorrections);
      return query ? decodeIds(await matchingIds(db, query)) : new Int32Array(0);
    });

  /** Each full-text term's matching ids, kept across queries (text-match.ts). */
  const termCache = createTermCache(
    {
      fetch: async (terms) => (await termIds(db, terms)).map((ids) => decodeIds(ids)),
      changes: (from, to) => changesBetween(from, index?.size ?? 0, to),
      lexemesOf: (ids) => documentLexemes(db, ids),
    },
    TERM_IDS_KEPT,
  );

  /**
   * The rows in a cheap relevance order: the title's score for the query's words (titleScorer:
   * the title part of the SQL rank, computed once per distinct title in memory), then newest first.
   */
  const cheapOrder = (current: SearchIndex, plan: TextPlan, rows: Int32Array): Int32Array =>
    orderByTitleScore(current, rows, titleScorer(plan));

  /** The candidates ranked by the full relevance (title and skills, full-text rank) in SQL. */
  const rankInSql = async (current: SearchIndex, plan: TextPlan, candidates: Int32Array): Promise<number[]> => {
    if (candidates.length === 0) return [];
    const found = await rankedIds(db, plan, idsOfRows(current, candidates));
    return found.map((id) => rowOf(current, id)).filter((row) => row >= 0);
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
    /** False when `matches` are not the query's whole matches (its order is then not kept). */
    whole = true,
  ): Promise<number[]> => {
    if (offset >= rows.length) return [];
    const cap = Math.max(rankCandidates, offset + limit);
    const key = `ranked:${plan.q}`;
    const known = textMatches.get(key);
    const unfiltered = whole && rows.length === matches.length;
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
   * A plan's matches among the sampled documents (migration 0039) as index rows, kept per query
   * and version like the whole matches: a sixty-fourth of the rows read, what a broad query's total
   * and facets are estimated from (search.service.ts).
   */
  const sampleOf = (current: EngineIndex, plan: TextPlan, withCorrections = true): Promise<Int32Array> =>
    keptMatches(current, `sample:${withCorrections ? 'all' : 'typed'}:${plan.q}`, async () => {
      // In memory: the query as PostgreSQL reads it, over the sampled documents' lexemes. Word
      // positions (a phrase) and names written as typed only the database tests.
      if (current.sample && plan.literals.length === 0) {
        const tree = parseTsQuery(await printed(plan, withCorrections));
        if (tree === null) return new Int32Array(0);
        if (tree) return evaluateTsQuery(tree, current.sample.match, current.sample.ids());
      }
      return decodeIds(await sampledIds(db, plan, withCorrections));
    });

  /** Which of `rows` (ascending) match the plan: the rows that pass a selective filter, tested. */
  const matchesAmong = async (current: SearchIndex, plan: TextPlan, rows: Int32Array): Promise<Int32Array> =>
    rows.length === 0
      ? rows
      : rowsOfIds(current, decodeIds(await matchingIdsAmong(db, plan, idsOfRows(current, rows))));

  /**
   * The plan's matches among the vacancies that carry every one of `terms.every` and one of
   * `terms.any` (`c:<city>`…: their filter values as terms, migration 0044), intersected in the
   * index, as index rows (ascending).
   */
  const matchesWith = async (
    current: SearchIndex,
    plan: TextPlan,
    terms: FacetTerms,
    withCorrections = true,
  ): Promise<Int32Array> => {
    const query = await prefixesNamed(current, plan, withCorrections);
    return query ? rowsOfIds(current, decodeIds(await matchingIdsWith(db, query, terms))) : new Int32Array(0);
  };

  /**
   * The first `need` rows of `order` (every row in the wanted order) that pass `pass` and match
   * the plan, in that order: early termination for a broad query. The rows that pass go to the
   * database in batches (which of these ids match: the primary key, or its intersection with the
   * full-text index), each batch sized by `share` (about what share of the passing rows match, from
   * the sample) to hold what is still needed, the next twice as large when it did not.
   */
  const matchingInOrder = async (
    current: SearchIndex,
    plan: TextPlan,
    order: Int32Array,
    pass: ((row: number) => boolean) | undefined,
    need: number,
    share: number,
  ): Promise<Int32Array> => {
    const found: number[] = [];
    let at = 0;
    let growth = 1.5;
    while (found.length < need && at < order.length) {
      const wanted = Math.ceil(((need - found.length) / Math.max(share, 0.002)) * growth) + 32;
      const rows: number[] = [];
      while (rows.length < wanted && at < order.length) {
        const row = order[at++] as number;
        if (!pass || pass(row)) rows.push(row);
      }
      if (rows.length === 0) break;
      const matched = new Set(decodeIds(await matchingIdsAmong(db, plan, idsOfRows(current, rows))));
      for (const row of rows) if (matched.has(current.ids[row] as number)) found.push(row);
      growth *= 2;
    }
    return Int32Array.from(found.slice(0, need));
  };

  /**
   * Days of the newest matches read at once (`window`), or the rows tested in order (`walk`), for
   * each bucket of a broad page: which costs fewer row visits by the sample (`cheaper`: the app's),
   * or always one way (tests).
   */
  const pageWay = options.pageWay ?? 'cheaper';
  const windowMinSampled = options.windowMinSampled ?? WINDOW_MIN_SAMPLED;

  /**
   * A page of a broad query (its matches not read whole: search.service.ts) in relevance, date or
   * salary order: the first `cap` matching rows that pass the filters in the page's order
   * (relevance: the cheap order, a title's score then newest, its first `rankCandidates` then
   * ranked in SQL), the same rows in the same order as the whole match set's page.
   * The order is buckets (relevance: one per title score, highest first; date: one) each in date
   * order, and each bucket's first matches are found by whichever way visits fewer rows by the
   * sample: testing the bucket's rows newest first in batches (`matchingInOrder`: about `want /
   * share` rows), or reading every match of a window of the newest days whose sampled matches
   * hold WINDOW_MARGIN times what is wanted (the words', the filters' terms' and the days' posting
   * lists intersected in the index: about the window's matches). A window that held too few (the
   * sample is an estimate) is walked after all. The salary order has no terms (walked).
   */
  const broadPage = async (
    current: SearchIndex,
    plan: TextPlan,
    query: BroadQuery,
    sort: 'relevance' | 'date' | 'salary',
    offset: number,
    limit: number,
  ): Promise<number[]> => {
    const { pass } = query;
    const sampled = sampleRows(current, options.sampled);
    const scale = current.size / Math.max(1, sampled.length);
    /** About what share of a bucket's rows match, and how many of its rows are sampled. */
    const shareOf = (inBucket: (row: number) => boolean) => {
      let rows = 0;
      let matches = 0;
      for (let i = 0; i < sampled.length; i++) if (inBucket(sampled[i] as number)) rows++;
      for (let i = 0; i < query.sample.length; i++) if (inBucket(query.sample[i] as number)) matches++;
      return { share: rows === 0 ? 1 : Math.max(matches / rows, 1 / (rows + 1)), rows };
    };
    if (sort === 'salary') {
      const need = offset + limit;
      const { share } = shareOf((row) => !pass || pass(row));
      const rows = await matchingInOrder(current, plan, current.bySalary, pass, need, share);
      return Array.from(rows.subarray(offset, offset + limit));
    }
    const relevance = sort === 'relevance';
    const cap = relevance ? Math.max(rankCandidates, offset + limit) : offset + limit;
    // The buckets: relevance's title scores (each walked in the date order, only as far as it
    // needs: its rows are those that pass and have a title of its score); the date order's one.
    const { bucketOfTitle, sizes } = relevance
      ? titleScoreBuckets(current, titleScorer(plan))
      : { bucketOfTitle: undefined, sizes: [current.size] };
    const windows = createWindows(current, plan, query, scale);
    const found: number[] = [];
    for (let bucket = 0; bucket < sizes.length && found.length < cap; bucket++) {
      if (sizes[bucket] === 0) continue;
      const want = cap - found.length;
      const inBucket = bucketOfTitle
        ? (row: number) => bucketOfTitle[current.title[row] as number] === bucket && (!pass || pass(row))
        : pass;
      const { share, rows: sampledRows } = shareOf(inBucket ?? (() => true));
      const walkVisits = Math.min(sampledRows * scale, want / share);
      const window = pageWay === 'walk' ? undefined : windows.plan(inBucket, want);
      if (window && (pageWay === 'window' || window.visits < walkVisits)) {
        const newest = await windows.newest(window, inBucket, want);
        if (newest) {
          found.push(...newest);
          continue;
        }
      }
      found.push(...(await matchingInOrder(current, plan, current.byDate, inBucket, want, share)));
    }
    if (!relevance) return found.slice(offset, offset + limit);
    const ranked = await rankInSql(current, plan, Int32Array.from(found));
    return ranked.slice(offset, offset + limit);
  };

  /**
   * The windows of days of one broad page (its buckets share what was read): `plan` says, by the
   * sample, from which UTC day on the newest matches of a bucket hold WINDOW_MARGIN times `want`
   * (at least `windowMinSampled` sampled ones; every day when the sample has fewer) and how many
   * rows reading that window visits (the sampled matches from that day on that carry the filters'
   * terms, scaled); `newest` reads the window (its matches that carry the filters' terms, once per
   * page for the widest window asked) and gives the bucket's first `want` in date order, or
   * undefined when the window held fewer and did not reach back to the first day.
   */
  const createWindows = (current: SearchIndex, plan: TextPlan, query: BroadQuery, scale: number) => {
    const position = datePositionOf(current);
    const dayOf = (row: number) => Math.floor((current.publishedAt[row] as number) / DAY_MS);
    const dated = undatedRows(current) === 0;
    const newestMs = current.size > 0 ? (current.publishedAt[current.byDate[0] as number] as number) : 0;
    // The sampled matches newest first, and those that carry the filters' terms.
    const sample = Int32Array.from(query.sample).sort((a, b) => (position[a] as number) - (position[b] as number));
    const termed = query.termed ? sample.filter(query.termed) : sample;
    let read: { fromDay: number; rows: Int32Array } | undefined;
    return {
      plan: (inBucket: ((row: number) => boolean) | undefined, want: number) => {
        if (!dated || current.size === 0) return undefined;
        const target = Math.max(windowMinSampled, Math.ceil((WINDOW_MARGIN * want) / scale));
        let seen = 0;
        let fromDay = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < sample.length; i++) {
          const row = sample[i] as number;
          if ((!inBucket || inBucket(row)) && ++seen >= target) {
            fromDay = dayOf(row);
            break;
          }
        }
        let visits = 0;
        for (let i = 0; i < termed.length && dayOf(termed[i] as number) >= fromDay; i++) visits++;
        return { fromDay, visits: visits * scale };
      },
      newest: async (
        window: { fromDay: number },
        inBucket: ((row: number) => boolean) | undefined,
        want: number,
      ): Promise<number[] | undefined> => {
        if (!read || read.fromDay > window.fromDay) {
          // The window's days (none: every day, the filters' own days if any).
          const days = Number.isFinite(window.fromDay)
            ? new Set(dayTerms(window.fromDay * DAY_MS, Math.max(newestMs, Date.now())))
            : undefined;
          const any = !days
            ? query.terms.any
            : query.terms.any.length > 0
              ? query.terms.any.filter((day) => days.has(day))
              : [...days];
          const rows =
            days && any.length === 0
              ? new Int32Array(0)
              : !days && query.terms.every.length + any.length === 0
                ? await matchesOf(current, plan)
                : await matchesWith(current, plan, { every: query.terms.every, any });
          read = { fromDay: window.fromDay, rows };
        }
        const kept = inBucket ? read.rows.filter(inBucket) : read.rows.slice();
        const rows = kept.sort((a, b) => (position[a] as number) - (position[b] as number));
        if (rows.length < want && Number.isFinite(read.fromDay)) return undefined;
        return Array.from(rows.subarray(0, want));
      },
    };
  };

  /**
   * The typo vocabulary: the words of the published titles (from the index), skills and company
   * names with how many vacancies use each. The skills are read again once the search version moved and the last
   * read is `vocabularyTtlMs` old (a typo finding a skill added a minute ago is not worth a read per
   * write); a search meanwhile uses the skills read before (the read takes a second at a million
   * vacancies: no search waits for it but the first), and the next vocabulary has the new ones.
   */
  let skills: { version: string; at: number; rows: Array<[string, number]> } | undefined;
  let skillsLoading: Promise<Array<[string, number]>> | undefined;
  const skillCounts = async (version: string): Promise<Array<[string, number]>> => {
    if (skills && (skills.version === version || Date.now() - skills.at < vocabularyTtlMs)) return skills.rows;
    skillsLoading ??= skillAndCompanyCounts(db)
      .then((rows) => {
        skills = { version, at: Date.now(), rows };
        return rows;
      })
      .finally(() => {
        skillsLoading = undefined;
      });
    if (!skills) return skillsLoading;
    // A failed read is tried again by a later search.
    skillsLoading.catch(() => undefined);
    return skills.rows;
  };
  /** Each index's vocabulary, with the skills it was built from (rebuilt once newer ones are read). */
  const vocabularies = new WeakMap<SearchIndex, { skills: Array<[string, number]>; vocabulary: Vocabulary }>();
  const vocabularyOf = async (current: SearchIndex): Promise<Vocabulary> => {
    const skillRows = await skillCounts(current.version);
    const known = vocabularies.get(current);
    if (known && known.skills === skillRows) return known.vocabulary;
    const titleCounts = new Map<number, number>();
    for (let row = 0; row < current.size; row++) {
      const code = current.title[row] as number;
      titleCounts.set(code, (titleCounts.get(code) ?? 0) + 1);
    }
    const titles = Array.from(titleCounts, ([code, n]): [string, number] => [current.titles[code] as string, n]);
    const vocabulary = buildVocabulary([...titles, ...skillRows]);
    vocabularies.set(current, { skills: skillRows, vocabulary });
    return vocabulary;
  };

  /** The assistant's city dictionary over the cities vacancies name (kept per dictionary of the index). */
  const cityDictionaries = new WeakMap<readonly string[], Dictionary>();

  return {
    /**
     * The index at the database's search version: one read of the version (one row), and a
     * refresh when it moved. A request reads it once and works on that one index throughout.
     */
    current: async (): Promise<EngineIndex> => indexAt(await searchVersion()),
    byVersion,
    matchesOf,
    sampleOf,
    /** The index's rows in the sample (ascending). */
    sampleRows: (current: SearchIndex): Int32Array => sampleRows(current, options.sampled),
    matchesAmong,
    matchesWith,
    broadPage,
    relevancePage,
    vocabularyOf,
    /** The known cities and every city a published vacancy names, by all their names and forms. */
    cityDictionary: (current: EngineIndex): Dictionary => {
      let dictionary = cityDictionaries.get(current.cities);
      if (!dictionary) {
        dictionary = buildDictionary([], current.cities);
        cityDictionaries.set(current.cities, dictionary);
      }
      return dictionary;
    },
  };
};

export type SearchEngine = ReturnType<typeof createSearchEngine>;

/** Filter values as document terms (migration 0044): every one of `every`, one of `any` (none: no condition). */
export type FacetTerms = { every: readonly string[]; any: readonly string[] };

/** What a broad page is found with (search.service.ts): the filters, as a test and as terms, and the sample's matches. */
export type BroadQuery = {
  /** The filters' test (undefined: none). */
  pass: ((row: number) => boolean) | undefined;
  /** The filters that are document terms (the database intersects them with the words) and their test. */
  terms: FacetTerms;
  termed: ((row: number) => boolean) | undefined;
  /** The words' matches among the sampled documents (index rows). */
  sample: Int32Array;
};
