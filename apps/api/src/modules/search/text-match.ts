import { printedOperand } from '../text/query';
import { rowOf, type SearchIndex } from './search.index';

/**
 * The text matches of a query as index rows, and their cheap relevance order: work per match, so
 * none of it may cost more than a few operations a row (a broad word matches 10–15 % of the
 * vacancies: 150,000 of a million).
 */

/**
 * The vacancy ids of `vacancy_search_ids` (migration 0017): 4 bytes each, big-endian (`int4send`),
 * as the pg driver (a Buffer) or PGlite (a Uint8Array) gives a bytea; null when nothing matched.
 */
export const decodeIds = (bytes: Uint8Array | null | undefined): Int32Array => {
  if (!bytes || bytes.byteLength === 0) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ids = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < ids.length; i++) ids[i] = view.getInt32(i * 4);
  return ids;
};

/** Each id's row (-1: not in the index), dense over 0…the largest id, per index (ids are a serial). */
const rowByIdOf = new WeakMap<SearchIndex, Int32Array | null>();
const rowById = (index: SearchIndex): Int32Array | null => {
  let rows = rowByIdOf.get(index);
  if (rows === undefined) {
    const largest = index.size > 0 ? (index.ids[index.size - 1] as number) : 0;
    // Dense when the ids are (a serial with a few gaps); else a binary search per id.
    if (largest <= 4 * index.size + 1024) {
      rows = new Int32Array(largest + 1).fill(-1);
      for (let row = 0; row < index.size; row++) rows[index.ids[row] as number] = row;
    } else rows = null;
    rowByIdOf.set(index, rows);
  }
  return rows;
};

/** The rows of these ids that the index has, ascending (the index's order). */
export const rowsOfIds = (index: SearchIndex, ids: ArrayLike<number>): Int32Array => {
  const dense = rowById(index);
  const rows = new Int32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    const row = dense ? (id >= 0 && id < dense.length ? (dense[id] as number) : -1) : rowOf(index, id);
    if (row >= 0) rows[n++] = row;
  }
  return sortedRows(index, rows.subarray(0, n));
};

/** The ids of these rows, in their order: what the statements that test or rank rows are given. */
export const idsOfRows = (index: SearchIndex, rows: ArrayLike<number>): number[] =>
  Array.from(rows, (row) => index.ids[row] as number);

/**
 * A byte per row, all zero between uses: a membership set that costs no allocation (a fresh one is
 * a zero-filled megabyte at a million rows, and garbage collection after it). Each user clears
 * what it set before returning (the users run synchronously, so never two at once).
 */
let scratch = new Uint8Array(0);
const zeroedBytes = (size: number): Uint8Array => {
  if (scratch.length < size) scratch = new Uint8Array(size);
  return scratch;
};

/**
 * Distinct rows in ascending order: as they are when they came so (the documents table is in id
 * order but for rows edited since), few by sorting, many through a membership walk (linear).
 */
const sortedRows = (index: SearchIndex, rows: Int32Array): Int32Array => {
  let ascending = true;
  for (let i = 1; i < rows.length && ascending; i++) ascending = (rows[i] as number) > (rows[i - 1] as number);
  if (ascending) return rows;
  if (rows.length < index.size / 32) return rows.sort();
  const member = zeroedBytes(index.size);
  for (let i = 0; i < rows.length; i++) member[rows[i] as number] = 1;
  let n = 0;
  for (let row = 0; row < index.size; row++) {
    if (member[row] === 1) {
      member[row] = 0;
      rows[n++] = row;
    }
  }
  return rows.subarray(0, n);
};

/** Each row's position in the date order (newest first), per index. */
const datePositions = new WeakMap<SearchIndex, Int32Array>();
export const datePositionOf = (index: SearchIndex): Int32Array => {
  let positions = datePositions.get(index);
  if (!positions) {
    positions = new Int32Array(index.size);
    for (let i = 0; i < index.size; i++) positions[index.byDate[i] as number] = i;
    datePositions.set(index, positions);
  }
  return positions;
};

