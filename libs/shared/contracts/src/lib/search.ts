import { z } from 'zod';
import { responsivenessSchema } from './responsiveness';
import { idParamsSchema } from './common';
import { nearPointSchema, RADIUS_KM } from './geo';
import { defineRoute } from './route';
import { companyVerificationSchema } from './trust';
import { queryBooleanSchema, searchFiltersShape } from './search-filters';
import { collectionParamsSchema, collectionSlugSchema } from './collections';
import { currencySchema, vacancyCategorySchema, vacancySchema, type Vacancy } from './vacancy';

/** The most results one page holds; a larger `per_page` is a 400 naming it. */
export const SEARCH_MAX_PER_PAGE = 50;
export const SEARCH_DEFAULT_PER_PAGE = 20;
/** Pages beyond this are a 400: nobody reads result 20,001, and deep offsets cost. */
export const SEARCH_MAX_PAGE = 500;
/** Past this many matches the total is reported as "at least" (`total_is_exact: false`). */
export const SEARCH_EXACT_TOTAL_CAP = 10_000;
/**
 * A text query whose matches the sample of the documents puts at this many or more is estimated:
 * `total_relation: 'gte'`, the total rounded down to two significant digits ("over 560,000"), the
 * facets' counts scaled from the sample (issue 29). Below it the total is counted exactly. As the
 * résumés' (RESUME_ESTIMATE_ABOVE): counting reads each match's document (a page each at a million,
 * 20–40 µs there), so 10,000 exact cost 250–600 ms, where a seeker reads the first pages and "over
 * 2,000" tells as much.
 */
export const SEARCH_ESTIMATE_ABOVE = 2_000;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The longest name of a search's point (`place`). */
export const PLACE_MAX_LENGTH = 300;
export const SEARCH_SORTS = ['relevance', 'date', 'salary', 'distance'] as const;
export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;
/** The "posted within" choices the facets count (any whole number of days 1–365 is accepted). */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;

/**
 * Approximate roubles per unit, to compare and sort salaries stated in different currencies
 * (a salary filter in roubles finds a vacancy paying in dollars). Not an exchange-rate service.
 */
export const RUB_PER_CURRENCY = { RUB: 1, USD: 90, EUR: 98 } as const;

/**
 * `GET /vacancies` query: the words, the filters (one table, `SEARCH_FILTERS` in
 * search-filters.ts), how to read the words, the sort and the page. Every filter is optional;
 * each bad value is a 400 naming its field.
 */
export const vacancySearchQuerySchema = z
  .object({
    /** Words to look for (title, skills, requirements, description), Russian and English, typo-tolerant. */
    q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
    ...searchFiltersShape,
    /**
     * `true`: search `q`'s words as they are. Otherwise a city, a salary or remote work named in `q`
     * («москва бухгалтер 100000») become those filters (unless set) and leave `q` (`interpreted`).
     */
    literal: queryBooleanSchema.optional(),
    sort: searchSortSchema.default('relevance'),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    per_page: z.coerce.number().int().min(1).max(SEARCH_MAX_PER_PAGE).default(SEARCH_DEFAULT_PER_PAGE),
    /** A point (`lat,lon`): only vacancies with an address within `radius_km` of it; cards carry `distance_km`. */
    near: nearPointSchema.optional(),
    /** A metro station's id (`GET /geo/suggest`): as `near` its point. */
    metro: z.coerce.number().int().positive().max(1_000_000).optional(),
    radius_km: z.coerce.number().min(RADIUS_KM.min).max(RADIUS_KM.max).optional(),
    /**
     * What the point is called, as the seeker chose it («Москва, ул. Ленина, 5», «Москва, метро
     * Тверская»): shown back by the app and kept by a saved search; not searched.
     */
    place: z.string().trim().min(1).max(PLACE_MAX_LENGTH).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.near && query.metro !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['metro'], message: 'Give either near or metro' });
    }
    const point = query.near !== undefined || query.metro !== undefined;
    if (query.sort === 'distance' && !point) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs near or metro' });
    }
    if (query.radius_km !== undefined && !point) {
      ctx.addIssue({ code: 'custom', path: ['radius_km'], message: 'A radius needs near or metro' });
    }
    if (query.place !== undefined && !point) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'A place needs near or metro' });
    }
  });
