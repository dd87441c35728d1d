/** Text helpers of the built-in assistant: normalising, tokens, a light Russian stemmer, language. */

export type Lang = 'ru' | 'en';

/** Lower case, `ё` as `е`, typographic dashes and non-breaking spaces made plain. */
export const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[\u2010-\u2015]/g, '-');

/** Words (letters, digits, and the `+ # . -` that skills like C++, C#, Node.js, front-end use). */
export const tokenize = (normalized: string): string[] =>
  (normalized.match(/[\p{L}\p{N}][\p{L}\p{N}+#.\-']*/gu) ?? []).map((token) => token.replace(/[.\-']+$/, ''));

const RU_ENDINGS = [
  'иями',
  'ями',
  'ами',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ией',
  'ий',
  'ый',
  'ой',
  'ей',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ую',
  'юю',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ых',
  'их',
  'ию',
  'ия',
  'ии',
  'а',
  'я',
  'у',
  'ю',
  'е',
  'и',
  'ы',
  'ь',
  'о',
];

/** Strips one inflection ending from a Russian word, keeping a stem of three letters or more. */
export const ruStem = (word: string): string => {
  if (!/[а-я]/.test(word)) return word;
  for (const ending of RU_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The language of a message from its words: Cyrillic words against Latin ones, leaving out the
 * Latin words that are names (skills, technologies) which Russian speakers write in Latin too.
 * Null when there is nothing to go by (only numbers, only skill names).
 */
export const detectLanguage = (tokens: readonly string[], isName: (token: string) => boolean): Lang | null => {
  let cyrillic = 0;
  let latin = 0;
  for (const token of tokens) {
    if (/\d/.test(token)) continue;
    if (CYRILLIC.test(token)) cyrillic++;
    else if (LATIN.test(token) && !isName(token)) latin++;
  }
  if (cyrillic === 0 && latin === 0) return null;
  return cyrillic >= latin ? 'ru' : 'en';
};

/** `1234567` as `1 234 567`. */
export const groupDigits = (value: number): string => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Russian plural form: one, few (2-4), many. */
export const ruPlural = (n: number, one: string, few: string, many: string): string => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
};
