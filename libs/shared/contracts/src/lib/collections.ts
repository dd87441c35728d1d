import { z } from 'zod';

/**
 * The editors' collections by slug. Their own module: the seeker's search contract (`search.ts`)
 * names them without importing the editors' and employers' vacancy contracts (`vacancy-admin.ts`,
 * which brings applications, chat, profile and company), so the browsing pages build only the
 * schemas they use when they first load.
 */
export const COLLECTION_SLUGS = ['similar', 'recommended', 'no-experience'] as const;
export const collectionSlugSchema = z.enum(COLLECTION_SLUGS);
export type CollectionSlug = z.infer<typeof collectionSlugSchema>;

export const collectionParamsSchema = z.object({ slug: collectionSlugSchema });
