/**
 * Title trigrams as pg_trgm makes them (lower case, words of letters and digits, each padded
 * with two spaces before and one after, distinct trigrams), as sorted codes of a dictionary.
 */
export const titleTrigrams = (title: string, codes: Map<string, number>): Int32Array => {
  const found = new Set<number>();
  for (const word of title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) {
      const trigram = `${chars[i]}${chars[i + 1]}${chars[i + 2]}`;
      let code = codes.get(trigram);
      if (code === undefined) {
        code = codes.size;
        codes.set(trigram, code);
      }
      found.add(code);
    }
  }
  return Int32Array.from(found).sort();
};

/** pg_trgm's similarity of two sorted trigram sets: shared / (all distinct). */
export const trigramSimilarity = (a: Int32Array, b: Int32Array): number => {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
};