/**
 * `rows` by a score of their title (computed once per distinct title), highest first, then newest
 * first: the cheap relevance order. Without a comparison sort: the scores are a handful of values
 * (shares of the query's words), so the rows go to one bucket per score in date order — over the
 * whole date order when the rows are many (linear in the index), over the rows sorted by their
 * date position when they are few.
 */
export const orderByTitleScore = (
  index: SearchIndex,
  rows: Int32Array,
  titleScore: (title: string) => number,
): Int32Array => {
  // Each distinct title of the rows scored once, then each title's bucket: its score's rank.
  const present = new Uint8Array(index.titles.length);
  for (let i = 0; i < rows.length; i++) present[index.title[rows[i] as number] as number] = 1;
  const { bucketOfTitle, buckets } = titleRanks(index, titleScore, (code) => present[code] === 1);
  // Where each bucket starts in the output.
  const next = new Int32Array(buckets + 1);
  for (let i = 0; i < rows.length; i++) next[(bucketOfTitle[index.title[rows[i] as number] as number] as number) + 1]++;
  for (let bucket = 1; bucket < next.length; bucket++) next[bucket] += next[bucket - 1] as number;
  const out = new Int32Array(rows.length);
  const place = (row: number) => {
    const bucket = bucketOfTitle[index.title[row] as number] as number;
    out[next[bucket] as number] = row;
    next[bucket]++;
  };
  if (rows.length >= index.size / 32) {
    const member = zeroedBytes(index.size);
    for (let i = 0; i < rows.length; i++) member[rows[i] as number] = 1;
    for (let i = 0; i < index.size; i++) {
      const row = index.byDate[i] as number;
      if (member[row] === 1) {
        member[row] = 0;
        place(row);
      }
    }
  } else {
    const position = datePositionOf(index);
    const byDate = new Int32Array(rows.length);
    for (let i = 0; i < rows.length; i++) byDate[i] = position[rows[i] as number] as number;
    byDate.sort();
    for (let i = 0; i < byDate.length; i++) place(index.byDate[byDate[i] as number] as number);
  }
  return out;
};

/** How many rows have each title (by its code), per index. */
const titleCountsOf = new WeakMap<SearchIndex, Int32Array>();
export const titleCounts = (index: SearchIndex): Int32Array => {
  let counts = titleCountsOf.get(index);
  if (!counts) {
    counts = new Int32Array(index.titles.length);
    for (let row = 0; row < index.size; row++) counts[index.title[row] as number]++;
    titleCountsOf.set(index, counts);
  }
  return counts;
};

/**
 * The buckets of orderByTitleScore without ordering any row: every title of the index scored once,
 * `bucketOfTitle[code]` the rank of its score (highest first; -1: no row has the title), `sizes[b]`
 * how many rows have a title of bucket b (before any filter). A broad page walks a bucket's rows in
 * the date order only as far as it needs (search-engine.ts), where ordering every row cost 40 ms of
 * CPU a query at a million.
 */
export const titleScoreBuckets = (
  index: SearchIndex,
  titleScore: (title: string) => number,
): { bucketOfTitle: Int32Array; sizes: number[] } => {
  const counts = titleCounts(index);
  const { bucketOfTitle, buckets } = titleRanks(index, titleScore, (code) => (counts[code] as number) > 0);
  const sizes = new Array<number>(buckets).fill(0);
  for (let code = 0; code < index.titles.length; code++) {
    const bucket = bucketOfTitle[code] as number;
    if (bucket >= 0) sizes[bucket] = (sizes[bucket] as number) + (counts[code] as number);
  }
  return { bucketOfTitle, sizes };
};

/**
 * Each title that `has` (by its code) scored once, and its bucket: the rank of its score among the
 * distinct scores, highest first (-1: a title not had). orderByTitleScore's and titleScoreBuckets'.
 */
