/**
 * Words that name the same thing in a search: a job in Russian and in English («разработчик»,
 * «программист», "developer"), and technology names as people type them in Cyrillic («реакт»,
 * «питон»). The search also runs the query with such a word replaced by the other names of its
 * group, so «программист» finds «Frontend-разработчик» and "iOS Developer", and «реакт» finds
 * "React". A Russian name matches by its start, so case endings count too («разработчиков»,
 * «питоном»); an English one matches itself and its plural.
 */
type Name = { pattern: RegExp; term: string };

const ru = (stem: string, term = stem): Name => ({ pattern: new RegExp(`^${stem}`), term });
const en = (word: string): Name => ({ pattern: new RegExp(`^${word}(s|es)?$`), term: word });
const exact = (word: string, term: string): Name => ({ pattern: new RegExp(`^${word}$`), term });

/** One job in two languages: the query is also run with each of the other names. */
const SAME_JOB: ReadonlyArray<readonly Name[]> = [
  [ru('разработчик'), ru('программист'), en('developer'), en('programmer')],
  [ru('тестировщ', 'тестировщик'), exact('qa', 'qa'), en('tester')],
  [ru('бухгалтер'), en('accountant')],
  [ru('водител', 'водитель'), en('driver')],
  [ru('дизайнер'), en('designer')],
  [ru('аналитик'), en('analyst')],
  [ru('инженер'), en('engineer')],
  [ru('менеджер'), en('manager')],
  [ru('маркетолог'), en('marketer')],
  [ru('рекрутер'), en('recruiter')],
  [ru('юрист'), en('lawyer')],
  [ru('преподавател', 'преподаватель'), ru('учител', 'учитель'), en('teacher')],
];

/**
 * Technology names spelt in Cyrillic, with the one name vacancies write: the query is also run
 * with that name in place of the Cyrillic spelling (which vacancies do not use).
 */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^реакт/, 'react'],
  [/^(джаваскрипт|яваскрипт)/, 'javascript'],
  [/^тайпскрипт/, 'typescript'],
  [/^джав(а|ы|е|у|ой)?$/, 'java'],
  [/^(питон|пайтон)/, 'python'],
  [/^голанг/, 'go'],
  [/^котлин/, 'kotlin'],
  [/^свифт/, 'swift'],
  [/^пхп$/, 'php'],
  [/^ангуляр/, 'angular'],
  [/^(андроид|андройд)/, 'android'],
  [/^айос$/, 'ios'],
  [/^нод(а|е|ы|у|жс)$/, 'node.js'],
  [/^фронтенд/, 'frontend'],
  [/^б[эе]кенд/, 'backend'],
  [/^фулстек/, 'fullstack'],
  [/^девопс/, 'devops'],
  [/^докер/, 'docker'],
  [/^кубернетес/, 'kubernetes'],
];

/** At most this many queries are run for one: the query itself and its variants. */
export const MAX_QUERY_VARIANTS = 8;

/** Quoted phrases and excluded words (`-word`) ask for exactly that: no variants, no fuzzy matching. */
export const hasSearchOperators = (q: string): boolean => /"|(^|\s)-\S/.test(q);

/** A search word: letters and digits, with the characters of names like C#, C++ and 1С. */
const WORD = /[\p{L}\p{N}#+]+/gu;

const normalize = (word: string) => word.toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** A word or query as it may be searched: `typed` when it says what was typed (in another form). */
export type Variant = { text: string; typed: boolean };

/**
 * What a word may be in a variant: itself (and its dictionary form, «разработчиков» →
 * разработчик) and its job's other names, or the name vacancies write for a Cyrillic spelling.
 */
const optionsOf = (word: string): Variant[] => {
  const lower = normalize(word);
  const spelling = SPELLINGS.find(([pattern]) => pattern.test(lower));
  if (spelling) return [{ text: spelling[1], typed: true }];
  for (const group of SAME_JOB) {
    const own = group.find((name) => name.pattern.test(lower));
    if (!own) continue;
    const options: Variant[] = [{ text: word, typed: true }];
    if (own.term !== lower) options.push({ text: own.term, typed: true });
    for (const name of group) if (name !== own) options.push({ text: name.term, typed: false });
    return options;
  }
  return [{ text: word, typed: true }];
};

/**
 * The query first, then the same query with its words replaced by their other forms and names
 * (every combination, those saying what was typed first, at most `MAX_QUERY_VARIANTS` in all).
 * Quoted phrases and excluded words (`-word`) ask for exactly that: such a query has no variants.
 */
export const queryVariants = (q: string): Variant[] => {
  if (hasSearchOperators(q)) return [{ text: q, typed: true }];
  const words = [...q.matchAll(WORD)].map((match) => ({
    at: match.index,
    word: match[0],
    options: optionsOf(match[0]),
  }));
  let combinations: Variant[][] = [[]];
  for (const { options } of words) {
    combinations = combinations.flatMap((chosen) => options.map((option) => [...chosen, option]));
    if (combinations.length > MAX_QUERY_VARIANTS * 4) combinations = combinations.slice(0, MAX_QUERY_VARIANTS * 4);
  }
  const variants = new Map<string, boolean>([[q, true]]);
  for (const chosen of combinations) {
    let out = '';
    let from = 0;
    words.forEach(({ at, word }, index) => {
      out += q.slice(from, at) + (chosen[index]?.text ?? word);
      from = at + word.length;
    });
    const text = out + q.slice(from);
    if (!variants.has(text))
      variants.set(
        text,
        chosen.every((option) => option.typed),
      );
  }
  const all = [...variants].map(([text, typed]) => ({ text, typed }));
  return [...all.filter((variant) => variant.typed), ...all.filter((variant) => !variant.typed)].slice(
    0,
    MAX_QUERY_VARIANTS,
  );
};

/** Words too common in titles to tell anything («менеджер по продажам»: «по»). */
export const STOP_WORDS = new Set([
  'по',
  'на',
  'в',
  'во',
  'и',
  'с',
  'со',
  'к',
  'для',
  'of',
  'in',
  'to',
  'for',
  'and',
  'the',
  'at',
]);

/**
 * The query's words a title may have, each with its forms that say what was typed (itself, its
 * dictionary form, the name vacancies write for a Cyrillic spelling) and all its names (those and
 * the job's other names). Excluded words (`-word`) and stop words are left out.
 */
export const titleWords = (q: string): Array<{ typed: string[]; any: string[] }> => {
  const exactOnly = hasSearchOperators(q);
  const kept = q.replace(/(^|\s)-\S+/g, ' ');
  return [...kept.matchAll(WORD)]
    .map((match) => match[0])
    .filter((word) => !STOP_WORDS.has(normalize(word)))
    .map((word) => {
      const options = exactOnly ? [{ text: word, typed: true }] : optionsOf(word);
      const lower = (texts: string[]) => [...new Set(texts.map(normalize))];
      return {
        typed: lower(options.filter((option) => option.typed).map((option) => option.text)),
        any: lower(options.map((option) => option.text)),
      };
    });
};
