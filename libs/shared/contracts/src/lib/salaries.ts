import { z } from 'zod';
import { defineRoute } from './route';
import { EXPERIENCE_LEVELS } from './vacancy';

/** Below this many published vacancies with a salary, no figures are shown (`GET /salaries` answers null). */
export const SALARY_STATS_MIN_N = 10;

/** The sitemap of the seeker's salaries pages (XML, on the API; robots.txt names it). */
export const SALARIES_SITEMAP_PATH = '/sitemap-salaries.xml';

/**
 * The seeker's salaries page of a category (its slug) in a city (its stored name), or all of
 * Russia without one; without a category: the page that lets you choose one.
 */
export const salariesPagePath = (categorySlug?: string, city?: string): string =>
  categorySlug
    ? `/salaries/${encodeURIComponent(categorySlug)}${city ? `/${encodeURIComponent(city)}` : ''}`
    : '/salaries';

/** The market range warning in the employer's form: a range wider than this many times its lower bound. */
export const SALARY_RANGE_MAX_RATIO = 2;

export const salariesQuerySchema = z.object({
  /** A category id; absent: every category. */
  category_id: z.coerce.number().int().positive().optional(),
  /** A city (any accepted name); absent or empty: all of Russia. */
  city: z.string().trim().max(100).optional(),
  experience: z.enum(EXPERIENCE_LEVELS).optional(),
});
export type SalariesQuery = z.infer<typeof salariesQuerySchema>;

export const salaryHistogramBinSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  count: z.number().int(),
});
export type SalaryHistogramBin = z.infer<typeof salaryHistogramBinSchema>;

/** Monthly salaries in roubles of the published vacancies behind `n` (the middle of each range). */
export const salaryStatsSchema = z.object({
  currency: z.literal('RUB'),
  n: z.number().int(),
  p10: z.number().int(),
  p25: z.number().int(),
  p50: z.number().int(),
  p75: z.number().int(),
  p90: z.number().int(),
  histogram: z.array(salaryHistogramBinSchema),
});
export type SalaryStats = z.infer<typeof salaryStatsSchema>;

export const salariesRoute = defineRoute({
  method: 'GET',
  path: '/salaries',
  summary: 'Salary quantiles and histogram per category, city and experience (null below 10 vacancies)',
  tags: ['vacancies'],
  auth: 'public',
  query: salariesQuerySchema,
  response: salaryStatsSchema.nullable(),
});
