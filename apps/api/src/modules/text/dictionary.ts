import { KNOWN_CITIES, type KnownCity } from '@jobs/contracts';
import { normalize, ruStem } from './text';

/**
 * What the parser recognises: the platform's skills (read from the vacancies) with spoken and
 * Russian aliases, role families, and cities with their Russian and English names.
 */

/** A skill alias: stems a word starts with (Russian forms: "реакте", "джавой") or exact words. */
type SkillAlias = { skill: string; stems?: string[]; words?: string[] };

export const SKILL_ALIASES: readonly SkillAlias[] = [
  { skill: 'React', stems: ['реакт'], words: ['react', 'reactjs', 'react.js'] },
  { skill: 'Java', stems: ['джав'], words: ['java'] },
  { skill: 'JavaScript', stems: ['джаваскрипт', 'яваскрипт'], words: ['javascript', 'js', 'жс', 'джс'] },
  { skill: 'TypeScript', stems: ['тайпскрипт'], words: ['typescript', 'ts', 'тс'] },
  { skill: 'Python', stems: ['питон', 'пайтон'], words: ['python', 'py'] },
  { skill: 'Go', stems: ['голанг'], words: ['golang', 'го'] },
  { skill: 'Node.js', stems: ['нод'], words: ['node', 'nodejs', 'node.js'] },
  { skill: 'Vue', stems: ['вью'], words: ['vue', 'vue.js', 'vuejs'] },
  { skill: 'Angular', stems: ['ангуляр'], words: ['angular'] },
  { skill: 'PHP', stems: ['пхп'], words: ['php'] },
  { skill: 'C#', stems: ['шарп'], words: ['c#', 'csharp', 'сишарп'] },
  { skill: 'C++', stems: ['плюсы', 'плюсах'], words: ['c++', 'cpp', 'си++'] },
  { skill: 'Kotlin', stems: ['котлин'], words: ['kotlin'] },
  { skill: 'Swift', stems: ['свифт'], words: ['swift'] },
  { skill: 'PostgreSQL', stems: ['постгрес', 'постгре'], words: ['postgresql', 'postgres', 'pg'] },
  { skill: 'SQL', stems: ['скуль', 'эскуэль'], words: ['sql'] },
  { skill: 'Docker', stems: ['докер'], words: ['docker'] },
  { skill: 'Kubernetes', stems: ['кубер', 'кубернет'], words: ['kubernetes', 'k8s'] },
  { skill: 'Figma', stems: ['фигм'], words: ['figma'] },
  { skill: 'Excel', stems: ['эксел', 'excel'], words: ['excel'] },
  { skill: '1С', stems: ['1с'], words: ['1c', '1с'] },
  { skill: 'Git', stems: ['гит'], words: ['git'] },
  { skill: 'Redux', stems: ['редакс'], words: ['redux'] },
  { skill: 'Linux', stems: ['линукс'], words: ['linux'] },
];

/**
 * Skill names that are everyday English words ("go", "r", "c"): recognised only when written as
 * a name (capitalised, or through an alias such as "golang").
 */
export const AMBIGUOUS_SKILLS = new Set(['go', 'r', 'c', 'swift', 'rust', 'ruby', 'dart', 'sales', 'excel', 'sketch']);

