/**
 * How a search query's words match (the rules users of Meilisearch and Typesense expect):
 *
 * - typos per word by its length: none under 5 letters, one from 5, two from 9; a swap of two
 *   adjacent letters counts as one (optimal string alignment distance). A word the vocabulary
 *   (the words of the published titles and skills) does not know is also matched as the known
 *   words that close to it («диерктор» → директор);
 * - the last word is matched as a prefix (search as you type: "javascrip" finds JavaScript);
 * - C++, C#, .NET, 1С and Node.js are words of their own: the full text knows only «c» and «net»
 *   of them, so such a word also has to appear as written (a "C" in «категории C» is not C++).
 */

/** The fewest letters of a word with one typo allowed, and with two. */
export const ONE_TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 9;
/** The last word is matched as a prefix from this many letters (shorter prefixes match too much). */
export const PREFIX_FROM = 3;
/** At most this many corrections of one word are searched (the closest, then the most used). */
const MAX_CORRECTIONS = 4;

/** The typos a word of this length may have. */
export const typoBudget = (length: number): number => (length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0);

/** The three rows of typoDistance's table, reused (a query compares a word with every known one). */
let rows = new Int32Array(3 * 64);

/**
 * The optimal string alignment distance of `a` and the first `length` letters of `b` (all of it by
 * default; insertions, deletions, substitutions and swaps of two adjacent letters each cost one),
 * or `max + 1` once it is sure to be more than `max`.
 */
