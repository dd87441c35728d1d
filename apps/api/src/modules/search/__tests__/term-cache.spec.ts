import {
  createTermCache,
  documentMatcher,
  evaluateTsQuery,
  parseTsQuery,
  printTsQuery,
  termsOf,
  withPrefixesNamed,
  type DocumentLexeme,
  type TermSource,
} from '../text-match';
import { printedOperand } from '../../text/query';

const ids = (...values: number[]) => Int32Array.from(values);

describe('printed tsquery', () => {
  it('parses operands, prefixes, weights, quotes and the operators by priority', () => {
    expect(parseTsQuery(`'a' | 'b' & !'c':*`)).toEqual({
      op: 'or',
      args: [
        { op: 'term', term: `'a'` },
        {
          op: 'and',
          args: [
            { op: 'term', term: `'b'` },
            { op: 'not', arg: { op: 'term', term: `'c':*` } },
          ],
        },
      ],
    });
    const tree = parseTsQuery(`( 'о''брайен' | 'c\\\\d':*AB ) & !( 'x' | 'y' )`);
    expect(tree && termsOf(tree)).toEqual([`'о''брайен'`, `'c\\\\d':*AB`, `'x'`, `'y'`]);
    expect(parseTsQuery('')).toBeNull();
    expect(parseTsQuery(`'a' <-> 'b'`)).toBeUndefined();
    expect(parseTsQuery(`'a' | 'b' <2> 'c'`)).toBeUndefined();
    expect(() => parseTsQuery(`'a' &`)).toThrow();
  });

  it('prints a tree back as it was read, and names prefixes lexeme by lexeme with their weights', () => {
    for (const text of [`'a' | 'b' & !'c':*`, `( 'о''брайен' | 'c\\\\d':*AB ) & !( 'x' | 'y' )`, `!( 'a' & 'b' )`]) {
      const tree = parseTsQuery(text) ?? fail();
      expect(parseTsQuery(printTsQuery(tree))).toEqual(tree);
    }
    expect(printedOperand("о'брайен", '')).toBe(`'о''брайен'`);
    expect(printedOperand('c\\d', 'AB')).toBe(`'c\\\\d':AB`);
    const lexemes: Record<string, string[]> = { уч: ['уч', 'учет'], 'c\\d': ['c\\d', "c\\d'x"], пуст: [] };
    const named = (text: string) =>
      printTsQuery(withPrefixesNamed(parseTsQuery(text) ?? fail(), (prefix) => lexemes[prefix]));
    expect(named(`'уч':* & 'москв'`)).toBe(`( 'уч' | 'учет' ) & 'москв'`);
    expect(named(`'c\\\\d':*AB | !'уч':*B`)).toBe(`( 'c\\\\d':AB | 'c\\\\d''x':AB ) | !( 'уч':B | 'учет':B )`);
    // A prefix the lexemes do not know (or too short to name: undefined) stays a prefix.
    expect(named(`'пуст':* & 'ра':*`)).toBe(`'пуст':* & 'ра':*`);
  });

  it('evaluates and, or and not over ascending ids', () => {
    const postings: Record<string, Int32Array> = {
      "'a'": ids(1, 2, 3, 5, 8),
      "'b'": ids(2, 3, 4),
      "'c'": ids(3, 9),
    };
    const universe = ids(1, 2, 3, 4, 5, 6, 7, 8, 9);
    const run = (text: string) =>
      Array.from(evaluateTsQuery(parseTsQuery(text) ?? fail(), (term) => postings[term] ?? ids(), universe));
    expect(run(`'a' & 'b'`)).toEqual([2, 3]);
    expect(run(`'a' | 'c'`)).toEqual([1, 2, 3, 5, 8, 9]);
    expect(run(`'a' & !'b'`)).toEqual([1, 5, 8]);
    expect(run(`!'a'`)).toEqual([4, 6, 7, 9]);
    expect(run(`( 'a' | 'b' ) & !'c'`)).toEqual([1, 2, 4, 5, 8]);
    expect(run(`'a' & 'b' & 'c'`)).toEqual([3]);
    expect(run(`'zz' | 'a' & 'zz'`)).toEqual([]);
  });

  it('tells which documents an operand matches, as @@ does (prefix, weights)', () => {
    const documents = new Map<number, DocumentLexeme[]>([
      [1, [{ lexeme: 'разработчик', weights: 'AD' }]],
      [2, [{ lexeme: 'разработк', weights: 'D' }]],
      [3, [{ lexeme: 'менеджер', weights: 'B' }]],
      [4, [{ lexeme: "о'брайен", weights: 'C' }]],
    ]);
    const matching = documentMatcher(documents);
    expect(Array.from(matching(`'разработк'`))).toEqual([2]);
    expect(Array.from(matching(`'разработ':*`))).toEqual([1, 2]);
    expect(Array.from(matching(`'разработ':*A`))).toEqual([1]);
    expect(Array.from(matching(`'менеджер':AC`))).toEqual([]);
    expect(Array.from(matching(`'о''брайен'`))).toEqual([4]);
    expect(Array.from(matching(`'водител'`))).toEqual([]);
  });
});

