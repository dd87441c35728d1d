import { canonicalCity } from '@jobs/contracts';
import type { Faker } from '@faker-js/faker';
import type { EducationEntry, LanguageEntry, WorkExperienceEntry, seekerProfiles, users } from '@jobs/server-db';
import { CATEGORY_CATALOG, type Experience, type Lang } from './catalog';
import { SEEKER_ABOUT } from './catalog/phrases';
import {
  EN_CITIES,
  EN_CITIZENSHIPS,
  EN_UNIVERSITIES,
  REMOTE_CITY,
  RU_CITIES,
  RU_CITIZENSHIPS,
  RU_COLLEGES,
  RU_UNIVERSITIES,
} from './catalog/places';
import { companyName } from './company-factory';
import type { Random } from './random';
import { withArticle } from './text';
import { drawPosition, payBand, type Position } from './vacancy-factory';

export type NewUser = typeof users.$inferInsert;
export type NewSeekerProfile = typeof seekerProfiles.$inferInsert;
export type SeekerDraft = { user: NewUser; profile: Omit<NewSeekerProfile, 'userId'> };

export const seekerEmail = (n: number) => `seeker${n}@example.com`;

const JOBS_BY_EXPERIENCE: Record<Experience, [number, number]> = {
  none: [0, 1],
  '1-3': [1, 2],
  '3-6': [2, 3],
  '6+': [3, 4],
};
const LEVELS = ['A2', 'B1', 'B2', 'C1'] as const;
const SLAVIC = new Set(['RU', 'BY', 'KZ', 'KG', 'UZ', 'TJ', 'AM', 'AZ', 'GE']);

const month = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const monthsBefore = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));

const workHistory = (random: Random, lang: Lang, position: Position, now: Date): WorkExperienceEntry[] => {
  const [min, max] = JOBS_BY_EXPERIENCE[position.experience];
  const count = random.int(min, max);
  const entries: WorkExperienceEntry[] = [];
  let end: Date | null = random.chance(0.65) ? null : monthsBefore(now, random.int(1, 6));
  for (let i = 0; i < count; i++) {
    const months = position.experience === 'none' ? random.int(3, 6) : random.int(12, 40);
    const start = monthsBefore(end ?? now, months);
    const title = i === 0 ? position.title : lang === 'ru' ? position.role.ru : position.role.en;
    entries.push({
      company: companyName(random, lang, position.category),
      position: title,
      from: month(start),
      to: end ? month(end) : null,
      description: random.sample(position.role.duties[lang], 2).join('. ') + '.',
    });
    end = monthsBefore(start, random.int(0, 3));
  }
  return entries;
};

const education = (random: Random, lang: Lang, position: Position, now: Date): EducationEntry[] => {
  const studies = position.category.studies[lang];
  const field = random.pick(studies);
  const yearsAgo = { none: 0, '1-3': 2, '3-6': 5, '6+': 10 }[position.experience] + random.int(0, 4);
  const year = now.getUTCFullYear() - yearsAgo;
  const vocational = position.category.kind === 'field' && random.chance(0.5);
  if (lang === 'en') {
    const degree = vocational
      ? 'Vocational diploma'
      : random.weighted([
          ['Bachelor', 6],
          ['Master', 3],
          ['PhD', 0.3],
        ] as const);
    return [{ institution: random.pick(EN_UNIVERSITIES), degree: `${degree}, ${field}`, year }];
  }
  if (vocational)
    return [{ institution: random.pick(RU_COLLEGES), degree: `Среднее профессиональное, ${field}`, year }];
  const entries: EducationEntry[] = [
    {
      institution: random.pick(RU_UNIVERSITIES),
      degree: `${random.weighted([
        ['Бакалавр', 6],
        ['Специалист', 3],
      ] as const)}, ${field}`,
      year,
    },
  ];
  if (random.chance(0.2))
    entries.push({
      institution: random.pick(RU_UNIVERSITIES),
      degree: `Магистр, ${random.pick(studies)}`,
      year: year + 2,
    });
  return entries;
};

