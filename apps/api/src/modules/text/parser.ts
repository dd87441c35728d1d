import {
  AMBIGUOUS_SKILLS,
  ROLE_FAMILIES,
  SKILL_ALIASES,
  type CityEntry,
  type Dictionary,
  type RoleFamily,
} from './dictionary';
import { detectLanguage, normalize, ruStem, tokenize, type Lang } from './text';

export type Intent = 'search' | 'missing' | 'cover_letter' | 'interview' | 'help';
export type Schedule = 'remote' | 'hybrid' | 'office' | 'shift';
export type Currency = 'RUB' | 'USD' | 'EUR';

export type ParsedRequest = {
  /** The message's language; null when it has no words to tell by. */
  lang: Lang | null;
  intent: Intent;
  /** A vacancy named in the message ("вакансия 12", "#12", "/vacancies/12"). */
  vacancyId: number | null;
  roles: RoleFamily[];
  /** In the spelling the vacancies use. */
  skills: string[];
  city: CityEntry | null;
  /** "от 200 000", "200k", "$3000": at least this much. */
  salary: { amount: number; currency: Currency } | null;
  schedule: Schedule | null;
  /** The seeker's experience in years ("без опыта" 0, junior 1, middle 3, senior 6, "3 года" 3). */
  experienceYears: number | null;
  /** Other meaningful words, for a full-text match ("бариста"). */
  keywords: string[];
};

/** Whether the request names anything to search by. */
export const hasCriteria = (request: ParsedRequest): boolean =>
  request.roles.length > 0 ||
  request.skills.length > 0 ||
  request.city !== null ||
  request.salary !== null ||
  request.schedule !== null ||
  request.experienceYears !== null ||
  request.keywords.length > 0;

