import { sql, type SQL } from 'drizzle-orm';
import {
  correctedQuery,
  literalPattern,
  queryWords,
  tsQueryWords,
  wordPattern,
  type QueryWord,
  type TsQueryWord,
  type Vocabulary,
} from '../text/query';
import { hasSearchOperators, queryVariants, STOP_WORDS, titleWords, type Variant } from '../text/synonyms';
import { rubRate } from '../../lib/rub-rate';

/** The best monthly pay a vacancy states, in roubles (null when it states none). */
export const salaryRubExpression = sql`(coalesce(v.salary_to, v.salary_from)::bigint * ${rubRate(sql`v.currency`)})`;

/** The variants or'ed into one full-text query (websearch syntax: quoted phrases, `-word`). */
const orQuery = (variants: readonly Variant[]): SQL =>
  sql`(${sql.join(
    variants.map((variant) => sql`websearch_to_tsquery('russian', ${variant.text})`),
    sql` || `,
  )})`;

/**
 * How a query is searched. With quoted phrases or excluded words (`-word`) it asks for exactly
 * that (`exact`: websearch syntax, no typos, no prefixes). Else each variant of the query (the
 * query, then its words' other names: text/synonyms.ts) is its words (text/query.ts): each
 * word its terms or its corrections (typos), the last one a prefix; C++, C# and .NET also as written.
 */
export type TextPlan = {
  q: string;
  exact: boolean;
  variants: Array<{ typed: boolean; words: QueryWord[] }>;
  /** Text every match has as written (lower case). */
  literals: string[];
  /** The query's words (no stop words) and how a title may have each, for ranking. */
  rankWords: Array<{ typed: string[]; other: string[]; corrections: string[]; prefix: boolean; literal?: string }>;
  /** The query with its unknown words corrected, when any is. */
  corrected: string | undefined;
};

export const textPlan = (q: string, vocabulary: Vocabulary | undefined): TextPlan => {
  const words = queryWords(q, vocabulary);
  const exact = hasSearchOperators(q) || words.length === 0;
  const corrections = new Map(words.map((word) => [word.text, word.corrections]));
  const completions = new Map(words.map((word) => [word.text, word.completions]));
  const variants = exact
    ? []
    : queryVariants(q).map((variant) => ({
        typed: variant.typed,
        words: queryWords(variant.text, undefined).map((word) => ({
          ...word,
          corrections: corrections.get(word.text) ?? [],
          completions: completions.get(word.text),
        })),
      }));
  const rankWords = words
    .filter((word) => !STOP_WORDS.has(word.text))
    .map((word) => {
      const plain = !word.literal && word.terms.length === 1 && word.terms[0] === word.text;
      const forms = plain ? titleWords(word.text)[0] : undefined;
      const typed = forms ? forms.typed : word.literal ? [word.literal] : word.terms;
      return {
        typed,
        other: forms ? forms.any.filter((form) => !typed.includes(form)) : [],
        corrections: word.corrections,
        prefix: word.prefix,
        literal: word.literal,
      };
    });
  return {
    q,
    exact,
    variants,
    literals: exact ? [] : words.flatMap((word) => (word.literal ? [word.literal] : [])),
    rankWords,
    corrected: exact ? undefined : correctedQuery(q, words),
  };
};

/**
 * The full-text query of a plan: its variants or'ed (with the words' corrections unless told not to),
 * each its words and'ed, a word its stemmed terms or the lexemes starting with it as typed
 * (text/query.ts's tsQueryWords).
 */
export const tsQuery = (plan: TextPlan, withCorrections = true): SQL => {
  if (plan.exact) return orQuery(queryVariants(plan.q));
  const variants = new Map<string, TsQueryWord[]>();
  for (const variant of plan.variants) {
    const words = tsQueryWords(variant.words, withCorrections);
    if (words.length > 0) variants.set(JSON.stringify(words), words);
  }
  // A stop word being typed («для») is no prefix: the full text drops it, as it drops the word.
  const word = ({ stemmed, typed, own }: TsQueryWord) =>
    typed === undefined
      ? sql`to_tsquery('russian', ${stemmed})`
      : sql`(case when numnode(to_tsquery('russian', ${own})) > 0
          then to_tsquery('russian', ${stemmed}) || to_tsquery('simple', ${typed})
          else to_tsquery('russian', ${stemmed}) end)`;
  // The query as the full-text parser reads it too: it keeps some names whole («UX/UI», «1С:Бухгалтерия»).
  return sql`(${sql.join(
    [
      ...[...variants.values()].map((words) => sql`(${sql.join(words.map(word), sql` && `)})`),
      sql`websearch_to_tsquery('russian', ${plan.q})`,
    ],
    sql` || `,
  )})`;
};

/** The title and skills of a vacancy, lower case, «ё» as «е» (what ranking and literals test). */
const titleAndSkills = sql`replace(lower(v.title || ' ' || array_to_string(v.skills, ' ')), 'ё', 'е')`;
const wholeText = sql`replace(lower(concat_ws(' ', v.title, array_to_string(v.skills, ' '), v.requirements, v.description)), 'ё', 'е')`;

/** The text condition of a plan: the full text, and the names written as typed (C++, C#, .NET). */
export const textCondition = (plan: TextPlan, withCorrections = true): SQL => {
  const fullText = sql`v.search_vector @@ ${tsQuery(plan, withCorrections)}`;
  if (plan.literals.length === 0) return fullText;
  return sql`(${fullText} and ${sql.join(
    plan.literals.map((literal) => sql`${wholeText} ~ ${literalPattern(literal)}`),
    sql` and `,
  )})`;
};