const languages = (random: Random, lang: Lang, citizenship: string): LanguageEntry[] => {
  if (lang === 'ru') {
    const list: LanguageEntry[] = [{ code: 'ru', level: 'native' }];
    if (random.chance(0.85)) list.push({ code: 'en', level: random.pick(LEVELS) });
    if (random.chance(0.08))
      list.push({ code: random.pick(['de', 'fr', 'zh', 'es']), level: random.pick(['A1', 'A2', 'B1']) });
    return list;
  }
  const nativeEnglish = citizenship === 'US' || citizenship === 'GB';
  const list: LanguageEntry[] = [{ code: 'en', level: nativeEnglish ? 'native' : random.pick(['B2', 'C1', 'C2']) }];
  if (SLAVIC.has(citizenship))
    list.push({
      code: 'ru',
      level: citizenship === 'RU' || citizenship === 'BY' ? 'native' : random.pick(['B2', 'C1', 'native']),
    });
  if (citizenship === 'DE') list.unshift({ code: 'de', level: 'native' });
  return list;
};

/**
 * One job seeker: the account (seeker<n>@example.com, the shared password hash) and a full resume.
 * Four in five are Russian-speaking.
 */
export const draftSeeker = (
  random: Random,
  fakers: Record<Lang, Faker>,
  input: { n: number; passwordHash: string; now: Date },
): SeekerDraft => {
  const lang: Lang = random.chance(0.8) ? 'ru' : 'en';
  const faker = fakers[lang];
  const sex = random.chance(0.5) ? 'female' : 'male';
  const name = `${faker.person.firstName(sex)} ${faker.person.lastName(sex)}`;
  const category = random.weighted(CATEGORY_CATALOG.map((c) => [c, c.weight[lang]] as const));
  const position = drawPosition(random, category, lang);
  const cities = lang === 'ru' ? RU_CITIES : EN_CITIES.filter((city) => city.name !== REMOTE_CITY);
  const city = random.weighted(cities.map((c) => [c, c.weight] as const));
  const citizenship = random.weighted(lang === 'ru' ? RU_CITIZENSHIPS : EN_CITIZENSHIPS);
  const currency = lang === 'ru' ? 'RUB' : city.currency;
  const [low, high] = payBand(random, position, city, currency);
  const schedule = random.weighted(position.role.schedules ?? category.schedules);
  const opener =
    lang === 'ru'
      ? `Ищу работу на позиции «${position.title}».`
      : `Looking for a role as ${withArticle(position.title)}.`;
  const createdAt = new Date(input.now.getTime() - random.int(1, 400) * 86_400_000);
  // Who sees the résumé (the résumé database), from the seeker's number so the draws above (and
  // every other seeker of a seed) stay as they were: 70% every employer, 10% all but some, 20% no one;
  // 40% actively looking, 45% open to offers, 15% not looking; 15% anonymous.
  const share = (salt: number) => (Math.imul(input.n ^ salt, 2654435761) >>> 0) % 100;
  const seen = share(0x5eed);
  const looking = share(0x10c4);
  return {
    user: {
      email: seekerEmail(input.n),
      passwordHash: input.passwordHash,
      name,
      role: 'seeker',
      locale: lang,
      createdAt,
      updatedAt: createdAt,
    },
    profile: {
      desiredPosition: position.title,
      city: canonicalCity(city.name),
      citizenship,
      salaryExpectation: random.chance(0.85)
        ? Math.round((low + high) / 2 / (currency === 'RUB' ? 5000 : 100)) * (currency === 'RUB' ? 5000 : 100)
        : null,
      currency,
      schedule,
      experience: position.experience,
      skills: position.skills,
      workExperience: workHistory(random, lang, position, input.now),
      education: education(random, lang, position, input.now),
      languages: languages(random, lang, citizenship),
      about: [opener, ...random.sample(SEEKER_ABOUT[lang], 2)].join(' '),
      updatedAt: createdAt,
      visibility: seen < 70 ? 'everyone' : seen < 80 ? 'except' : 'nobody',
      jobSearchStatus: looking < 40 ? 'active' : looking < 85 ? 'open' : 'not_looking',
      anonymous: share(0xa707) < 15,
    },
  };
};
