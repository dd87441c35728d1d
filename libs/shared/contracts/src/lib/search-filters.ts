import { z } from 'zod';
import { canonicalCity } from './cities';
import { codedPattern } from './field-errors';
import { currencySchema, employmentSchema, experienceSchema, scheduleSchema } from './vacancy';

/** The facets `GET /vacancies` counts (the keys of its `facets`). */
export const SEARCH_FACETS = [
  'category',
  'city',
  'experience',
  'employment',
  'schedule',
  'posted_within_days',
] as const;
export type SearchFacetName = (typeof SEARCH_FACETS)[number];

/** `true`/`false` (also `1`/`0`) in a query string. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const slugText = z.string().trim().min(1).max(64);
const slugSchema = codedPattern(slugText, /^[a-z0-9-]+$/, 'category_slug');

/** One filter of `GET /vacancies`. */
export type SearchFilterDefinition<Schema extends z.ZodType = z.ZodType> = {
  /** Its value in a query string, parsed: a bad one is a 400 naming `query.<key>`. */
  schema: Schema;
  /** How a value is written in a URL (the seeker's links): the text parses back to the same value. */
  toUrl: (value: z.output<Schema>) => string;
  /**
   * The facet it narrows: that facet counts the matches of every other filter (choosing a city
   * never hides the other cities' counts); null: it narrows every facet.
   */
  facet: SearchFacetName | null;
  /** A value a link may carry (the API's documentation shows it; the tests search with it). */
  example: string;
};

/**
 * The schema with its example in the API's documentation, which shows what a query sends: for a
 * transform, the text it reads; else the value (a number for a number).
 */
const documented = (schema: z.ZodType, example: string): z.ZodType =>
  schema instanceof z.ZodPipe
    ? z.pipe(documented(schema.in as z.ZodType, example), schema.out)
    : schema.meta({ examples: [schema.parse(example)] });

const filter = <Schema extends z.ZodType>(
  definition: SearchFilterDefinition<Schema>,
): SearchFilterDefinition<Schema> => ({
  ...definition,
  schema: documented(definition.schema, definition.example) as Schema,
});

const asText = (value: string): string => value;

/**
 * The filters of `GET /vacancies`, in the order links write them: the one definition of each.
 * From this table come the contract's query schema (`vacancySearchQuerySchema`, search.ts) and so
 * the saved searches' queries (lists.ts), the seeker's URL (apps/seeker search-params.ts), and the
 * API's `SearchFilters` and the index's tests, one per filter by its name (apps/api
 * search.index.ts, which a new filter's test must join: its type asks for one per filter).
 */
export const SEARCH_FILTERS = {
  /** A category slug (`GET /categories`); an unknown one is a 400. */
  category: filter({ schema: slugSchema, toUrl: asText, facet: 'category', example: 'it' }),
  /** A known city by any of its names ("Moscow", «мск»): it is searched under its stored name (cities.ts). */
  city: filter({
    schema: z.string().trim().min(1).max(100).transform(canonicalCity),
    toUrl: asText,
    facet: 'city',
    example: 'Москва',
  }),
  /** With a city: vacancies in that city or remote ones. Alone: remote vacancies (as `schedule=remote`). */
  remote: filter({ schema: queryBooleanSchema, toUrl: String, facet: 'city', example: 'true' }),
  /** Vacancies that can pay at least this much a month (in `currency`, default RUB). */
  salary_from: filter({
    schema: z.coerce.number().int().min(0).max(100_000_000),
    toUrl: String,
    facet: null,
    example: '100000',
  }),
  /** The currency of `salary_from`; alone, vacancies that pay in it. */
  currency: filter({ schema: currencySchema, toUrl: asText, facet: null, example: 'USD' }),
  experience: filter({ schema: experienceSchema, toUrl: asText, facet: 'experience', example: '3-6' }),
  employment: filter({ schema: employmentSchema, toUrl: asText, facet: 'employment', example: 'part' }),
  schedule: filter({ schema: scheduleSchema, toUrl: asText, facet: 'schedule', example: 'remote' }),
  /** Published within this many days (the facet counts 1, 3, 7 and 30: `POSTED_WITHIN_DAYS`). */
  posted_within_days: filter({
    schema: z.coerce.number().int().min(1).max(365),
    toUrl: String,
    facet: 'posted_within_days',
    example: '7',
  }),
};

export type SearchFilterKey = keyof typeof SEARCH_FILTERS;
export const SEARCH_FILTER_KEYS = Object.keys(SEARCH_FILTERS) as SearchFilterKey[];
/** Each filter's value as its schema gives it. */
export type SearchFilterValues = { [K in SearchFilterKey]: z.output<(typeof SEARCH_FILTERS)[K]['schema']> };

export const isSearchFilterKey = (key: string): key is SearchFilterKey => Object.hasOwn(SEARCH_FILTERS, key);

/** The filters' part of the query schema: each filter optional. */
export const searchFiltersShape = Object.fromEntries(
  SEARCH_FILTER_KEYS.map((key) => [key, SEARCH_FILTERS[key].schema.optional()]),
) as { [K in SearchFilterKey]: z.ZodOptional<(typeof SEARCH_FILTERS)[K]['schema']> };

/** A filter's value as a URL writes it (city «мск» → «Москва»), or undefined when `text` is not one. */
export const searchFilterUrlText = (key: SearchFilterKey, text: string): string | undefined => {
  const definition = SEARCH_FILTERS[key] as SearchFilterDefinition;
  const parsed = definition.schema.safeParse(text);
  return parsed.success ? definition.toUrl(parsed.data) : undefined;
};
