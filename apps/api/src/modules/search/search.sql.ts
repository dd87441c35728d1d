import { RUB_PER_CURRENCY, type VacancySearchQuery, type VacancySummary } from '@jobs/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../lib/like-pattern';
import { queryVariants, titleWords, type Variant } from './search-synonyms';

/** The search filters a facet can leave out (each facet counts the matches of all the others). */
export type FacetDimension = 'category' | 'location' | 'experience' | 'employment' | 'schedule' | 'posted';

export type SearchFilters = Omit<VacancySearchQuery, 'sort' | 'page' | 'per_page' | 'category'> & {
  /** The category's id (the slug resolved). */
  categoryId?: number;
};

/** How the text query matches: full text only, or full text or a similar title (few full-text matches). */
export type TextMode = 'fts' | 'fuzzy';

/** A salary in roubles for comparing across currencies (approximate fixed rates). */
const rubRate = (column: SQL) =>
  sql`(case ${column} when 'USD' then ${sql.raw(String(RUB_PER_CURRENCY.USD))} when 'EUR' then ${sql.raw(
    String(RUB_PER_CURRENCY.EUR),
  )} else 1 end)`;

/** The best monthly pay a vacancy states, in roubles (null when it states none). */
export const salaryRubExpression = sql`(coalesce(v.salary_to, v.salary_from)::bigint * ${rubRate(sql`v.currency`)})`;

/** The variants or'ed into one full-text query. */
const orQuery = (variants: readonly Variant[]): SQL =>
  sql`(${sql.join(
    variants.map((variant) => sql`websearch_to_tsquery('russian', ${variant.text})`),
    sql` || `,
  )})`;

/**
 * The full-text query of `q`: websearch syntax under the `russian` configuration (Russian stems,
 * and English ones for Latin words), or'ed with the query's variants in other words of the same
 * meaning («программист» → разработчик, developer; «реакт» → react: search-synonyms.ts).
 */
export const tsQuery = (q: string): SQL => orQuery(queryVariants(q));

/** The text condition of `q`: full text, or in fuzzy mode also titles similar to `q` (trigram word similarity). */
export const textCondition = (q: string, mode: TextMode): SQL =>
  mode === 'fts' ? sql`v.search_vector @@ ${tsQuery(q)}` : sql`(v.search_vector @@ ${tsQuery(q)} or ${q} <% v.title)`;

/**
 * How much a title that has the query's words as typed outranks one that has only words of the
 * same stem: the full-text rank is multiplied by 1 + this × (the share of the words the title
 * has). "developer" and "development" share the stem «develop»: "iOS Developer" counts 3×,
 * "Business Development Manager" 1×, so a short text repeating "development" no longer puts that
 * manager's job above the developers' (ranks 0.54 against 0.35 before the factor).
 */
export const TITLE_WORD_BOOST = 2;

/**
 * The rank of a vacancy found only through another name of the job («разработчик» for
 * "developer", in the other language): this when its title has the names, a fifth of it when only
 * its text does. Between a title with the words as typed (about 0.3–1 with the factor above) and
 * a text that merely mentions them (about 0.01–0.05): the job in the language typed comes first.
 */
export const OTHER_NAME_RANK = 0.1;

/** `v.title` contains one of these words (case-insensitive). */
const titleHas = (words: readonly string[]): SQL =>
  sql`(${sql.join(
    words.map((word) => sql`v.title ilike ${likePattern(word)}`),
    sql` or `,
  )})`;

/** The share of the query's words (any of the given forms of each) that the title has, 0 to 1. */
const titleShare = (words: ReadonlyArray<readonly string[]>): SQL =>
  words.length === 0
    ? sql`0`
    : sql`((${sql.join(
        words.map((forms) => sql`${titleHas(forms)}::int`),
        sql` + `,
      )})::float8 / ${sql.raw(String(words.length))})`;

/**
 * Relevance: the full-text cover density rank of the words as typed (title words weigh most),
 * raised by the share of them the title has; a vacancy found only through the job's other names
 * ranks `OTHER_NAME_RANK` (by its title) below those; in fuzzy mode (typos) plus the title's
 * similarity. Cheap on purpose: one rank over the text vector and a few substring tests of the title
 * per match (12,934 matches of «разработчик» and its other names ranked in about 100 ms on PostgreSQL).
 */
export const relevanceExpression = (q: string, mode: TextMode): SQL => {
  const variants = queryVariants(q);
  const typed = variants.filter((variant) => variant.typed);
  const typedQuery = orQuery(typed);
  const words = titleWords(q);
  const typedRank = sql`ts_rank_cd(v.search_vector, ${typedQuery}, 1) * (1 + ${sql.raw(String(TITLE_WORD_BOOST))} * ${titleShare(words.map((word) => word.typed))})`;
  const rank =
    typed.length === variants.length
      ? typedRank
      : sql`(case when v.search_vector @@ ${typedQuery} then ${typedRank}
          else ${sql.raw(String(OTHER_NAME_RANK))} * (0.2 + 0.8 * ${titleShare(words.map((word) => word.any))}) end)`;
  return mode === 'fts' ? rank : sql`(${rank} + word_similarity(${q}, v.title))`;
};

/** The columns of a vacancy summary, with its company and category (aliases v, co, ca). */
export const summaryColumns = sql`v.id, v.title, v.city, v.country, v.salary_from, v.salary_to, v.currency,
  v.salary_gross, v.experience, v.employment, v.schedule, v.skills, v.published_at, v.language,
  co.id as company_id, co.name as company_name, co.logo_url as company_logo,
  ca.id as category_id, ca.slug as category_slug, ca.name_ru as category_name_ru, ca.name_en as category_name_en`;

export const summaryJoins = sql`join companies co on co.id = v.company_id left join categories ca on ca.id = v.category_id`;

export type SummaryRow = {
  id: number;
  title: string;
  city: string;
  country: string;
  salary_from: number | null;
  salary_to: number | null;
  currency: VacancySummary['currency'];
  salary_gross: boolean;
  experience: VacancySummary['experience'];
  employment: VacancySummary['employment'];
  schedule: VacancySummary['schedule'];
  skills: string[] | string;
  published_at: Date | string | null;
  language: VacancySummary['language'];
  company_id: number;
  company_name: string;
  company_logo: string | null;
  category_id: number | null;
  category_slug: string | null;
  category_name_ru: string | null;
  category_name_en: string | null;
};

/** A text[] as the pg driver (an array) or a raw literal (`{a,"b c"}`) gives it. */
const parseTextArray = (value: string[] | string): string[] => {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const items: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (let match = pattern.exec(inner); match; match = pattern.exec(inner)) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] as string));
  }
  return items;
};

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const toSummary = (row: SummaryRow): VacancySummary => ({
  id: Number(row.id),
  title: row.title,
  company: { id: Number(row.company_id), name: row.company_name, logo: row.company_logo },
  category:
    row.category_id === null
      ? null
      : {
          id: Number(row.category_id),
          slug: row.category_slug as string,
          name_ru: row.category_name_ru as string,
          name_en: row.category_name_en as string,
        },
  city: row.city,
  country: row.country,
  salary_from: row.salary_from === null ? null : Number(row.salary_from),
  salary_to: row.salary_to === null ? null : Number(row.salary_to),
  currency: row.currency,
  salary_gross: row.salary_gross,
  experience: row.experience,
  employment: row.employment,
  schedule: row.schedule,
  skills: parseTextArray(row.skills),
  published_at: toIso(row.published_at),
  language: row.language,
});
