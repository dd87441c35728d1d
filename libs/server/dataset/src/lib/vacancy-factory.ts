import { canonicalCity } from '@jobs/contracts';
import type { EMPLOYMENT_TYPES, VACANCY_STATUSES, vacancies } from '@jobs/server-db';
import type { CategorySpec, Experience, Lang, RoleSpec, Schedule, Weights } from './catalog';
import {
  CLOSINGS,
  DUTIES_HEADINGS,
  EMPLOYMENT_CONDITIONS,
  EXPERIENCE_REQUIREMENTS,
  FIELD_PERKS,
  OFFICE_PERKS,
  OPENINGS,
  PAY_CONDITIONS,
  REJECTION_REASONS,
  SCHEDULE_CONDITIONS,
  SENIORITY_PREFIX,
  SKILL_REQUIREMENT,
  SOFT_REQUIREMENTS,
  TEAM_NOTES,
} from './catalog/phrases';
import { drawAddress } from './geo/addresses';
import { EN_CITIES, REMOTE_CITY, RU_CITIES, RUB_PER, type City, type Currency } from './catalog/places';
import { skillFor } from './catalog/skills';
import type { CompanyDraft } from './company-factory';
import type { Random } from './random';
import { bullets, fill, joinList, lowerFirstWord, roundPay, startsWithLatin, withArticle } from './text';

export type NewVacancy = typeof vacancies.$inferInsert;
export type Employment = (typeof EMPLOYMENT_TYPES)[number];
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export type Grade = 'junior' | 'middle' | 'senior' | 'lead';

const DAY = 86_400_000;

const GRADES: Weights<Grade> = [
  ['junior', 2],
  ['middle', 4],
  ['senior', 3],
  ['lead', 1],
];
const GRADE_EXPERIENCE: Record<Grade, Weights<Experience>> = {
  junior: [
    ['none', 2],
    ['1-3', 3],
  ],
  middle: [
    ['1-3', 3],
    ['3-6', 2],
  ],
  senior: [
    ['3-6', 3],
    ['6+', 2],
  ],
  lead: [
    ['3-6', 1],
    ['6+', 3],
  ],
};
const GRADE_PAY: Record<Grade, number> = { junior: 0.55, middle: 1, senior: 1.45, lead: 1.8 };
const EXPERIENCE_PAY: Record<Experience, number> = { none: 0.75, '1-3': 0.95, '3-6': 1.1, '6+': 1.3 };
const DEFAULT_EXPERIENCE: Weights<Experience> = [
  ['none', 2],
  ['1-3', 4],
  ['3-6', 3],
  ['6+', 1],
];
const GRADE_BY_EXPERIENCE: Record<Experience, Grade> = {
  none: 'junior',
  '1-3': 'middle',
  '3-6': 'senior',
  '6+': 'lead',
};

export const STATUS_WEIGHTS: Weights<VacancyStatus> = [
  ['published', 85],
  ['archived', 8],
  ['on_review', 3],
  ['draft', 2],
  ['rejected', 2],
];

/** Asks for a particular role (by its English title), variant and grade instead of drawing them. */
export type PositionWish = { role: string; variant?: string; grade?: Grade };

/** A role with its title, grade and skill tags, as one vacancy or one resume names it. */
export type Position = {
  category: CategorySpec;
  role: RoleSpec;
  title: string;
  grade: Grade;
  experience: Experience;
  skills: string[];
};

const gradedTitle = (random: Random, role: RoleSpec, lang: Lang, grade: Grade, variant: string | null): string => {
  const base = lang === 'ru' ? role.ru : role.en;
  let title: string;
  if (lang === 'en') {
    const prefix = SENIORITY_PREFIX.en[grade][0];
    title = prefix ? `${prefix} ${base}` : base;
  } else if (startsWithLatin(base)) {
    // «Senior Frontend-разработчик», sometimes «Middle ...»: how Russian IT titles read.
    const prefix = SENIORITY_PREFIX.ru[grade][1];
    title = prefix && (grade !== 'middle' || random.chance(0.3)) ? `${prefix} ${base}` : base;
  } else {
    const prefix = SENIORITY_PREFIX.ru[grade][0];
    title = prefix ? `${prefix} ${lowerFirstWord(base)}` : base;
  }
  return variant ? `${title} (${variant})` : title;
};

