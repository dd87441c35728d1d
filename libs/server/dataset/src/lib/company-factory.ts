import { canonicalCity } from '@jobs/contracts';
import type { companies } from '@jobs/server-db';
import { CATEGORY_CATALOG, type CategorySpec, type Lang } from './catalog';
import {
  COMPANY_FACTS,
  COMPANY_SIZES,
  COMPANY_VALUES,
  EN_NAME_ROOTS,
  EN_NAME_STEMS,
  NAME_SUFFIXES,
  RU_NAME_ROOTS,
  SIZE_HEADCOUNT,
} from './catalog/phrases';
import { EN_CITIES, RU_CITIES, REMOTE_CITY, type City } from './catalog/places';
import type { Random } from './random';
import { fill, slugify } from './text';

export type NewCompany = typeof companies.$inferInsert;

/** A generated company: its row plus what vacancies need to talk about it in either language. */
export type CompanyDraft = {
  row: NewCompany;
  lang: Lang;
  category: CategorySpec;
  city: City;
  /** One sentence about the company, for the first paragraph of its vacancies. */
  intro: Record<Lang, string>;
};

const categoryWeights = (lang: Lang) => CATEGORY_CATALOG.map((category) => [category, category.weight[lang]] as const);
const cityWeights = (cities: readonly City[]) => cities.map((city) => [city, city.weight] as const);
const EN_OFFICE_CITIES = EN_CITIES.filter((city) => city.name !== REMOTE_CITY);

/** A made-up company name in the style of the language and trade. */
export const companyName = (random: Random, lang: Lang, category: CategorySpec): string => {
  const suffixes = NAME_SUFFIXES[category.slug] ?? { ru: [' Групп'], en: [' Group'] };
  if (lang === 'en') {
    const base = random.chance(0.6)
      ? random.pick(EN_NAME_ROOTS) + random.pick(EN_NAME_STEMS)
      : random.pick(EN_NAME_ROOTS);
    return base + random.pick(suffixes.en);
  }
  const root = random.pick(RU_NAME_ROOTS);
  const suffix = random.pick(suffixes.ru);
  return random.weighted([
    [`${root}${suffix}`, 6],
    [`Группа компаний «${root}»`, 1],
    [`${root}${suffix} Регион`, 1],
  ]);
};

/**
 * Draws `count` companies, three in ten of them English-speaking. Names are unique within the
 * call (a numbered branch suffix settles the rare clash).
 */
export const draftCompanies = (random: Random, count: number, now: Date): CompanyDraft[] => {
  const seen = new Set<string>();
  const drafts: CompanyDraft[] = [];
  for (let i = 0; i < count; i++) {
    const lang: Lang = random.chance(0.3) ? 'en' : 'ru';
    const category = random.weighted(categoryWeights(lang));
    const industry = random.pick(category.industries);
    const city = random.weighted(cityWeights(lang === 'ru' ? RU_CITIES : EN_OFFICE_CITIES));
    let name = companyName(random, lang, category);
    for (let attempt = 0; seen.has(name.toLowerCase()) && attempt < 5; attempt++)
      name = companyName(random, lang, category);
    if (seen.has(name.toLowerCase())) name = `${name} ${lang === 'ru' ? city.name : city.name.split(' ')[0]} ${i + 1}`;
    seen.add(name.toLowerCase());

    const size = random.weighted(COMPANY_SIZES);
    const founded = random.int(1992, now.getUTCFullYear() - 2);
    const intro = {
      ru: `${name} — ${industry.aboutRu}.`,
      en: `${name} is ${industry.aboutEn}.`,
    };
    const headcount = SIZE_HEADCOUNT[size] ?? { ru: '', en: '' };
    const description =
      lang === 'ru'
        ? [
            `${intro.ru} ${fill(random.pick(COMPANY_FACTS.ru), { years: founded })}`,
            `Сейчас у нас ${headcount.ru}. Головной офис находится в городе ${city.name}. ${random.pick(COMPANY_VALUES.ru)}`,
          ].join('\n\n')
        : [
            `${intro.en} ${fill(random.pick(COMPANY_FACTS.en), { years: founded })}`,
            `Today we are ${headcount.en}, headquartered in ${city.name}. ${random.pick(COMPANY_VALUES.en)}`,
          ].join('\n\n');
    const createdAt = new Date(now.getTime() - random.int(90, 1500) * 86_400_000);
    drafts.push({
      lang,
      category,
      city,
      intro,
      row: {
        name,
        description,
        site: `https://${slugify(name).slice(0, 40)}.example.com`,
        city: canonicalCity(city.name),
        industry: lang === 'ru' ? industry.ru : industry.en,
        size,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  return drafts;
};

const LOGO_COLOURS = [
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
  '#0d9488',
  '#0891b2',
  '#4f46e5',
  '#9333ea',
  '#475569',
];
const LOGO_SHAPES = ['circle', 'rounded', 'hexagon', 'squircle'] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** «АльфаСофт» → «АС», "Northwind Labs" → "NL", «Группа компаний «Орион»» → «О». */
export const companyInitials = (name: string): string => {
  const quoted = /«([^»]+)»/.exec(name);
  const source = quoted?.[1] ?? name;
  const capitals = source.match(/\p{Lu}/gu) ?? [];
  const letters = capitals.length > 0 ? capitals : [source.trim().charAt(0).toUpperCase()];
  return letters.slice(0, 2).join('');
};

/** A 128×128 SVG logo: the initials on a coloured shape; the same name always gives the same logo. */
export const companyLogoSvg = (name: string): string => {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  const colour = LOGO_COLOURS[hash % LOGO_COLOURS.length] as string;
  const shape = LOGO_SHAPES[(hash >>> 8) % LOGO_SHAPES.length];
  const shapes: Record<(typeof LOGO_SHAPES)[number], string> = {
    circle: `<circle cx="64" cy="64" r="64" fill="${colour}"/>`,
    rounded: `<rect width="128" height="128" rx="24" fill="${colour}"/>`,
    hexagon: `<polygon points="64,0 119,32 119,96 64,128 9,96 9,32" fill="${colour}"/>`,
    squircle: `<path d="M64 0C115 0 128 13 128 64s-13 64-64 64S0 115 0 64 13 0 64 0z" fill="${colour}"/>`,
  };
  const initials = escapeXml(companyInitials(name));
  const fontSize = initials.length > 1 ? 52 : 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">`,
    shape ? shapes[shape] : '',
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
};

/** Side of the rendered logo, in pixels. */
export const LOGO_SIZE = 256;
/** The logo's upload path (its key in `upload_files`, and the `{path}` of `/_img/{modifiers}/{path}`). */
export const logoPath = (companyId: number) => `logos/company-${companyId}.webp`;
export const logoUrl = (companyId: number) => `/uploads/${logoPath(companyId)}`;