/** A source over documents in memory: what the database would answer, with its calls counted. */
const fakeSource = () => {
  const documents = new Map<number, DocumentLexeme[]>();
  const log: Array<{ from: string; to: string; ids: number[] }> = [];
  const calls = { fetch: [] as string[][], lexemesOf: 0 };
  let logLost = false;
  const source: TermSource = {
    fetch: async (terms) => {
      calls.fetch.push(terms);
      const matching = documentMatcher(documents);
      // In the table's order, not the ids' (rows move when edited).
      return terms.map((term) => matching(term).reverse());
    },
    changes: async (from, to) =>
      logLost
        ? undefined
        : log
            .filter((entry) => Number(entry.to) > Number(from) && Number(entry.to) <= Number(to))
            .flatMap((e) => e.ids),
    lexemesOf: async (changed) => {
      calls.lexemesOf++;
      return new Map(changed.flatMap((id) => (documents.has(id) ? [[id, documents.get(id) ?? []] as const] : [])));
    },
  };
  let version = 1;
  return {
    source,
    calls,
    version: () => String(version),
    /** Writes (or deletes, with undefined) documents as one new version. */
    write: (changes: Record<number, string[] | undefined>) => {
      version++;
      for (const [id, lexemes] of Object.entries(changes)) {
        if (lexemes)
          documents.set(
            Number(id),
            lexemes.map((lexeme) => ({ lexeme, weights: 'A' })),
          );
        else documents.delete(Number(id));
      }
      log.push({ from: String(version - 1), to: String(version), ids: Object.keys(changes).map(Number) });
    },
    loseLog: () => {
      logLost = true;
    },
  };
};

describe('term cache', () => {
  const tree = (text: string) => parseTsQuery(text) ?? fail();
  const universe = ids(1, 2, 3, 4, 5, 6);

  it('reads each term once, then follows the changed documents version by version', async () => {
    const world = fakeSource();
    world.write({ 1: ['java', 'developer'], 2: ['python', 'developer'], 3: ['java'] });
    const cache = createTermCache(world.source, 1000);
    const match = async (text: string) => {
      const found = await cache.match(tree(text), world.version(), universe);
      return found && Array.from(found);
    };
    // An intersection with a term not kept: the database's to answer, nothing read.
    expect(await match(`'java' & 'develop':*`)).toBeUndefined();
    expect(world.calls.fetch).toEqual([]);
    // A term, a union of terms: read, and kept.
    expect(await match(`'develop':*`)).toEqual([1, 2]);
    expect(await match(`'java' | 'python'`)).toEqual([1, 2, 3]);
    expect(world.calls.fetch).toEqual([[`'develop':*`], [`'java'`, `'python'`]]);
    expect(await match(`'java' & 'develop':*`)).toEqual([1]);
    world.write({ 3: ['java', 'developer'], 1: undefined, 4: ['python'] });
    expect(await match(`'java' & 'develop':*`)).toEqual([3]);
    expect(await match(`'python' & !'develop':*`)).toEqual([4]);
    // Patched, not read again.
    expect(world.calls.fetch).toHaveLength(2);
    expect(world.calls.lexemesOf).toBe(1);
    expect(cache.size()).toBe(5);
  });

  it('reads the terms again when the change log cannot say what changed', async () => {
    const world = fakeSource();
    world.write({ 1: ['java'] });
    const cache = createTermCache(world.source, 1000);
    expect(Array.from((await cache.match(tree(`'java'`), world.version(), universe)) ?? [])).toEqual([1]);
    world.loseLog();
    world.write({ 2: ['java'] });
    expect(Array.from((await cache.match(tree(`'java'`), world.version(), universe)) ?? [])).toEqual([1, 2]);
    expect(world.calls.fetch).toEqual([[`'java'`], [`'java'`]]);
  });

  it('keeps at most its budget of ids, dropping the least recently used terms', async () => {
    const world = fakeSource();
    world.write({ 1: ['a', 'b', 'c'], 2: ['a', 'b'], 3: ['a'] });
    const cache = createTermCache(world.source, 4);
    await cache.match(tree(`'a'`), world.version(), universe);
    await cache.match(tree(`'c'`), world.version(), universe);
    await cache.match(tree(`'a'`), world.version(), universe);
    // 'b' (2 ids) goes over the budget: out go the least recently used, 'c', then (still over) 'a'.
    await cache.match(tree(`'b'`), world.version(), universe);
    expect(cache.size()).toBe(2);
    world.calls.fetch.length = 0;
    await cache.match(tree(`'b'`), world.version(), universe);
    await cache.match(tree(`'c'`), world.version(), universe);
    expect(world.calls.fetch).toEqual([[`'c'`]]);
  });

  it('does not keep a term read while a newer version was being patched in', async () => {
    const world = fakeSource();
    world.write({ 1: ['a'] });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: TermSource = {
      ...world.source,
      fetch: async (terms) => {
        // What the database has now, answered later.
        const answer = world.source.fetch(terms);
        if (terms.includes(`'a'`)) await gate;
        return answer;
      },
    };
    const cache = createTermCache(slow, 1000);
    const reading = cache.match(tree(`'a'`), world.version(), universe);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A write lands and a newer request brings the cache to its version while 'a' is being read.
    world.write({ 2: ['a'] });
    await cache.match(tree(`'b'`), world.version(), universe);
    release();
    expect(Array.from((await reading) ?? [])).toEqual([1]);
    world.calls.fetch.length = 0;
    expect(Array.from((await cache.match(tree(`'a'`), world.version(), universe)) ?? [])).toEqual([1, 2]);
    expect(world.calls.fetch).toEqual([[`'a'`]]);
  });
});

const fail = (): never => {
  throw new Error('no tree');
};