/** Draws a role of the category and dresses it: grade, experience, title, fitting skills. */
export const drawPosition = (
  random: Random,
  category: CategorySpec,
  lang: Lang,
  employment: Employment = 'full',
  wanted?: PositionWish,
): Position => {
  const role =
    (wanted && category.roles.find((candidate) => candidate.en === wanted.role)) ?? random.pick(category.roles);
  let grade: Grade;
  let experience: Experience;
  if (employment === 'internship') {
    grade = 'junior';
    experience = 'none';
  } else if (role.graded) {
    grade = wanted?.grade ?? random.weighted(GRADES);
    experience = random.weighted(GRADE_EXPERIENCE[grade]);
  } else {
    experience = random.weighted(role.experience ?? DEFAULT_EXPERIENCE);
    grade = GRADE_BY_EXPERIENCE[experience];
  }
  const variant = role.variants
    ? (role.variants.find((candidate) => candidate.label === wanted?.variant) ?? random.pick(role.variants))
    : null;
  const variantLabel = variant ? (lang === 'en' ? (variant.labelEn ?? variant.label) : variant.label) : null;
  let title =
    role.graded && employment !== 'internship'
      ? gradedTitle(random, role, lang, grade, variantLabel)
      : `${lang === 'ru' ? role.ru : role.en}${variantLabel ? ` (${variantLabel})` : ''}`;
  if (employment === 'internship') title = lang === 'ru' ? `${title} (стажёр)` : `${title} Intern`;

  const pool = [
    ...(variant?.skills ?? []),
    ...(role.skills ?? []),
    ...((lang === 'ru' ? role.ruSkills : role.enSkills) ?? []),
  ];
  const localised = [
    ...new Set(pool.map((skill) => skillFor(skill, lang)).filter((skill): skill is string => skill !== null)),
  ];
  // The specialisation's own tags come first and always make it in: a React vacancy lists React.
  const own = (variant?.skills ?? [])
    .map((skill) => skillFor(skill, lang))
    .filter((skill): skill is string => skill !== null);
  const rest = localised.filter((skill) => !own.includes(skill));
  const skills = [...own.slice(0, 3), ...random.sample(rest, random.int(3, 6))];
  return { category, role, title, grade, experience, skills };
};

/** A believable monthly pay band for the position in the given city and currency. */
export const payBand = (
  random: Random,
  position: Position,
  city: City,
  currency: Currency,
  employment: Employment = 'full',
): [number, number] => {
  const [low, high] = position.role.salary;
  const factor =
    (position.role.graded ? GRADE_PAY[position.grade] : EXPERIENCE_PAY[position.experience]) *
    city.payFactor *
    (employment === 'part' ? 0.55 : employment === 'internship' ? 0.45 : 1) *
    (0.9 + random.next() * 0.2);
  const from = roundPay(((low + (high - low) * random.next() * 0.4) * factor) / RUB_PER[currency], currency);
  const to = roundPay(
    Math.max(from * 1.15, ((high - (high - low) * random.next() * 0.3) * factor) / RUB_PER[currency]),
    currency,
  );
  return [from, Math.max(from, to)];
};

/** Monthly pay in the given currency: a band, only "from", only "up to", or not specified. */
export const drawSalary = (
  random: Random,
  position: Position,
  city: City,
  currency: Currency,
  employment: Employment,
): { salaryFrom: number | null; salaryTo: number | null } => {
  const [from, to] = payBand(random, position, city, currency, employment);
  const shape = random.weighted([
    ['both', 55],
    ['from', 20],
    ['to', 10],
    ['none', 15],
  ] as const);
  return {
    salaryFrom: shape === 'both' || shape === 'from' ? from : null,
    salaryTo: shape === 'both' || shape === 'to' ? to : null,
  };
};

