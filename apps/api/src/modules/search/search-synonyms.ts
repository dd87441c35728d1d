/**
 * Technology names as people type them in Cyrillic («реакт», «питон», «джава»), and a few job
 * words that vacancies write otherwise («тестировщик» for QA). The search also runs the query with
 * each such word replaced by the name vacancies use, so «реакт разработчик» finds "React". A word
 * matches by its start, so the Russian case endings count too («реакте», «питоном»).
 */
const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^реакт/, 'react'],
  [/^(джаваскрипт|яваскрипт)/, 'javascript'],
  [/^тайпскрипт/, 'typescript'],
  [/^джав(а|ы|е|у|ой|ист|исты|истов)?$/, 'java'],
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
  [/^тестировщ/, 'qa'],
];

/** A search word: letters and digits, with the characters of names like C#, C++ and 1С. */
const WORD = /[\p{L}\p{N}#+]+/gu;

/**
 * The query with each synonym replaced by the name vacancies use, or the query itself when it has
 * none. Quoted phrases and excluded words (`-word`) ask for exactly that: they are left alone.
 */
export const withSynonyms = (q: string): string => {
  if (/"|(^|\s)-\S/.test(q)) return q;
  return q.replace(WORD, (word) => {
    const lower = word.toLocaleLowerCase('ru').replace(/ё/g, 'е');
    return SYNONYMS.find(([pattern]) => pattern.test(lower))?.[1] ?? word;
  });
};