/** How much a title (or skill) word counts for ranking: as typed, the last word's completion, a correction, another name. */
export const WORD_WEIGHT = { typed: 1, prefix: 0.7, correction: 0.5, other: 0.3 } as const;
/** What a title with only a same-stem word keeps of its full-text rank. */
export const STEM_ONLY_FACTOR = 0.01;
/** Extra letters a typed word may have in a title and still be the word (endings, plurals). */
const ENDING_LETTERS = 3;

/**
 * The vector ranking reads: the published vacancy's copy in the search documents (migration 0017),
 * whose page the match test just visited, rather than the vacancy's own, which is out of line in
 * most rows (a TOAST fetch each: 300 candidates cost 60–90 ms cold at a million, the copies 3 ms).
 * The same vector (a trigger keeps the copy); a vacancy without one (not published) has its own.
 */
const rankedVector = sql`coalesce(d.document, v.search_vector)`;

/**
 * `candidates` (vacancy ids, an int[] literal) by relevance, best first, then newest, then by id.
 * Relevance: how well the title and skills have the query's words (each word: as typed 1, the
 * completion of the last word 0.7, a typo's correction 0.5, another name of the job 0.3; averaged),
 * plus a tenth of the full-text cover density rank (title words weigh most) to order within. A
 * title with only a word of the same stem («Business Development» for "developer", "Key Account"
 * for "accountant") has none of the words, so it ranks below every title that has them as typed.
 * Each candidate's title and skills text and its words' score are computed once (the subqueries
 * with `offset 0` are not folded into the order, which would repeat them for each use: twice the
 * regular-expression work, the larger part of ranking).
 */
export const rankedIdsQuery = (plan: TextPlan, candidates: string): SQL => {
  const query = tsQuery(plan);
  if (plan.rankWords.length === 0) {
    return sql`select v.id from vacancies v left join vacancy_search_documents d on d.vacancy_id = v.id
      where v.id = any(${candidates}::int[])
      order by ts_rank_cd(${rankedVector}, ${query}, 1) desc, v.published_at desc, v.id desc`;
  }
  const scores = plan.rankWords.map((word) => {
    const cases: SQL[] = [];
    const typedPattern = word.literal ? literalPattern(word.literal) : wordPattern(word.typed, ENDING_LETTERS);
    cases.push(sql`when t.text ~ ${typedPattern} then ${sql.raw(String(WORD_WEIGHT.typed))}`);
    if (word.prefix)
      cases.push(sql`when t.text ~ ${wordPattern(word.typed, 'any')} then ${sql.raw(String(WORD_WEIGHT.prefix))}`);
    if (word.corrections.length > 0)
      cases.push(
        sql`when t.text ~ ${wordPattern(word.corrections, word.prefix ? 'any' : ENDING_LETTERS)} then ${sql.raw(String(WORD_WEIGHT.correction))}`,
      );
    if (word.other.length > 0)
      cases.push(sql`when t.text ~ ${wordPattern(word.other, 'any')} then ${sql.raw(String(WORD_WEIGHT.other))}`);
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  // A title matched by the full text (a word of the same stem) without any of the words: its
  // title-weighted rank would put it above texts that have the word as typed.
  const stemOnly = sql`(r.words = 0 and to_tsvector('russian', r.title) @@ ${query})`;
  return sql`select r.id from (
      select t.id, t.title, t.published_at, t.search_vector, (${sql.join(scores, sql` + `)})::float8 as words
      from (select v.id, v.title, v.published_at, ${rankedVector} as search_vector, ${titleAndSkills} as text
            from vacancies v left join vacancy_search_documents d on d.vacancy_id = v.id
            where v.id = any(${candidates}::int[]) offset 0) t
      offset 0) r
    order by r.words / ${sql.raw(String(plan.rankWords.length))}
      + 0.1 * ts_rank_cd(r.search_vector, ${query}, 1) * (case when ${stemOnly} then ${sql.raw(String(STEM_ONLY_FACTOR))} else 1 end) desc,
      r.published_at desc, r.id desc`;
};

/**
 * The title part of `rankedIdsQuery`'s relevance in memory: the share of the query's words a title has
 * (as typed 1, the last word's completion 0.7, a correction 0.5, another name 0.3). The same
 * patterns (ARE and JavaScript read them alike), over the title only (the SQL rank adds the skills).
 */
export const titleScorer = (plan: TextPlan): ((title: string) => number) => {
  if (plan.rankWords.length === 0) return () => 0;
  const words = plan.rankWords.map((word) => {
    const tests: Array<[RegExp, number]> = [
      [
        new RegExp(word.literal ? literalPattern(word.literal) : wordPattern(word.typed, ENDING_LETTERS)),
        WORD_WEIGHT.typed,
      ],
    ];
    if (word.prefix) tests.push([new RegExp(wordPattern(word.typed, 'any')), WORD_WEIGHT.prefix]);
    if (word.corrections.length > 0)
      tests.push([
        new RegExp(wordPattern(word.corrections, word.prefix ? 'any' : ENDING_LETTERS)),
        WORD_WEIGHT.correction,
      ]);
    if (word.other.length > 0) tests.push([new RegExp(wordPattern(word.other, 'any')), WORD_WEIGHT.other]);
    return tests;
  });
  return (title) => {
    const text = title.toLocaleLowerCase('ru').replace(/ё/g, 'е');
    let sum = 0;
    for (const tests of words) sum += tests.find(([pattern]) => pattern.test(text))?.[1] ?? 0;
    return sum / words.length;
  };
};