const drawEmployment = (random: Random, category: CategorySpec): Employment =>
  random.weighted([
    ['full', 84],
    ['part', category.kind === 'field' ? 9 : 5],
    ['project', category.kind === 'office' ? 6 : 1],
    ['internship', category.kind === 'office' ? 5 : 2],
  ]);

const drawCurrency = (random: Random, lang: Lang, city: City): Currency => {
  if (lang === 'ru') return random.chance(0.02) ? 'USD' : 'RUB';
  if (city.currency === 'RUB') return random.chance(0.85) ? 'RUB' : 'USD';
  if (city.name === REMOTE_CITY) return random.chance(0.7) ? 'USD' : 'EUR';
  return city.currency;
};

const pickCity = (random: Random, company: CompanyDraft, lang: Lang, schedule: Schedule): City => {
  if (lang === 'en') {
    if (schedule === 'remote' && random.chance(0.6)) return EN_CITIES.find((city) => city.name === REMOTE_CITY) as City;
    if (company.lang === 'en' && random.chance(0.7)) return company.city;
    return random.weighted(
      EN_CITIES.filter((city) => city.name !== REMOTE_CITY).map((city) => [city, city.weight] as const),
    );
  }
  if (company.lang === 'ru' && random.chance(0.75)) return company.city;
  return random.weighted(RU_CITIES.map((city) => [city, city.weight] as const));
};

const buildDescription = (
  random: Random,
  lang: Lang,
  company: CompanyDraft,
  position: Position,
  teamSize: number,
): string => {
  const category = position.category;
  const team = lang === 'ru' ? category.teamRu : category.teamEn;
  const opening = fill(random.pick(OPENINGS[lang]), { title: position.title, team });
  const openingText = lang === 'en' ? opening.replace(`a ${position.title}`, withArticle(position.title)) : opening;
  const duties = random.sample(
    position.role.duties[lang],
    random.int(3, Math.min(5, position.role.duties[lang].length)),
  );
  const paragraphs = [
    `${company.intro[lang]} ${openingText}`,
    `${random.pick(DUTIES_HEADINGS[lang])}\n${bullets(duties)}`,
    fill(random.pick(TEAM_NOTES[lang]), { n: teamSize }),
  ];
  if (random.chance(0.5)) paragraphs.push(random.pick(CLOSINGS[lang]));
  return paragraphs.join('\n\n');
};

const buildRequirements = (random: Random, lang: Lang, position: Position, schedule: Schedule, city: City): string => {
  const lines: string[] = [random.pick(EXPERIENCE_REQUIREMENTS[lang][position.experience])];
  const shownSkills = position.skills.slice(0, random.int(2, 4));
  if (shownSkills.length > 0) {
    lines.push(
      fill(random.pick(SKILL_REQUIREMENT[lang]), {
        skills: lang === 'en' ? joinList(shownSkills, lang) : shownSkills.join(', '),
      }),
    );
  }
  lines.push(...random.sample(position.category.requirements[lang], random.int(1, 3)));
  lines.push(random.pick(SOFT_REQUIREMENTS[lang]));
  if (lang === 'en' && city.country !== 'DE' && random.chance(0.5)) lines.push('Russian is a plus');
  if (lang === 'en' && city.country === 'DE' && random.chance(0.5)) lines.push('German is a plus, not a must');
  if (lang === 'ru' && schedule === 'remote' && random.chance(0.5))
    lines.push('Стабильный интернет и оборудованное рабочее место');
  return bullets(lines);
};

const buildConditions = (
  random: Random,
  lang: Lang,
  position: Position,
  employment: Employment,
  schedule: Schedule,
): string => {
  const perks = position.category.kind === 'office' && schedule !== 'shift' ? OFFICE_PERKS : FIELD_PERKS;
  // Nobody working from home gets fruit in the office.
  const fitting = schedule === 'remote' ? perks[lang].filter((perk) => !/офис|office/i.test(perk)) : perks[lang];
  const lines = [
    random.pick(EMPLOYMENT_CONDITIONS[lang][employment]),
    random.pick(SCHEDULE_CONDITIONS[lang][schedule]),
    random.pick(PAY_CONDITIONS[lang]),
    ...random.sample(fitting, random.int(2, 4)),
  ];
  return bullets(lines);
};

