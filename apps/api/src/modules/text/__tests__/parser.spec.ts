import { buildDictionary } from '../dictionary';
import { parseRequest, parseSearchText, type ParsedRequest } from '../parser';

const dictionary = buildDictionary(
  [
    'React',
    'TypeScript',
    'JavaScript',
    'Java',
    'Go',
    'Python',
    'PostgreSQL',
    'Node.js',
    'React Native',
    'Figma',
    'Продажи',
  ],
  ['Москва', 'Moscow', 'Казань', 'Remote', 'Berlin', 'Тверь'],
);

type Expected = Partial<{
  lang: ParsedRequest['lang'];
  intent: ParsedRequest['intent'];
  vacancyId: number | null;
  roles: string[];
  skills: string[];
  city: string | null;
  salary: ParsedRequest['salary'];
  schedule: ParsedRequest['schedule'];
  experienceYears: number | null;
  keywords: string[];
}>;

const view = (parsed: ParsedRequest) => ({
  lang: parsed.lang,
  intent: parsed.intent,
  vacancyId: parsed.vacancyId,
  roles: parsed.roles.map((role) => role.key),
  skills: parsed.skills,
  city: parsed.city?.label.ru ?? null,
  salary: parsed.salary,
  schedule: parsed.schedule,
  experienceYears: parsed.experienceYears,
  keywords: parsed.keywords,
});

const cases: Array<[string, Expected]> = [
  // Russian: the request, word forms, synonyms.
  [
    'ищу удалённую работу react от 200 000',
    {
      lang: 'ru',
      intent: 'search',
      skills: ['React'],
      schedule: 'remote',
      salary: { amount: 200_000, currency: 'RUB' },
      roles: [],
      city: null,
      keywords: [],
    },
  ],
  [
    'Найди вакансии программиста на джаве в Москве',
    { lang: 'ru', roles: ['developer'], skills: ['Java'], city: 'Москва' },
  ],
  [
    'фронтенд-разработчик, реакт и тс, 250 тыс',
    { roles: ['frontend'], skills: ['React', 'TypeScript'], salary: { amount: 250_000, currency: 'RUB' } },
  ],
  ['работа в Казани без опыта', { city: 'Казань', experienceYears: 0, lang: 'ru' }],
  ['разработчик в Нижнем Новгороде, опыт 3 года', { city: 'Нижний Новгород', experienceYears: 3, salary: null }],
  ['ищу работу в Питере, гибрид', { city: 'Санкт-Петербург', schedule: 'hybrid' }],
  ['хочу работать из дома на питоне', { schedule: 'remote', skills: ['Python'] }],
  ['зарплата от 1,5 млн', { salary: { amount: 1_500_000, currency: 'RUB' } }],
  ['вакансии с зп от $3000', { salary: { amount: 3000, currency: 'USD' } }],
  ['удаленка, 200к, джун', { schedule: 'remote', salary: { amount: 200_000, currency: 'RUB' }, experienceYears: 1 }],
  ['работа в Твери', { city: 'Тверь' }],
  ['ищу работу бариста', { keywords: ['бариста'], roles: [] }],
  ['Чего мне не хватает для вакансии 42?', { intent: 'missing', vacancyId: 42, lang: 'ru' }],
  ['Напиши сопроводительное письмо к вакансии №17', { intent: 'cover_letter', vacancyId: 17 }],
  ['Какие вопросы зададут на собеседовании на React разработчика?', { intent: 'interview', skills: ['React'] }],
  ['Привет!', { intent: 'help', lang: 'ru' }],
  ['что ты умеешь?', { intent: 'help' }],
  // English.
  [
    'looking for a remote React job from 200,000',
    {
      lang: 'en',
      intent: 'search',
      skills: ['React'],
      schedule: 'remote',
      salary: { amount: 200_000, currency: 'RUB' },
    },
  ],
  [
    'senior backend engineer in Moscow, Go and PostgreSQL, $5k',
    {
      lang: 'en',
      roles: ['backend'],
      skills: ['Go', 'PostgreSQL'],
      city: 'Москва',
      salary: { amount: 5000, currency: 'USD' },
      experienceYears: 6,
    },
  ],
  [
    'I want to go work in Berlin, 3 years of experience',
    { skills: [], city: 'Берлин', experienceYears: 3, salary: null },
  ],
  ['entry level QA jobs, work from home', { roles: ['qa'], experienceYears: 0, schedule: 'remote' }],
  ['React Native developer', { skills: ['React Native'], roles: ['developer'] }],
  ['what am I missing for vacancy #7', { intent: 'missing', vacancyId: 7, lang: 'en' }],
  ['write a cover letter for /vacancies/9', { intent: 'cover_letter', vacancyId: 9 }],
  ['typical interview questions for a Python developer', { intent: 'interview', skills: ['Python'], lang: 'en' }],
  ['hello', { intent: 'help', lang: 'en' }],
  [
    'Figma designer, office, 3000 EUR',
    { skills: ['Figma'], roles: ['design'], schedule: 'office', salary: { amount: 3000, currency: 'EUR' } },
  ],
  // Only names and numbers: no language to tell by.
  ['React 200k', { lang: null, skills: ['React'], salary: { amount: 200_000, currency: 'RUB' } }],
];

describe('parseRequest', () => {
  it.each(cases)('%s', (message, expected) => {
    expect(view(parseRequest(message, dictionary))).toMatchObject(expected);
  });
});

describe('parseSearchText', () => {
  // A number inside a word or code is no pay: a title with an id («3045e15e», «12k45678») is found by its words.
  it.each([
    ['Support engineer 3045e15e', 'Support engineer 3045e15e'],
    ['Support engineer 12k45678', 'Support engineer 12k45678'],
    ['Support engineer 30450000', 'Support engineer 30450000'],
    ['ai2000 engineer', 'ai2000 engineer'],
    // A company's name ending in a number: unmarked, only a round sum reads as pay.
    ['Hiring Co 287176', 'Hiring Co 287176'],
    ['бухгалтер 1С 2023', 'бухгалтер 1С 2023'],
  ])('%s stays words', (q, rest) => {
    expect(parseSearchText(q, dictionary)).toEqual({ city: null, salary: null, remote: false, rest });
  });

  it.each([
    ['бухгалтер 100000', { amount: 100_000, currency: 'RUB' }, 'бухгалтер'],
    ['developer $3000/month', { amount: 3000, currency: 'USD' }, 'developer /month'],
    ['аналитик от 150 000 рублей', { amount: 150_000, currency: 'RUB' }, 'аналитик'],
    ['designer 200k', { amount: 200_000, currency: 'RUB' }, 'designer'],
    ['курьер 45 500', { amount: 45_500, currency: 'RUB' }, 'курьер'],
    ['оператор от 37250', { amount: 37_250, currency: 'RUB' }, 'оператор'],
  ])('%s reads the pay', (q, salary, rest) => {
    expect(parseSearchText(q, dictionary)).toMatchObject({ salary, rest });
  });
});
