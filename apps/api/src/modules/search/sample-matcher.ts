import {
  difference,
  documentMatcher,
  lexemesLike,
  operandOf,
  union,
  unionAll,
  type DocumentLexeme,
} from './text-match';

/** A lexeme of the sampled documents: the ids that have it (ascending) and each one's weights as bits. */
export type SampleLexeme = { lexeme: string; ids: Int32Array; weights: Uint8Array };

/** A position's weight as a bit (`unnest(tsvector)` gives 'A'…'D'). */
export const WEIGHT_BITS: Readonly<Record<string, number>> = { A: 8, B: 4, C: 2, D: 1 };

/** Documents patched in or out before the whole sample is read again. */
export const SAMPLE_PATCH_MAX = 512;

/**
 * The sampled documents (every 64th: search-engine.ts's SAMPLE_EVERY) as an inverted index in
 * memory: each lexeme's ids, so that a broad query's sampled matches (its estimate, and how its
 * page is found) cost no read. At a million vacancies the sample is 13,300 documents, 854,000
 * entries of 7,326 lexemes (about 5 MB); read from the sample table, its pages were read again for most broad
 * queries (8–37 ms each, 136 ms cold). Documents that changed since it was read are patched in
 * (`patch`: their current lexemes, matched as documentMatcher does) and out; past SAMPLE_PATCH_MAX
 * of them the engine reads the whole sample again.
 */
export const createSampleMatcher = (lexemes: readonly SampleLexeme[], sampled: Int32Array): SampleMatcher => {
  const byLexeme = new Map(lexemes.map((entry) => [entry.lexeme, entry]));
  const sorted = [...byLexeme.keys()].sort();

  /** The read sample's ids that have a lexeme (`term`: a printed operand). */
  const readIds = (term: string): Int32Array => {
    const { lexeme, prefix, weights } = operandOf(term);
    const candidates = lexemesLike(sorted, lexeme, prefix);
    let wanted = 0;
    for (const weight of weights) wanted |= WEIGHT_BITS[weight] ?? 0;
    const lists = candidates.map((candidate) => {
      const entry = byLexeme.get(candidate) as SampleLexeme;
      return wanted === 0 ? entry.ids : entry.ids.filter((_, i) => ((entry.weights[i] as number) & wanted) !== 0);
    });
    return unionAll(lists);
  };

  /** The read sample less the documents that `left`, with `joined` (their current lexemes). */
  const version = (left: Int32Array, joined: ReadonlyMap<number, readonly DocumentLexeme[]>): SampleMatcher => {
    const joinedMatch = documentMatcher(joined);
    const universe = union(difference(sampled, left), Int32Array.from(joined.keys()).sort());
    return {
      ids: () => universe,
      match: (term) => {
        const read = readIds(term);
        const kept = left.length === 0 ? read : difference(read, left);
        return joined.size === 0 ? kept : union(kept, joinedMatch(term));
      },
      patched: (changed, documents) => {
        const next = new Map(joined);
        for (const id of changed) next.delete(id);
        for (const [id, document] of documents) next.set(id, document);
        return version(union(left, Int32Array.from(changed).sort()), next);
      },
      changedSince: () => left.length,
    };
  };
  return version(new Int32Array(0), new Map());
};

export type SampleMatcher = {
  /** The sampled documents' ids (ascending): what `!word` is taken from. */
  ids: () => Int32Array;
  /** The sampled documents that match a printed operand (ascending ids). */
  match: (term: string) => Int32Array;
  /**
   * The sample after changed documents: `changed` (any ids; those not sampled are no-ops) leave,
   * and `documents` (the sampled ones among them, with their current lexemes) join. A new matcher:
   * an index of an older version keeps its own.
   */
  patched: (changed: readonly number[], documents: ReadonlyMap<number, readonly DocumentLexeme[]>) => SampleMatcher;
  /** Documents patched out (and maybe in again) since the sample was read. */
  changedSince: () => number;
};