const titleRanks = (
  index: SearchIndex,
  titleScore: (title: string) => number,
  has: (code: number) => boolean,
): { bucketOfTitle: Int32Array; buckets: number } => {
  const scoreOfTitle = new Float64Array(index.titles.length).fill(Number.NaN);
  const distinct = new Set<number>();
  for (let code = 0; code < index.titles.length; code++) {
    if (!has(code)) continue;
    const score = titleScore(index.titles[code] as string);
    scoreOfTitle[code] = score;
    distinct.add(score);
  }
  const rank = new Map([...distinct].sort((a, b) => b - a).map((score, i) => [score, i]));
  const bucketOfTitle = new Int32Array(index.titles.length).fill(-1);
  for (let code = 0; code < bucketOfTitle.length; code++) {
    const score = scoreOfTitle[code] as number;
    if (!Number.isNaN(score)) bucketOfTitle[code] = rank.get(score) as number;
  }
  return { bucketOfTitle, buckets: rank.size };
};

/**
 * A full-text query as PostgreSQL prints a tsquery (`'a' & ( 'b':* | !'c' )`): each operand as
 * printed (the lexeme quoted, `:*` for a prefix, weight letters), the operators nested.
 */
export type TsQueryTree =
  | { op: 'term'; term: string }
  | { op: 'not'; arg: TsQueryTree }
  | { op: 'and' | 'or'; args: TsQueryTree[] };

/** An operand as printed: quotes doubled and backslashes escaped inside, then `:` with `*` and weights. */
const OPERAND = /'(?:[^'\\]|''|\\.)*'(?::\*?[A-D]*)?/y;

/**
 * Parses a printed tsquery (PostgreSQL's priorities: `!`, then the phrase operators, `&`, `|`):
 * null for an empty query (nothing matches), undefined when it has a phrase operator (`<->`, `<N>`:
 * word positions, which only the database tests).
 */
export const parseTsQuery = (text: string): TsQueryTree | null | undefined => {
  let at = 0;
  let phrase = false;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new Error(`Unexpected tsquery text at ${at}: ${text}`);
  };
  const unary = (): TsQueryTree => {
    skip();
    if (text[at] === '!') {
      at++;
      return { op: 'not', arg: unary() };
    }
    if (text[at] === '(') {
      at++;
      const inner = or();
      skip();
      if (text[at] !== ')') fail();
      at++;
      return inner;
    }
    OPERAND.lastIndex = at;
    const found = OPERAND.exec(text);
    if (!found) return fail();
    at += found[0].length;
    return { op: 'term', term: found[0] };
  };
  const phrases = (): TsQueryTree => {
    const first = unary();
    skip();
    while (text[at] === '<') {
      const end = text.indexOf('>', at);
      if (end < 0) fail();
      at = end + 1;
      phrase = true;
      unary();
      skip();
    }
    return first;
  };
  const binary = (op: 'and' | 'or', sign: string, next: () => TsQueryTree) => (): TsQueryTree => {
    const args = [next()];
    skip();
    while (text[at] === sign) {
      at++;
      args.push(next());
      skip();
    }
    return args.length === 1 ? (args[0] as TsQueryTree) : { op, args };
  };
  const and = binary('and', '&', phrases);
  const or = binary('or', '|', and);
  skip();
  if (at === text.length) return null;
  const tree = or();
  skip();
  if (at !== text.length) fail();
  return phrase ? undefined : tree;
};

/** A tree printed back as PostgreSQL reads a tsquery (each group in parentheses). */
export const printTsQuery = (tree: TsQueryTree): string => {
  const group = (node: TsQueryTree) =>
    node.op === 'and' || node.op === 'or' ? `( ${printTsQuery(node)} )` : printTsQuery(node);
  if (tree.op === 'term') return tree.term;
  if (tree.op === 'not') return `!${group(tree.arg)}`;
  return tree.args.map(group).join(tree.op === 'and' ? ' & ' : ' | ');
};