export const typoDistance = (a: string, b: string, max: number, length = b.length): number => {
  const n = Math.min(length, b.length);
  if (Math.abs(a.length - n) > max) return max + 1;
  const width = n + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  const table = rows;
  // The rows before the previous, previous and current, as offsets into the table.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j <= n; j++) table[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    table[current] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (table[previous + j] as number) + 1,
        (table[current + j - 1] as number) + 1,
        (table[previous + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, (table[before + j - 2] as number) + 1);
      }
      table[current + j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(table[previous + n] as number, max + 1);
};

/** Lower case, «ё» as «е» (as the full text and the titles compare). */
export const normalizeWord = (word: string): string => word.toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** A word the full text does not keep whole: what it searches, and the text the vacancy must have. */
type Special = { pattern: RegExp; lexemes: string[]; literal: string | undefined };
const SPECIALS: readonly Special[] = [
  { pattern: /^c\+\+$/i, lexemes: ['c'], literal: 'c++' },
  { pattern: /^c#$/i, lexemes: ['c'], literal: 'c#' },
  { pattern: /^f#$/i, lexemes: ['f'], literal: 'f#' },
  { pattern: /^\.net$/i, lexemes: ['net', 'asp.net'], literal: '.net' },
  { pattern: /^node\.?js$/i, lexemes: ['node.js', 'nodejs'], literal: undefined },
  // «1С» in Cyrillic or Latin: vacancies write both.
  { pattern: /^1[сc]$/i, lexemes: ['1с', '1c'], literal: undefined },
];

/** A query token: a special name first (C++, .NET, Node.js), else letters and digits. */
const TOKEN = /c\+\+|[cf]#|\.net\b|node\.?js\b|[\p{L}\p{N}]+/giu;

export type QueryWord = {
  /** As typed, normalized. */
  text: string;
  /** Matched as a prefix (the last word, long enough). */
  prefix: boolean;
  /** The full-text terms that find it: the word itself, or a special name's lexemes. */
  terms: string[];
  /** Known words close to it (typos), when the vocabulary does not know it (for a prefix, starts of words). */
  corrections: string[];
  /**
   * The whole known word "did you mean" offers for it: the best correction when it is a word,
   * else (a prefix's correction is only the start of words) the most used word it starts.
   */
  suggestion?: string | undefined;
  /**
   * For a prefix: the known words it starts (searched as words; the full text's prefix match
   * reads every matching row's vector, far slower), or undefined to use that prefix match.
   */
  completions: string[] | undefined;
  /** Text a match must contain as written (C++, C#, .NET), lower case. */
  literal: string | undefined;
};

/**
 * The words a query's vacancies are searched by: the words of the published titles and skills
 * with how many vacancies use each, sorted for prefix look-ups.
 */
export type Vocabulary = {
  counts: Map<string, number>;
  sorted: string[];
};

export const buildVocabulary = (texts: Iterable<[string, number]>): Vocabulary => {
  const counts = new Map<string, number>();
  for (const [text, uses] of texts) {
    for (const word of normalizeWord(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word.length >= 2) counts.set(word, (counts.get(word) ?? 0) + uses);
    }
  }
  return { counts, sorted: [...counts.keys()].sort() };
};

/** The first sorted vocabulary word not below `prefix` (binary search). */
const lowerBound = (vocabulary: Vocabulary, prefix: string): number => {
  let low = 0;
  let high = vocabulary.sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((vocabulary.sorted[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Whether a vocabulary word starts with `prefix`. */
const knowsPrefix = (vocabulary: Vocabulary, prefix: string): boolean =>
  (vocabulary.sorted[lowerBound(vocabulary, prefix)] ?? '').startsWith(prefix);

/** Completions of a prefix searched as words: the most used vocabulary words that start with it. */
export const MAX_COMPLETIONS = 6;

/**
 * The vocabulary words that continue `prefix` (not the prefix itself), the most used first, at
 * most `MAX_COMPLETIONS`; undefined when more words than that start with it and none is
 * the prefix: then the full text's own prefix match is the fallback.
 */
export const completionsOf = (vocabulary: Vocabulary, prefix: string): string[] => {
  const found: Array<[string, number]> = [];
  for (let i = lowerBound(vocabulary, prefix); i < vocabulary.sorted.length; i++) {
    const word = vocabulary.sorted[i] as string;
    if (!word.startsWith(prefix)) break;
    if (word !== prefix) found.push([word, vocabulary.counts.get(word) ?? 0]);
  }
  return found
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, MAX_COMPLETIONS)
    .map(([word]) => word);
};

/**
 * Known words within the word's typo budget, closest first, then the most used: whole words, or
 * for a prefix word the starts of words as long as it. None when the word is known as it is.
 */
export const correctionsOf = (vocabulary: Vocabulary, word: string, prefix: boolean): string[] => {
  const budget = typoBudget([...word].length);
  if (budget === 0 || !/^\p{L}+$/u.test(word)) return [];
  if (vocabulary.counts.has(word) || (prefix && knowsPrefix(vocabulary, word))) return [];
  const found = new Map<string, { distance: number; uses: number }>();
  const add = (candidate: string, distance: number, uses: number) => {
    const seen = found.get(candidate);
    if (!seen || seen.distance > distance) found.set(candidate, { distance, uses: (seen?.uses ?? 0) + uses });
    else seen.uses += uses;
  };
  for (const [known, uses] of vocabulary.counts) {
    const whole = typoDistance(word, known, budget);
    if (whole <= budget) add(known, whole, uses);
    // A prefix word: the start of a longer known word as long as it, too.
    if (prefix && known.length > word.length) {
      const start = typoDistance(word, known, budget, word.length);
      if (start <= budget) add(known.slice(0, word.length), start, uses);
    }
  }
  return [...found]
    .sort(([a, x], [b, y]) => x.distance - y.distance || y.uses - x.uses || a.localeCompare(b))
    .slice(0, MAX_CORRECTIONS)
    .map(([candidate]) => candidate);
};

/** The query's words with their terms, prefixes, corrections and literals. */
export const queryWords = (q: string, vocabulary: Vocabulary | undefined): QueryWord[] => {
  const tokens = [...q.matchAll(TOKEN)].map((match) => match[0]);
  const trailingSpace = /\s$/.test(q);
  return tokens.map((token, index) => {
    const text = normalizeWord(token);
    const special = SPECIALS.find((candidate) => candidate.pattern.test(text));
    const isLast = index === tokens.length - 1 && !trailingSpace;
    const prefix = !special && isLast && [...text].length >= PREFIX_FROM && /^\p{L}+$/u.test(text);
    const corrections = special || !vocabulary ? [] : correctionsOf(vocabulary, text, prefix);
    let completions: string[] | undefined;
    if (prefix && vocabulary) {
      const known = completionsOf(vocabulary, text);
      // Known as typed or as a start: those words; a typo's corrections are prefixes themselves.
      if (vocabulary.counts.has(text) || known.length > 0) completions = known;
      else if (corrections.length > 0) completions = [];
    }
    const best = corrections[0];
    const suggestion =
      best === undefined || !vocabulary
        ? undefined
        : vocabulary.counts.has(best)
          ? best
          : completionsOf(vocabulary, best)[0];
    return {
      text,
      prefix,
      terms: special ? special.lexemes : [text],
      corrections,
      suggestion,
      completions,
      literal: special?.literal,
    };
  });
};

/**
 * The query with each unknown word replaced by the whole known word it most likely meant (never
 * the start of one: «диспетчр» → «диспетчер», not «диспетче»), or undefined when none is.
 */
export const correctedQuery = (q: string, words: readonly QueryWord[]): string | undefined => {
  let changed = false;
  let out = q;
  for (const word of words) {
    const best = word.suggestion;
    if (!best) continue;
    const at = normalizeWord(out).indexOf(word.text);
    if (at < 0) continue;
    out = out.slice(0, at) + best + out.slice(at + word.text.length);
    changed = true;
  }
  return changed ? out : undefined;
};

/**
 * An operand of a tsquery as PostgreSQL prints and reads it (to_tsquery's text too): the lexeme
 * quoted (quotes doubled, backslashes escaped), then its flags (`*` for a prefix, weight letters).
 */
export const printedOperand = (lexeme: string, flags: string): string =>
  `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${flags ? `:${flags}` : ''}`;

/** A term quoted for to_tsquery, as a prefix when asked. */
const quoteTerm = (term: string, prefix: boolean): string => printedOperand(term, prefix ? '*' : '');

/** Operands or'ed (one alone as it is). */
const or = (options: readonly string[]): string =>
  options.length === 1 ? (options[0] as string) : `(${options.join(' | ')})`;

/**
 * A word of the full-text query: its terms as the language's stemmer reads them, or'ed (`stemmed`,
 * to_tsquery('russian') text: the word, its completions, its corrections), and, for a word being
 * typed that no known word completes, the lexemes that start with it as typed (`typed`, to_tsquery
 * ('simple') text, or'ed prefixes; also its corrections' starts). As typed, not stemmed: «учиться»
 * stems to «уч», whose prefix would match «учет» and «участок»; the stem itself matches the word's
 * forms, the typed prefix the words it starts («разраб» → «разработчик»).
 */
export type TsQueryWord = {
  stemmed: string;
  typed: string | undefined;
  /** The word's own terms (to_tsquery('russian') text): a stop word has no lexeme, and no typed prefix either. */
  own: string;
};

/** The full-text query's words (with their corrections, when `withCorrections`), to be and'ed. */
export const tsQueryWords = (words: readonly QueryWord[], withCorrections: boolean): TsQueryWord[] =>
  words.map((word) => {
    // A prefix with known completions: the word and those, as words.
    const asPrefix = word.prefix && word.completions === undefined;
    const own = word.terms.map((term) => quoteTerm(term, false));
    const stemmed = [
      ...own,
      ...(word.prefix && word.completions ? word.completions.map((term) => quoteTerm(term, false)) : []),
      ...(withCorrections ? word.corrections.map((term) => quoteTerm(term, false)) : []),
    ];
    const typed = [...(asPrefix ? word.terms : []), ...(withCorrections && word.prefix ? word.corrections : [])].map(
      (term) => quoteTerm(term, true),
    );
    return {
      stemmed: or(stemmed),
      typed: typed.length > 0 ? or(typed) : undefined,
      own: or(own),
    };
  });

/** Regular-expression text of `literal` (PostgreSQL's ARE syntax). */
export const literalPattern = (literal: string): string =>
  `${literal.startsWith('.') ? '' : `(^|${NOT_WORD})`}${escapeRegExp(literal)}($|${NOT_WORD})`;

/** A character that is not part of a word (C++ and C# count their signs). */
const NOT_WORD = '[^0-9a-zа-яё+#]';
const escapeRegExp = (text: string): string => text.replace(/[.+#*?()[\]{}|^$\\]/g, (c) => `\\${c}`);

/** A word of `forms` (one of them at a word's start, up to `endings` more letters, then the word's end). */
export const wordPattern = (forms: readonly string[], endings: number | 'any'): string =>
  `(^|${NOT_WORD})(${forms.map(escapeRegExp).join('|')})${endings === 'any' ? '' : `[0-9a-zа-яё]{0,${endings}}($|${NOT_WORD})`}`;