/** One vacancy of a company, in the given language, published (or not) some time before `now`. */
export const draftVacancy = (
  random: Random,
  input: {
    company: CompanyDraft;
    companyId: number;
    categoryId: (slug: string) => number;
    category: CategorySpec;
    lang: Lang;
    now: Date;
    /**
     * The stream addresses are drawn from: a stream of their own, so that adding a field to
     * vacancies never redraws the others (the judged relevance set names the demo titles).
     */
    places: Random;
    /**
     * Where a published vacancy stands in the order of publication (0 the oldest … 1 the newest):
     * its age follows from it instead of its draw (the same distribution; the draw is still made,
     * so that every later field is drawn as without it).
     */
    order?: number;
    /** Fixed choices instead of random ones (the demo company's vacancies). */
    wanted?: PositionWish & { status?: VacancyStatus; employment?: Employment; schedule?: Schedule };
  },
): NewVacancy => {
  const { company, category, lang, now, wanted } = input;
  const employment = wanted?.employment ?? drawEmployment(random, category);
  const position = drawPosition(random, category, lang, employment, wanted);
  let schedule = wanted?.schedule ?? random.weighted(position.role.schedules ?? category.schedules);
  const city = pickCity(random, company, lang, schedule);
  if (city.name === REMOTE_CITY) schedule = 'remote';
  const currency = drawCurrency(random, lang, city);
  const { salaryFrom, salaryTo } = drawSalary(random, position, city, currency, employment);

  const status = wanted?.status ?? random.weighted(STATUS_WEIGHTS);
  // Published within the last 60 days, with fresh ones more likely; archived ones went live earlier.
  const drawn = status === 'published' ? random.next() : 0;
  const age =
    status === 'published'
      ? Math.floor(60 * (input.order === undefined ? drawn : 1 - input.order) ** 1.4 * DAY)
      : status === 'archived'
        ? random.int(30, 180) * DAY
        : random.int(0, 20) * DAY;
  const publishedAt =
    status === 'published' || status === 'archived' ? new Date(now.getTime() - age - random.int(0, DAY - 1)) : null;
  const createdAt = new Date((publishedAt?.getTime() ?? now.getTime() - age) - random.int(1, 72) * 3_600_000);
  const updatedAt =
    status === 'archived'
      ? new Date((publishedAt as Date).getTime() + random.int(10, 29) * DAY)
      : (publishedAt ?? createdAt);

  const cityName = canonicalCity(city.name === REMOTE_CITY ? company.city.name : city.name);
  const country = city.name === REMOTE_CITY ? company.city.country : city.country;
  const row: NewVacancy = {
    companyId: input.companyId,
    categoryId: input.categoryId(category.slug),
    title: position.title,
    description: buildDescription(random, lang, company, position, random.int(4, 15)),
    requirements: buildRequirements(random, lang, position, schedule, city),
    conditions: buildConditions(random, lang, position, employment, schedule),
    skills: position.skills,
    // A fully remote role (international pay and currency) is listed at the employer's own city,
    // with the remote schedule: "Remote" is not a city for the city filter and facets.
    city: cityName,
    country,
    salaryFrom,
    salaryTo,
    currency,
    salaryGross: lang === 'ru' ? random.chance(0.6) : random.chance(0.9),
    experience: position.experience,
    employment,
    schedule,
    status,
    rejectionReason: status === 'rejected' ? random.pick(REJECTION_REASONS) : null,
    language: lang,
    publishedAt,
    createdBy: null,
    version: 1,
    viewsCount: publishedAt ? Math.floor(random.next() ** 2 * 3000) : 0,
    createdAt,
    updatedAt,
  };
  // An address in its city for work done on site, from the places' own stream.
  const address = schedule !== 'remote' && country === 'RU' ? drawAddress(input.places, cityName) : undefined;
  return { ...row, addressText: address?.addressText ?? null, lat: address?.lat ?? null, lon: address?.lon ?? null };
};