/**
 * `tree` with each prefix operand that `lexemesOf` names (the lexemes starting with it) replaced by
 * those lexemes or'ed, with the operand's weights (none: the operand matches nothing, and stays).
 */
export const withPrefixesNamed = (
  tree: TsQueryTree,
  lexemesOf: (prefix: string) => readonly string[] | undefined,
): TsQueryTree => {
  if (tree.op === 'not') return { op: 'not', arg: withPrefixesNamed(tree.arg, lexemesOf) };
  if (tree.op !== 'term') return { op: tree.op, args: tree.args.map((arg) => withPrefixesNamed(arg, lexemesOf)) };
  const { lexeme, prefix, weights } = operandOf(tree.term);
  const named = prefix ? lexemesOf(lexeme) : undefined;
  if (!named || named.length === 0) return tree;
  const terms = named.map((each): TsQueryTree => ({ op: 'term', term: printedOperand(each, weights) }));
  return terms.length === 1 ? (terms[0] as TsQueryTree) : { op: 'or', args: terms };
};

/** The printed terms of a tree, each once. */
export const termsOf = (tree: TsQueryTree): string[] => {
  const found = new Set<string>();
  const walk = (node: TsQueryTree) => {
    if (node.op === 'term') found.add(node.term);
    else if (node.op === 'not') walk(node.arg);
    else node.args.forEach(walk);
  };
  walk(tree);
  return [...found];
};

/** Ids in both (ascending arrays), by galloping through the larger. */
const intersect = (a: Int32Array, b: Int32Array): Int32Array => {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let from = 0;
  for (let i = 0; i < small.length && from < large.length; i++) {
    const value = small[i] as number;
    let step = 1;
    let high = from;
    while (high < large.length && (large[high] as number) < value) {
      from = high + 1;
      high += step;
      step *= 2;
    }
    let low = from;
    high = Math.min(high, large.length);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((large[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    from = low;
    if (large[low] === value) out[n++] = value;
  }
  return out.subarray(0, n);
};

/** Ids in either (ascending arrays). */
export const union = (a: Int32Array, b: Int32Array): Int32Array => {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x <= y) {
      out[n++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++] as number;
  while (j < b.length) out[n++] = b[j++] as number;
  return out.subarray(0, n);
};

/**
 * Ids in any of `lists` (ascending arrays): a few merged in pairs from the smallest, many at once
 * (sorted together, duplicates dropped) — a short prefix names hundreds of lexemes.
 */
export const unionAll = (lists: readonly Int32Array[]): Int32Array => {
  if (lists.length <= 4) return [...lists].sort((a, b) => a.length - b.length).reduce(union, new Int32Array(0));
  const all = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i] as number;
  return all.subarray(0, n);
};

/** Ids of `a` not in `b` (ascending arrays). */
export const difference = (a: Int32Array, b: Int32Array): Int32Array => {
  if (b.length === 0) return a;
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    while (j < b.length && (b[j] as number) < x) j++;
    if (b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
};

/**
 * The ids (ascending) a tree matches, given each term's ids (ascending) and every id there is
 * (for `!`): an `and` intersects its positive arguments from the smallest and takes its negated
 * ones away, an `or` merges from the smallest.
 */
export const evaluateTsQuery = (
  tree: TsQueryTree,
  idsOf: (term: string) => Int32Array,
  universe: Int32Array,
): Int32Array => {
  const run = (node: TsQueryTree): Int32Array => {
    if (node.op === 'term') return idsOf(node.term);
    if (node.op === 'not') return difference(universe, run(node.arg));
    if (node.op === 'or') return unionAll(node.args.map(run));
    const positive = node.args.filter((arg) => arg.op !== 'not').map(run);
    const negative = node.args.flatMap((arg) => (arg.op === 'not' ? [run(arg.arg)] : []));
    let result = positive.length === 0 ? universe : positive.sort((a, b) => a.length - b.length).reduce(intersect);
    for (const excluded of negative) result = difference(result, excluded);
    return result;
  };
  return run(tree);
};

/** A document's lexeme with the weights of its positions (`unnest(tsvector)`: 'A'…'D' each). */
export type DocumentLexeme = { lexeme: string; weights: string };

/** A printed operand read back: its lexeme, whether a prefix, the weights it asks for ('' any). */
export const operandOf = (term: string) => {
  const close = term.lastIndexOf("'");
  const flags = term.slice(close + 1);
  return {
    lexeme: term.slice(1, close).replace(/''/g, "'").replace(/\\(.)/g, '$1'),
    prefix: flags.includes('*'),
    weights: flags.replace(/[:*]/g, ''),
  };
};

/** The lexemes of `sorted` (ascending) an operand names: `lexeme` itself, or each starting with it for a prefix. */
export const lexemesLike = (sorted: readonly string[], lexeme: string, prefix: boolean): string[] => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < lexeme) low = middle + 1;
    else high = middle;
  }
  if (!prefix) return sorted[low] === lexeme ? [lexeme] : [];
  const found: string[] = [];
  for (let i = low; i < sorted.length && (sorted[i] as string).startsWith(lexeme); i++) found.push(sorted[i] as string);
  return found;
};