export type RoleFamily = {
  key: string;
  /** Whether it is the generic "developer" family (dropped when a specific one is named). */
  generic?: boolean;
  /** Stems of the words that name it (Russian stems; English lower-case words or prefixes). */
  stems: string[];
  /** Title patterns (ILIKE) of vacancies in this family. */
  patterns: string[];
  label: { ru: string; en: string };
};

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    key: 'frontend',
    stems: ['фронтенд', 'фронтэнд', 'фронт', 'frontend', 'front-end', 'верстальщик'],
    patterns: ['%frontend%', '%front-end%', '%фронтенд%', '%верстальщик%'],
    label: { ru: 'фронтенд', en: 'frontend' },
  },
  {
    key: 'backend',
    stems: ['бэкенд', 'бекенд', 'бэкэнд', 'backend', 'back-end'],
    patterns: ['%backend%', '%back-end%', '%бэкенд%', '%бекенд%'],
    label: { ru: 'бэкенд', en: 'backend' },
  },
  {
    key: 'fullstack',
    stems: ['фулстек', 'фуллстек', 'fullstack', 'full-stack'],
    patterns: ['%fullstack%', '%full-stack%', '%full stack%', '%фулстек%'],
    label: { ru: 'фулстек', en: 'full-stack' },
  },
  {
    key: 'mobile',
    stems: ['мобильн', 'mobile', 'android', 'андроид', 'ios'],
    patterns: ['%mobile%', '%android%', '%ios%', '%мобильн%'],
    label: { ru: 'мобильная разработка', en: 'mobile' },
  },
  {
    key: 'qa',
    stems: ['тестировщик', 'тестирован', 'qa', 'tester', 'testing'],
    patterns: ['%qa%', '%тестировщик%', '%тестирован%', '%tester%', '%test engineer%'],
    label: { ru: 'тестирование', en: 'QA' },
  },
  {
    key: 'devops',
    stems: ['devops', 'девопс', 'sre', 'админ', 'sysadmin', 'администратор'],
    patterns: ['%devops%', '%sre%', '%администратор%', '%administrator%'],
    label: { ru: 'DevOps', en: 'DevOps' },
  },
  {
    key: 'data',
    stems: ['аналитик', 'analyst', 'analytics', 'данны', 'data', 'ml', 'scientist'],
    patterns: ['%аналитик%', '%analyst%', '%data%', '%данных%', '%ml%'],
    label: { ru: 'аналитика и данные', en: 'data and analytics' },
  },
  {
    key: 'design',
    stems: ['дизайнер', 'дизайн', 'designer', 'design', 'ux', 'ui'],
    patterns: ['%дизайнер%', '%designer%', '%design%'],
    label: { ru: 'дизайн', en: 'design' },
  },
  {
    key: 'product',
    stems: ['продакт', 'продукт', 'product'],
    patterns: ['%product%', '%продукт%', '%продакт%'],
    label: { ru: 'продукт', en: 'product' },
  },
  {
    key: 'sales',
    stems: ['продаж', 'продажник', 'sales', 'salesman', 'account'],
    patterns: ['%продаж%', '%sales%', '%account%'],
    label: { ru: 'продажи', en: 'sales' },
  },
  {
    key: 'marketing',
    stems: ['маркетолог', 'маркетинг', 'smm', 'marketer', 'marketing'],
    patterns: ['%маркет%', '%market%', '%smm%'],
    label: { ru: 'маркетинг', en: 'marketing' },
  },
  {
    key: 'hr',
    stems: ['рекрутер', 'эйчар', 'hr', 'recruiter', 'рекрутинг'],
    patterns: ['%hr%', '%рекрут%', '%recruit%', '%персонал%'],
    label: { ru: 'HR', en: 'HR' },
  },
  {
    key: 'accounting',
    stems: ['бухгалтер', 'accountant', 'accounting', 'финансист', 'экономист'],
    patterns: ['%бухгалтер%', '%accountant%', '%финанс%', '%financ%', '%экономист%'],
    label: { ru: 'бухгалтерия и финансы', en: 'accounting and finance' },
  },
  {
    key: 'manager',
    stems: ['менеджер', 'manager', 'руководител', 'head', 'lead', 'лид', 'тимлид'],
    patterns: ['%менеджер%', '%manager%', '%руководител%', '%head%', '%lead%'],
    label: { ru: 'менеджмент', en: 'management' },
  },
  {
    key: 'driver',
    stems: ['водител', 'курьер', 'driver', 'courier'],
    patterns: ['%водител%', '%курьер%', '%driver%', '%courier%'],
    label: { ru: 'водители и курьеры', en: 'drivers and couriers' },
  },
  {
    key: 'support',
    stems: ['поддержк', 'оператор', 'support', 'operator'],
    patterns: ['%поддерж%', '%оператор%', '%support%', '%operator%'],
    label: { ru: 'поддержка', en: 'support' },
  },
  {
    key: 'developer',
    generic: true,
    stems: [
      'разработчик',
      'программист',
      'девелопер',
      'разработк',
      'кодер',
      'developer',
      'programmer',
      'engineer',
      'инженер',
      'software',
      'dev',
    ],
    patterns: ['%разработчик%', '%программист%', '%developer%', '%engineer%', '%инженер%'],
    label: { ru: 'разработка', en: 'development' },
  },
];

export type CityEntry = {
  /** How vacancies name it (Russian and English vacancies name a city differently). */
  names: string[];
  /** Word sequences (stemmed) that name it in a message. */
  forms: string[][];
  label: { ru: string; en: string };
};

/** A name as stemmed word sequence: "Нижнем Новгороде" and "Нижний Новгород" give the same. */
export const stemWords = (text: string): string[] => normalize(text).split(/\s+/).filter(Boolean).map(ruStem);

const cityEntry = ({ ru, en, aliases = [] }: KnownCity): CityEntry => ({
  names: [ru, en],
  forms: [ru, en, ...aliases].map(stemWords),
  label: { ru, en },
});

export type Dictionary = {
  /** Lower-cased skill → the spelling vacancies use. */
  skills: Map<string, string>;
  cities: CityEntry[];
};

/**
 * The dictionary for the platform's current data: its skills (with the aliases mapped onto the
 * spelling the vacancies use) and cities (the known ones, plus any other city vacancies name).
 */
export const buildDictionary = (skills: readonly string[], cities: readonly string[]): Dictionary => {
  const skillMap = new Map<string, string>();
  for (const alias of SKILL_ALIASES) skillMap.set(alias.skill.toLowerCase(), alias.skill);
  // The vacancies' spelling wins ("Node.js" as the data writes it).
  for (const skill of skills) {
    const trimmed = skill.trim();
    if (trimmed.length > 0 && trimmed.length <= 40) skillMap.set(normalize(trimmed), trimmed);
  }
  const entries = KNOWN_CITIES.map(cityEntry);
  const known = new Set(entries.flatMap((entry) => entry.names.map((name) => normalize(name))));
  for (const city of cities) {
    const name = city.trim();
    if (!name || known.has(normalize(name)) || normalize(name) === 'remote') continue;
    known.add(normalize(name));
    entries.push({ names: [name], forms: [stemWords(name)], label: { ru: name, en: name } });
  }
  return { skills: skillMap, cities: entries };
};