export type VacancySearchQuery = z.output<typeof vacancySearchQuerySchema>;
export type VacancySearchInput = z.input<typeof vacancySearchQuerySchema>;

/** A vacancy as lists show it: everything but the long texts. */
export const vacancySummarySchema = vacancySchema.pick({
  id: true,
  title: true,
  company: true,
  category: true,
  city: true,
  country: true,
  salary_from: true,
  salary_to: true,
  currency: true,
  salary_gross: true,
  experience: true,
  employment: true,
  schedule: true,
  skills: true,
  published_at: true,
  language: true,
  is_favorite: true,
  salary_position: true,
  address: true,
  distance_km: true,
});
export type VacancySummary = z.infer<typeof vacancySummarySchema>;

/** A summary of a full vacancy (for lists built from one). */
export const toVacancySummary = (vacancy: Vacancy): VacancySummary => vacancySummarySchema.parse(vacancy);

export const facetBucketSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetBucket = z.infer<typeof facetBucketSchema>;
export const categoryFacetBucketSchema = facetBucketSchema.extend({ name_ru: z.string(), name_en: z.string() });
export type CategoryFacetBucket = z.infer<typeof categoryFacetBucketSchema>;

/**
 * Counts per filter value. Each facet counts the matches of every OTHER filter (and `q`), so it
 * says how many results choosing that value would give. `city` lists the largest cities only.
 */
export const searchFacetsSchema = z.object({
  category: z.array(categoryFacetBucketSchema),
  city: z.array(facetBucketSchema),
  experience: z.array(facetBucketSchema),
  employment: z.array(facetBucketSchema),
  schedule: z.array(facetBucketSchema),
  /** `value` is the number of days (`"1"`, `"3"`, `"7"`, `"30"`). */
  posted_within_days: z.array(facetBucketSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const vacancySearchResponseSchema = z.object({
  items: z.array(vacancySummarySchema),
  /**
   * Matches. Past SEARCH_EXACT_TOTAL_CAP `total_is_exact` is false (the UI says "about"); a broad
   * text query's total and facet counts are estimates from a sample (`total_relation: 'gte'`).
   */
  total: z.number().int(),
  total_is_exact: z.boolean(),
  /**
   * 'eq': `total` is the count (about it, when `total_is_exact` is false); 'gte': a broad text
   * query's total from the sample of the documents (SEARCH_ESTIMATE_ABOVE): what the sample says it
   * is at least (two standard errors below the estimate), rounded down to two significant digits:
   * "over `total`" (the facets' counts are estimates, scaled). Absent: 'eq'.
   */
  total_relation: z.enum(['eq', 'gte']).optional(),
  page: z.number().int(),
  per_page: z.number().int(),
  facets: searchFacetsSchema,
  /**
   * "Did you mean": the query with its mistyped words corrected, present when the words as typed
   * find few vacancies and the corrected ones many more (the results already include those).
   */
  did_you_mean: z.string().optional(),
  /**
   * What `q` named besides words and the search used as filters (see `literal`): the words left
   * (`q`, absent when none) and the filters. Absent when `q` named none.
   */
  interpreted: z
    .object({
      q: z.string().optional(),
      city: z.string().optional(),
      salary_from: z.number().int().optional(),
      currency: currencySchema.optional(),
      remote: z.literal(true).optional(),
    })
    .optional(),
});
export type VacancySearchResponse = z.infer<typeof vacancySearchResponseSchema>;

export const SUGGEST_MAX = 10;
export const suggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(SUGGEST_MAX).default(8),
});
export const suggestResponseSchema = z.object({
  /**
   * Vacancy titles like the text (`count`: its published vacancies), and first the companies whose
   * name is like it (`company_id` set, `title` the name, `count` its published vacancies): a
   * company suggestion leads to the company's page.
   */
  items: z.array(z.object({ title: z.string(), count: z.number().int(), company_id: z.number().int().optional() })),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

export const SIMILAR_MAX = 12;
export const similarQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SIMILAR_MAX).default(6),
});
export const vacancyListResponseSchema = z.object({ items: z.array(vacancySummarySchema) });
export type VacancyListResponse = z.infer<typeof vacancyListResponseSchema>;