const VACANCY_ID =
  /(?:ваканси\p{L}*|vacanc\p{L}*|\/vacancies\/|№|#|\bid\b|номер\p{L}*|number)\s*[:#№]?\s*(\d{1,10})(?!\s*(?:k|к|тыс|млн|\$|€|₽|руб|usd|eur))/u;

const COVER = /сопроводительн|мотивационн\p{L}* письм|cover(ing)? letter|\bletter\b|письм[оа](?!\p{L})|отклик/u;
const MISSING =
  /не хватает|недоста[её]т|чего мне|подхожу ли|подойду ли|подхожу|соответству|пробел|missing|lacking|\black\b|\bgaps?\b|am i (a )?(good )?fit|do i fit|do i match|match my profile|what do i need|сравни/u;
const INTERVIEW = /собеседован|интервью|interview|вопрос|questions?\b/u;
const HELP =
  /^(привет|здравствуй|здравствуйте|добрый (день|вечер|утро)|хай|hi|hello|hey|help|помощь|помоги|start|начать)(?!\p{L})|что ты (умеешь|можешь)|what can you do|how (do|does) (you|this) work|как (ты )?работаешь|как пользоваться/u;

type SalaryMatch = { amount: number; currency: Currency | null; strong: boolean; index: number; length: number };

const SALARY =
  /(?<pre>от|from|не меньше|не менее|at least|min(?:imum)?|зарплат\p{L}*|salary|зп|з\/п|оклад\p{L}*|доход\p{L}*|pay)?\s*(?<cur1>[$€₽])?\s*(?<![\p{L}\p{N}])(?<num>\d{1,3}(?:[ ,.]\d{3})+|\d+(?:[.,]\d+)?)\s*(?<mult>k(?!\p{L})|к(?!\p{L})|тыс\p{L}*\.?|т\.(?!\p{L})|млн\p{L}*|миллион\p{L}*|m(?!\p{L}))?\s*(?<cur2>[$€₽]|usd\b|eur\b|rub\b|руб\p{L}*|р\.|доллар\p{L}*|евро|dollars?\b|euros?\b|бакс\p{L}*)?(?![\p{L}\p{N}])/gu;

const YEARS_AFTER = /^\s*\+?\s*(?:год|года|лет|year|years|yrs|yr)(?!\p{L})/u;

const currencyOf = (symbol: string | undefined): Currency | null => {
  if (!symbol) return null;
  if (/^(\$|usd|доллар|dollar|бакс)/u.test(symbol)) return 'USD';
  if (/^(€|eur|евро|euro)/u.test(symbol)) return 'EUR';
  return 'RUB';
};

const multiplierOf = (mult: string | undefined): number => {
  if (!mult) return 1;
  if (/^(млн|миллион|m)/u.test(mult)) return 1_000_000;
  return 1000;
};

const parseNumber = (raw: string): number => {
  // "200 000", "200,000", "200.000" group thousands; "1.5", "2,5" are fractions.
  if (/^\d{1,3}(?:[ ,.]\d{3})+$/.test(raw)) return Number(raw.replace(/[ ,.]/g, ''));
  return Number(raw.replace(',', '.'));
};

/** The first amount that reads as pay: said with "от/from/зарплата", a currency, "k/тыс", or ≥ 1000. */
export const parseSalary = (text: string, lang: Lang | null): ParsedRequest['salary'] => {
  const match = salaryMatch(text, lang);
  return match ? { amount: match.amount, currency: match.currency } : null;
};

/** The pay a text names (as `parseSalary`) and where it says it. */
const salaryMatch = (
  text: string,
  lang: Lang | null,
): { amount: number; currency: Currency; index: number; length: number } | null => {
  const found: SalaryMatch[] = [];
  for (const match of text.matchAll(SALARY)) {
    const groups = match.groups ?? {};
    const num = groups['num'];
    if (!num) continue;
    const end = (match.index ?? 0) + match[0].length;
    if (YEARS_AFTER.test(text.slice(end)) || /^\s*\+?\s*(?:год|года|лет|year|years)/u.test(groups['mult'] ?? '')) {
      continue;
    }
    const amount = parseNumber(num) * multiplierOf(groups['mult']);
    const currency = currencyOf(groups['cur1'] ?? groups['cur2']);
    const strong = Boolean(groups['pre'] || currency || groups['mult']);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    // Unmarked, only a plausible monthly pay reads as one: not «3», not a code like «30450000», and a
    // round sum, as people type pay («80000», «45 500»), not a name's or an id's number («Hiring Co 287176»).
    if (!strong && (amount < 1000 || amount >= 10_000_000 || amount % 500 !== 0)) continue;
    found.push({ amount, currency, strong, index: match.index ?? 0, length: match[0].length });
  }
  const best = found.find((candidate) => candidate.strong) ?? found[0];
  if (!best) return null;
  // No currency said: roubles, unless a small sum in an English message (then dollars).
  const currency = best.currency ?? (lang === 'en' && best.amount < 20_000 ? 'USD' : 'RUB');
  return { amount: Math.round(best.amount), currency, index: best.index, length: best.length };
};

export const parseSchedule = (text: string): Schedule | null => {
  if (/удален|удаленк|дистанц|remote|из дома|from home|\bwfh\b|from anywhere|на удал/u.test(text)) return 'remote';
  if (/гибрид|hybrid/u.test(text)) return 'hybrid';
  if (/вахт|сменн|посменн|\bshifts?\b/u.test(text)) return 'shift';
  if (/офис|office|on-?site/u.test(text)) return 'office';
  return null;
};

export const parseExperience = (text: string): number | null => {
  if (
    /без опыта|нет опыта|no experience|without experience|entry[- ]level|стаж[её]р|стажировк|\bintern(ship)?s?\b|выпускник|graduate|студент|\bstudent/u.test(
      text,
    )
  ) {
    return 0;
  }
  const years = /(\d{1,2}(?:[.,]\d)?)\s*\+?\s*(?:год|года|лет|years?|yrs?)(?!\p{L})/u.exec(text);
  if (years?.[1]) return Number(years[1].replace(',', '.'));
  if (/senior|сеньор|синьор|старш|\blead\b|тимлид|ведущ/u.test(text)) return 6;
  if (/middle|мидл|миддл/u.test(text)) return 3;
  if (/junior|джун|начинающ|младш/u.test(text)) return 1;
  return null;
};

const matchesStem = (token: string, stem: string): boolean => {
  if (token === stem) return true;
  if (stem.length <= 4) return token === `${stem}s`;
  return token.startsWith(stem);
};

const parseRoles = (tokens: readonly string[], used: Set<string>): RoleFamily[] => {
  const words = tokens.flatMap((token) => (token.includes('-') ? [token, ...token.split('-')] : [token]));
  const found = ROLE_FAMILIES.filter((family) =>
    words.some((word) => {
      const hit = family.stems.some((stem) => matchesStem(word, stem));
      if (hit) used.add(word);
      return hit;
    }),
  );
  // "frontend-разработчик": the specific family says it all.
  return found.some((family) => !family.generic) ? found.filter((family) => !family.generic) : found;
};

const parseSkills = (
  original: string,
  tokens: readonly string[],
  dictionary: Dictionary,
  used: Set<string>,
): string[] => {
  const skills: string[] = [];
  const add = (skill: string) => {
    if (!skills.includes(skill)) skills.push(skill);
  };
  const canonical = (skill: string) => dictionary.skills.get(skill.toLowerCase()) ?? skill;
  const words = tokens.flatMap((token) => (token.includes('-') ? [token, ...token.split('-')] : [token]));
  // Names of two or three words first ("react native", "яндекс директ").
  for (let size = 3; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const slice = words.slice(start, start + size);
      if (slice.some((word) => used.has(word))) continue;
      const phrase = slice.join(' ');
      const skill = dictionary.skills.get(phrase);
      if (!skill) continue;
      if (size === 1 && AMBIGUOUS_SKILLS.has(phrase)) {
        // "go" is a verb unless written as a name: "Go".
        const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (!new RegExp(`(^|[^\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(original)) continue;
      }
      slice.forEach((word) => used.add(word));
      add(skill);
    }
  }
  for (const word of words) {
    if (used.has(word)) continue;
    for (const alias of SKILL_ALIASES) {
      const byWord = alias.words?.includes(word) ?? false;
      const byStem = alias.stems?.some((stem) => word === stem || (stem.length >= 4 && word.startsWith(stem))) ?? false;
      if (byWord || byStem) {
        used.add(word);
        add(canonical(alias.skill));
      }
    }
  }
  return skills;
};

const parseCity = (tokens: readonly string[], dictionary: Dictionary, used: Set<string>): CityEntry | null => {
  const stems = tokens.map(ruStem);
  for (const city of dictionary.cities) {
    for (const form of city.forms) {
      for (let start = 0; start + form.length <= stems.length; start++) {
        if (form.every((stem, offset) => stems[start + offset] === stem)) {
          tokens.slice(start, start + form.length).forEach((token) => used.add(token));
          return city;
        }
      }
    }
  }
  return null;
};

/** Words that say nothing about what to search for. */
const STOP_STEMS = [
  'ищ',
  'иска',
  'найд',
  'найт',
  'подбер',
  'покаж',
  'показ',
  'хоч',
  'хотел',
  'нужн',
  'нуж',
  'мне',
  'меня',
  'мо',
  'для',
  'работ',
  'ваканс',
  'должност',
  'позици',
  'мест',
  'зарплат',
  'зп',
  'оклад',
  'доход',
  'опыт',
  'год',
  'лет',
  'тыс',
  'руб',
  'рубл',
  'доллар',
  'евро',
  'удален',
  'удаленк',
  'дистанц',
  'офис',
  'гибрид',
  'график',
  'формат',
  'город',
  'пожалуйст',
  'привет',
  'здравст',
  'какие',
  'как',
  'есть',
  'можн',
  'тольк',
  'хорош',
  'интересн',
  'нов',
  'сейчас',
  'find',
  'search',
  'look',
  'show',
  'want',
  'need',
  'job',
  'jobs',
  'work',
  'vacanc',
  'position',
  'role',
  'salary',
  'pay',
  'experience',
  'year',
  'remote',
  'office',
  'hybrid',
  'please',
  'hello',
  'with',
  'from',
  'that',
  'this',
  'the',
  'and',
  'for',
  'any',
  'some',
  'good',
  'new',
  'city',
  'home',
  'full',
  'time',
  'part',
  'level',
  'about',
  'без',
  'нет',
  'или',
  'что',
  'где',
  'все',
  'еще',
  'уже',
  'тоже',
  'очень',
  'через',
  'около',
  'более',
  'менее',
  'меньш',
  'больш',
  'выше',
  'ниже',
  'from',
  'than',
  'more',
  'less',
  'least',
  'minimum',
  'above',
  'remotely',
  'дом',
  'anywhere',
  'money',
  'денег',
  'платят',
  'плат',
];

const isStopWord = (token: string): boolean =>
  token.length < 3 || /^\d/.test(token) || STOP_STEMS.some((stem) => token === stem || token.startsWith(stem));

/**
 * Reads a seeker's message: intent, the vacancy it is about, and the search criteria (role,
 * skills, city, salary, schedule, experience) in Russian or English, with word forms and synonyms.
 */
export const parseRequest = (message: string, dictionary: Dictionary): ParsedRequest => {
  const text = normalize(message);
  const idMatch = VACANCY_ID.exec(text);
  const vacancyId = idMatch?.[1] ? Number(idMatch[1]) : null;
  const withoutId = idMatch ? text.replace(idMatch[0], ' ') : text;
  const tokens = tokenize(withoutId);
  const used = new Set<string>();

  const roles = parseRoles(tokens, used);
  const skills = parseSkills(message, tokens, dictionary, used);
  const city = parseCity(tokens, dictionary, used);
  const lang = detectLanguage(tokens, (token) => used.has(token) || dictionary.skills.has(token));
  const salary = parseSalary(withoutId, lang);
  const schedule = parseSchedule(withoutId);
  const experienceYears = parseExperience(withoutId);
  const keywords = tokens.filter(
    (token) =>
      !used.has(token) &&
      !isStopWord(token) &&
      /^\p{L}[\p{L}-]*$/u.test(token) &&
      !/^(в|во|на|с|со|от|до|по|из|к|у|о)$/u.test(token),
  );

  let intent: Intent;
  if (COVER.test(text)) intent = 'cover_letter';
  else if (MISSING.test(text)) intent = 'missing';
  else if (INTERVIEW.test(text)) intent = 'interview';
  else if (HELP.test(text.trim()) && roles.length + skills.length === 0 && salary === null && city === null) {
    intent = 'help';
  } else intent = 'search';

  return {
    lang,
    intent,
    vacancyId,
    roles,
    skills,
    city,
    salary,
    schedule,
    experienceYears,
    // Interview and letter requests are not searches: their words are no search terms.
    keywords: intent === 'search' ? [...new Set(keywords)] : [],
  };
};

/** What a search box's text names besides words: a city, a salary, remote work; and the words left. */
export type SearchTextFilters = {
  /** The city as vacancies store it (its Russian name for a known one). */
  city: string | null;
  salary: { amount: number; currency: Currency } | null;
  remote: boolean;
  /** The query without those (the words to search for), as typed. */
  rest: string;
};

const REMOTE_WORDS = /^(удален\p{L}*|удаленк\p{L}*|дистанционн\p{L}*|remote|remotely|wfh)$/u;

/**
 * Reads a search box's text as hh.ru does («москва бухгалтер 100000» → city Москва, salary from
 * 100,000, the words «бухгалтер»), with the assistant's own readers of cities and pay (one parser
 * for both): the city by any of its names and forms («в москве», "Moscow"), the pay as
 * `parseSalary` reads it, and remote work by its word. The words left are the query.
 */
export const parseSearchText = (
  q: string,
  dictionary: Dictionary,
  /** Which to read (a filter already set is not read from the words). */
  wanted: { city: boolean; salary: boolean; remote: boolean } = { city: true, salary: true, remote: true },
): SearchTextFilters => {
  const text = normalize(q);
  const lang = detectLanguage(tokenize(text), () => false);
  const pay = wanted.salary ? salaryMatch(text, lang) : null;
  // Positions are the same in `q` and `text` (normalize keeps lengths).
  const withoutPay = pay ? `${q.slice(0, pay.index)} ${q.slice(pay.index + pay.length)}` : q;
  const words = withoutPay.split(/\s+/).filter(Boolean);
  const tokens = words.map((word) => tokenize(normalize(word))[0] ?? '');
  const used = new Set<string>();
  const city = wanted.city ? parseCity(tokens, dictionary, used) : null;
  let remote = false;
  const rest = words.filter((word, i) => {
    const token = tokens[i] ?? '';
    if (used.has(token) && token !== '') return false;
    if (wanted.remote && REMOTE_WORDS.test(token)) {
      remote = true;
      return false;
    }
    // A preposition of a city or pay left alone («в москве», «от 100 000»).
    return !((city || pay) && /^(в|во|from|in|от|до|с)$/u.test(token));
  });
  return {
    city: city ? city.label.ru : null,
    salary: pay ? { amount: pay.amount, currency: pay.currency } : null,
    remote,
    rest: rest.join(' ').trim(),
  };
};
