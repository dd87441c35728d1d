import { z } from 'zod';
import { idSchema, localeSchema, okSchema } from './common';
import { defineRoute } from './route';
import { vacancySchema } from './vacancy';

export const RECOMMENDATIONS_DEFAULT_LIMIT = 20;
export const RECOMMENDATIONS_MAX_LIMIT = 50;

/** What a reason is about. */
export const RECOMMENDATION_REASON_KINDS = [
  'skills',
  'position',
  'city',
  'remote',
  'schedule',
  'salary',
  'experience',
] as const;
export const recommendationReasonKindSchema = z.enum(RECOMMENDATION_REASON_KINDS);
export type RecommendationReasonKind = z.infer<typeof recommendationReasonKindSchema>;

/**
 * Why a vacancy was recommended: the facts (`matched` of `total`, e.g. 4 of the seeker's 5 skills)
 * and the same in words in the requested locale ("Matches 4 of your 5 skills: React, ...").
 */
export const recommendationReasonSchema = z.object({
  kind: recommendationReasonKindSchema,
  matched: z.array(z.string()),
  /** How many there were to match (the seeker's skills); null when it is no count. */
  total: z.number().int().nullable(),
  text: z.string(),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendationSchema = z.object({
  vacancy: vacancySchema,
  /** Higher is better; comparable within one answer only. */
  score: z.number(),
  reasons: z.array(recommendationReasonSchema),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_MAX_LIMIT).default(RECOMMENDATIONS_DEFAULT_LIMIT),
  /** The language of the reasons' words. */
  locale: localeSchema.default('ru'),
});
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;

export const recommendationsResponseSchema = z.object({
  items: z.array(recommendationSchema),
  /** False when the résumé has nothing to rank by (no skills, position, city...): the items are just fresh vacancies. */
  personalized: z.boolean(),
  /** How many vacancies the seeker marked "not interested". */
  dismissed: z.number().int().nonnegative(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

export const recommendationParamsSchema = z.object({ vacancyId: idSchema });

export const recommendationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/recommendations',
    summary: 'Published vacancies ranked for the seeker’s résumé, each with its reasons',
    tags: ['recommendations'],
    auth: ['seeker'],
    query: recommendationsQuerySchema,
    response: recommendationsResponseSchema,
  }),
  dismiss: defineRoute({
    method: 'POST',
    path: '/recommendations/:vacancyId/dismiss',
    summary: '“Not interested”: leave the vacancy out and rank its kind lower',
    tags: ['recommendations'],
    auth: ['seeker'],
    params: recommendationParamsSchema,
    response: okSchema,
  }),
  undoDismiss: defineRoute({
    method: 'DELETE',
    path: '/recommendations/:vacancyId/dismiss',
    summary: 'Undo “not interested”',
    tags: ['recommendations'],
    auth: ['seeker'],
    params: recommendationParamsSchema,
    response: okSchema,
  }),
} as const;