export const categoryWithCountSchema = vacancyCategorySchema.extend({
  /** Published vacancies in the category. */
  count: z.number().int(),
});
export type CategoryWithCount = z.infer<typeof categoryWithCountSchema>;
export const categoriesResponseSchema = z.object({ items: z.array(categoryWithCountSchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const COLLECTION_MAX = 50;
export const collectionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COLLECTION_MAX).default(12),
});
export const collectionItemSchema = vacancySummarySchema.extend({
  /**
   * An editor chose it (the collection item records the editor who added it): the card says
   * "Editors' choice". False for an item nobody chose by hand (e.g. the demo data's automatic
   * picks, or one whose editor's account is gone).
   */
  editors_pick: z.boolean(),
});
export const collectionResponseSchema = z.object({
  slug: collectionSlugSchema,
  items: z.array(collectionItemSchema),
});
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

/** A company as visitors see it, with its published vacancies (newest first). */
export const publicCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  site: z.string().nullable(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  /** Verified (issue 27): by its owner's e-mail at its website's domain, or by an editor; null when not. */
  verified: companyVerificationSchema.nullable().optional(),
  /** How fast the company answers applications (null below 5 applications in 90 days). */
  responsiveness: responsivenessSchema,
  /** The company's reply promise (days) its new vacancies start with (optional: older payloads). */
  reply_within_days: z.number().int().optional(),
  vacancies: z.array(vacancySummarySchema),
  vacancies_total: z.number().int(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** The sitemap: a `<urlset>` of published vacancies, or a `<sitemapindex>` of pages past 50,000. */
export const SITEMAP_MAX_URLS = 50_000;
export const sitemapQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/vacancies',
    summary: 'Search published vacancies: full text (ru/en, stemmed, typo-tolerant), filters, facets, sorts',
    tags: ['vacancies'],
    auth: 'public',
    query: vacancySearchQuerySchema,
    response: vacancySearchResponseSchema,
  }),
  suggest: defineRoute({
    method: 'GET',
    path: '/vacancies/suggest',
    summary: 'Vacancy titles for a search box, by trigram similarity',
    tags: ['vacancies'],
    auth: 'public',
    query: suggestQuerySchema,
    response: suggestResponseSchema,
  }),
  similar: defineRoute({
    method: 'GET',
    path: '/vacancies/:id/similar',
    summary: 'Published vacancies like this one',
    tags: ['vacancies'],
    auth: 'public',
    params: idParamsSchema,
    query: similarQuerySchema,
    response: vacancyListResponseSchema,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/categories',
    summary: 'Categories with the number of published vacancies in each',
    tags: ['vacancies'],
    auth: 'public',
    response: categoriesResponseSchema,
  }),
  collection: defineRoute({
    method: 'GET',
    path: '/collections/:slug',
    summary: "An editors' collection: ordered picks, published vacancies only",
    tags: ['vacancies'],
    auth: 'public',
    params: collectionParamsSchema,
    query: collectionQuerySchema,
    response: collectionResponseSchema,
  }),
  company: defineRoute({
    method: 'GET',
    path: '/companies/:id',
    summary: 'A company profile with its published vacancies',
    tags: ['companies'],
    auth: 'public',
    params: idParamsSchema,
    response: publicCompanySchema,
  }),
} as const;

/** `GET /sitemap.xml` answers XML, not JSON: documented here, registered by hand. */
export const SITEMAP_PATH = '/sitemap.xml';
