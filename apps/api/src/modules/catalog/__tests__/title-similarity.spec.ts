import { titleTrigrams, trigramSimilarity } from '../title-similarity';

describe('title similarity', () => {
  it('computes title similarity as pg_trgm does', () => {
    const codes = new Map<string, number>();
    const similarity = (a: string, b: string) => trigramSimilarity(titleTrigrams(a, codes), titleTrigrams(b, codes));
    expect(similarity('word', 'word')).toBe(1);
    expect(similarity('word', 'WORD!')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    // select similarity('word', 'words') = 0.5714286 (4 of 7 trigrams shared)
    expect(similarity('word', 'words')).toBeCloseTo(4 / 7, 6);
    expect(similarity('', 'word')).toBe(0);
    // select similarity('Frontend developer', 'Frontend-разработчик') = 0.29032257
    expect(similarity('Frontend developer', 'Frontend-разработчик')).toBeCloseTo(0.29032257, 6);
  });
});
