import {
  buildVocabulary,
  correctedQuery,
  correctionsOf,
  queryWords,
  tsQueryWords,
  typoBudget,
  typoDistance,
} from '../query';

const vocabulary = buildVocabulary([
  ['Директор по продажам', 3],
  ['Frontend-разработчик', 5],
  ['JavaScript', 4],
  ['Python Developer', 2],
]);

describe('typoDistance', () => {
  it('counts a swap of two adjacent letters as one typo', () => {
    expect(typoDistance('диерктор', 'директор', 2)).toBe(1);
    expect(typoDistance('разарботчки', 'разработчик', 2)).toBe(2);
    expect(typoDistance('kitten', 'sitting', 5)).toBe(3);
    expect(typoDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('typoBudget', () => {
  it('allows none under 5 letters, one from 5, two from 9', () => {
    expect([4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('correctionsOf', () => {
  it('corrects unknown words within their budget, and leaves known words and prefixes alone', () => {
    expect(correctionsOf(vocabulary, 'диерктор', false)).toEqual(['директор']);
    expect(correctionsOf(vocabulary, 'директор', false)).toEqual([]);
    expect(correctionsOf(vocabulary, 'javascrip', true)).toEqual([]);
    expect(correctionsOf(vocabulary, 'javsacrip', true)[0]).toBe('javascrip');
    expect(correctionsOf(vocabulary, 'pyhtn', false)).toEqual([]);
  });
});

describe('queryWords', () => {
  it('keeps C++, C#, .NET and 1С whole, and takes the last word as a prefix', () => {
    const words = queryWords('C++ .NET 1C javascrip', vocabulary);
    expect(words.map((word) => [word.text, word.literal, word.prefix])).toEqual([
      ['c++', 'c++', false],
      ['.net', '.net', false],
      ['1c', undefined, false],
      ['javascrip', undefined, true],
    ]);
    // The prefix as the known words it starts (a prefix match reads every matching row).
    expect(tsQueryWords(words, true)).toEqual([
      { stemmed: "'c'", typed: undefined, own: "'c'" },
      { stemmed: "('net' | 'asp.net')", typed: undefined, own: "('net' | 'asp.net')" },
      { stemmed: "('1с' | '1c')", typed: undefined, own: "('1с' | '1c')" },
      { stemmed: "('javascrip' | 'javascript')", typed: undefined, own: "'javascrip'" },
    ]);
    // Unknown to the vocabulary: the word's stem, or the lexemes that start with it as typed.
    expect(tsQueryWords(queryWords('kotli', vocabulary), true)).toEqual([
      { stemmed: "'kotli'", typed: "'kotli':*", own: "'kotli'" },
    ]);
  });

  it('corrects the query for "did you mean"', () => {
    expect(correctedQuery('Диерктор по продажам', queryWords('Диерктор по продажам', vocabulary))).toBe(
      'директор по продажам',
    );
    expect(correctedQuery('директор', queryWords('директор', vocabulary))).toBeUndefined();
  });

  it('offers only whole words of the index, never the start of one, for a typo in the last word', () => {
    const words = buildVocabulary([
      ['Диспетчер склада', 4],
      ['Диспетчерская служба', 1],
    ]);
    // The last word is searched as a prefix: its correction is the start «диспетче»…
    const typed = queryWords('диспетчр', words);
    expect(typed[0]?.corrections[0]).toBe('диспетче');
    // …but "did you mean" offers the word it starts that the index uses most.
    expect(correctedQuery('диспетчр', typed)).toBe('диспетчер');
    expect(correctedQuery('Диспетчр склада', queryWords('Диспетчр склада', words))).toBe('диспетчер склада');
  });
});