/**
 * Which of some documents each printed operand matches, as `@@` decides it: the lexeme itself (or
 * any starting with it, for a prefix) at a position of one of the asked weights (any, when none).
 */
export const documentMatcher = (documents: ReadonlyMap<number, readonly DocumentLexeme[]>) => {
  const byLexeme = new Map<string, Array<{ id: number; weights: string }>>();
  for (const [id, lexemes] of documents) {
    for (const { lexeme, weights } of lexemes) {
      let list = byLexeme.get(lexeme);
      if (!list) byLexeme.set(lexeme, (list = []));
      list.push({ id, weights });
    }
  }
  const sorted = [...byLexeme.keys()].sort();
  return (term: string): Int32Array => {
    const { lexeme, prefix, weights } = operandOf(term);
    const candidates = lexemesLike(sorted, lexeme, prefix);
    const ids = new Set<number>();
    for (const candidate of candidates) {
      for (const entry of byLexeme.get(candidate) ?? []) {
        if (weights === '' || [...entry.weights].some((weight) => weights.includes(weight))) ids.add(entry.id);
      }
    }
    return Int32Array.from(ids).sort();
  };
};

/** `ids` in ascending order (sorted in place unless they already are). */
const ascending = (ids: Int32Array): Int32Array => {
  for (let i = 1; i < ids.length; i++) if ((ids[i] as number) < (ids[i - 1] as number)) return ids.sort();
  return ids;
};

/** Where a term cache gets what it keeps (search-engine.ts: the documents table). */
export type TermSource = {
  /** Each term's matching ids (in any order: the table's), in the order asked. */
  fetch: (terms: string[]) => Promise<Int32Array[]>;
  /** The vacancies changed after `from` up to `to`; undefined when the log cannot tell. */
  changes: (from: string, to: string) => Promise<number[] | undefined>;
  /** The lexemes of these vacancies' documents (those without a document: none, they match nothing). */
  lexemesOf: (ids: number[]) => Promise<Map<number, DocumentLexeme[]>>;
};

/** More changed vacancies than this at once: the kept terms are dropped rather than patched. */
const TERM_PATCH_MAX = 2000;

/**
 * The ids each full-text term (a lexeme, or a prefix) matches, kept in memory for the search
 * version they were read at, the least recently used dropped past `maxIds` ids (4 bytes each).
 * A query's terms repeat across queries even when the query is new, and a broad term (a word in
 * most descriptions) is the costly part of a match: read once, it is then a merge in memory. When
 * the version moves, the vacancies changed since are read (their lexemes) and each term's ids
 * follow them; when the log cannot say what changed (or too much did), the terms are read again.
 */
