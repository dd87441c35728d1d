import { z } from 'zod';
import { idParamsSchema, isoDateSchema } from './common';
import { defineRoute } from './route';
import { vacancySearchQuerySchema, vacancySummarySchema } from './search';

const SEEKER = ['seeker'] as const;

export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export const savedSearchAlertSchema = z.enum(SAVED_SEARCH_ALERTS);
export type SavedSearchAlert = z.infer<typeof savedSearchAlertSchema>;
/**
 * A saved search's alert when none is chosen, in the app's dialog and in the API alike: once a day,
 * as the e-mail for alerts defaults to the daily digest (DEFAULT_NOTIFICATION_SETTINGS), so the two
 * settings a seeker meets tell the same story (issue 30 item 10).
 */
export const DEFAULT_SAVED_SEARCH_ALERT: SavedSearchAlert = 'daily';

/** A seeker keeps at most this many saved searches. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_QUERY_MAX = 1000;

/** Query-string keys of `/vacancies` that are not part of a search (where in the results one is). */
const NOT_SEARCH_KEYS = new Set(['page', 'per_page']);

/**
 * A `/vacancies` query string as a saved search keeps it: the filters only (no page), in a
 * stable order, or undefined when one of them is not a valid search filter.
 */
export const normalizeSavedSearchQuery = (query: string): string | undefined => {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept: Array<[string, string]> = [];
  const object: Record<string, string> = {};
  for (const [key, value] of params) {
    if (NOT_SEARCH_KEYS.has(key) || value.trim() === '') continue;
    if (!(key in vacancySearchQuerySchema.shape)) return undefined;
    if (key in object) return undefined;
    object[key] = value;
    kept.push([key, value]);
  }
  if (!vacancySearchQuerySchema.safeParse(object).success) return undefined;
  kept.sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept).toString();
};

const savedSearchQueryFieldSchema = z
  .string()
  .max(SAVED_SEARCH_QUERY_MAX, 'The query is too long')
  .refine((value) => normalizeSavedSearchQuery(value) !== undefined, 'Must be a /vacancies query string')
  .transform((value) => normalizeSavedSearchQuery(value) as string);

const savedSearchNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(SAVED_SEARCH_NAME_MAX, 'Name is too long');

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The `/vacancies` query string (no leading `?`, no page). */
  query: z.string(),
  alert: savedSearchAlertSchema,
  /** Matches published since the seeker last opened this search. */
  new_count: z.number().int(),
  created_at: isoDateSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const createSavedSearchBodySchema = z.object({
  name: savedSearchNameSchema,
  query: savedSearchQueryFieldSchema,
  alert: savedSearchAlertSchema.default(DEFAULT_SAVED_SEARCH_ALERT),
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const updateSavedSearchBodySchema = z
  .object({ name: savedSearchNameSchema.optional(), alert: savedSearchAlertSchema.optional() })
  .refine((body) => body.name !== undefined || body.alert !== undefined, {
    message: 'Nothing to change: send a name or an alert',
    path: ['name'],
  });
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const favoriteListSchema = z.object({ items: z.array(vacancySummarySchema) });
export type FavoriteList = z.infer<typeof favoriteListSchema>;

export const hiddenCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type HiddenCompany = z.infer<typeof hiddenCompanySchema>;

export const hiddenListSchema = z.object({
  vacancies: z.array(vacancySummarySchema),
  companies: z.array(hiddenCompanySchema),
});
export type HiddenList = z.infer<typeof hiddenListSchema>;

/** No body: a 204. */
export const noContentSchema = z.undefined();

const listsTag = ['lists'];

export const savedSearchRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/saved-searches',
    summary: "The seeker's saved searches with their new matches, newest first",
    tags: listsTag,
    auth: SEEKER,
    response: savedSearchListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/saved-searches',
    summary: 'Save a search (a /vacancies query string) with its alert: off, instant or daily',
    tags: listsTag,
    auth: SEEKER,
    status: 201,
    body: createSavedSearchBodySchema,
    response: savedSearchSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/saved-searches/:id',
    summary: "Rename a saved search or change its alert (another seeker's is a 404)",
    tags: listsTag,
    auth: SEEKER,
    params: idParamsSchema,
    body: updateSavedSearchBodySchema,
    response: savedSearchSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/saved-searches/:id',
    summary: 'Delete a saved search',
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
  seen: defineRoute({
    method: 'POST',
    path: '/saved-searches/:id/seen',
    summary: "Mark a saved search's new matches seen (new_count back to 0)",
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
} as const;

export const favoriteRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/favorites',
    summary: "The seeker's favourite vacancies (published ones), last added first",
    tags: listsTag,
    auth: SEEKER,
    response: favoriteListSchema,
  }),
  add: defineRoute({
    method: 'PUT',
    path: '/favorites/:id',
    summary: 'Add a published vacancy to the favourites',
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/favorites/:id',
    summary: 'Remove a vacancy from the favourites',
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
} as const;

export const hiddenRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/hidden',
    summary: 'The vacancies and companies the seeker hid',
    tags: listsTag,
    auth: SEEKER,
    response: hiddenListSchema,
  }),
  hideVacancy: defineRoute({
    method: 'PUT',
    path: '/hidden/vacancies/:id',
    summary: "Hide a vacancy from the seeker's search, recommendations and collections",
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
  showVacancy: defineRoute({
    method: 'DELETE',
    path: '/hidden/vacancies/:id',
    summary: 'Show a hidden vacancy again',
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
  hideCompany: defineRoute({
    method: 'PUT',
    path: '/hidden/companies/:id',
    summary: "Hide every vacancy of a company from the seeker's search, recommendations and collections",
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
  showCompany: defineRoute({
    method: 'DELETE',
    path: '/hidden/companies/:id',
    summary: "Show a hidden company's vacancies again",
    tags: listsTag,
    auth: SEEKER,
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
} as const;