export const createTermCache = (source: TermSource, maxIds: number) => {
  let version: string | undefined;
  const kept = new Map<string, Int32Array>();
  let total = 0;
  let syncing: Promise<void> = Promise.resolve();
  // Moves at the start and at the end of each sync: a term read across one is not kept (its
  // snapshot may predate a change the sync patched in).
  let epoch = 0;

  const forget = () => {
    kept.clear();
    total = 0;
  };
  const keep = (term: string, ids: Int32Array) => {
    if (ids.length > maxIds) return;
    kept.set(term, ids);
    total += ids.length;
    while (total > maxIds) {
      const oldest = kept.keys().next().value as string;
      total -= kept.get(oldest)?.length ?? 0;
      kept.delete(oldest);
    }
  };

  /** Brings the kept ids to version `to` (the vacancies changed since patched in and out). */
  const syncTo = async (to: string) => {
    if (version === to) return;
    const from = version;
    const changed = from !== undefined && kept.size > 0 ? await source.changes(from, to) : undefined;
    if (!changed || changed.length > TERM_PATCH_MAX) forget();
    else if (changed.length > 0) {
      const joins = documentMatcher(await source.lexemesOf(changed));
      const leaving = Int32Array.from(changed).sort();
      for (const [term, ids] of [...kept]) {
        const joining = joins(term);
        if (joining.length === 0 && intersect(ids, leaving).length === 0) continue;
        const next = union(difference(ids, leaving), joining);
        total += next.length - ids.length;
        kept.set(term, next);
      }
    }
    version = to;
  };
  const sync = async (to: string) => {
    epoch++;
    try {
      await syncTo(to);
    } catch (error) {
      forget();
      version = undefined;
      throw error;
    } finally {
      epoch++;
    }
  };

  return {
    /**
     * The ids (ascending) `tree` matches at search version `at` (or later), `universe` being every
     * published vacancy's id (ascending, for `!`); or undefined when the database should answer it:
     * a term not kept that the query intersects with others (or negates), because the database's
     * index intersects before it reads a row, while a term read alone may be most of the table
     * («работ» is in 560,000 of 850,000 documents: a query «работ & водитель» reads 2,000 in the
     * database, 560,000 to keep the term). A term or a union of terms costs the same either way,
     * so its missing terms are read, and kept.
     */
    match: async (tree: TsQueryTree, at: string, universe: Int32Array): Promise<Int32Array | undefined> => {
      // Versions only grow: a request of an older version uses what is kept (newer, never older).
      if (version === undefined || Number(at) > Number(version)) {
        syncing = syncing.catch(() => undefined).then(() => sync(at));
        await syncing;
      }
      const found = new Map<string, Int32Array>();
      const missing: string[] = [];
      for (const term of termsOf(tree)) {
        const ids = kept.get(term);
        if (ids) {
          // The most recently used last.
          kept.delete(term);
          kept.set(term, ids);
          found.set(term, ids);
        } else missing.push(term);
      }
      if (missing.length > 0) {
        if (!(tree.op === 'term' || (tree.op === 'or' && tree.args.every((arg) => arg.op === 'term')))) {
          return undefined;
        }
        const readAt = epoch;
        const fetched = await source.fetch(missing);
        missing.forEach((term, i) => {
          const ids = ascending(fetched[i] as Int32Array);
          found.set(term, ids);
          if (epoch === readAt && epoch % 2 === 0 && !kept.has(term)) keep(term, ids);
        });
      }
      return evaluateTsQuery(tree, (term) => found.get(term) as Int32Array, universe);
    },
    /** Ids kept, over all terms (a report figure). */
    size: () => total,
  };
};
