import { z } from 'zod';
import { idParamsSchema, localeSchema } from './common';
import { chatSchema } from './chat';
import { defineRoute } from './route';

/** A service of the platform team a seeker can request (résumé review, career consultation...). */
export const serviceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  /** Price in roubles; null when free. */
  price_rub: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesQuerySchema = z.object({ locale: localeSchema.default('ru') });
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;

export const serviceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/services',
    summary: 'The platform’s services, in the requested locale',
    tags: ['services'],
    auth: 'public',
    query: servicesQuerySchema,
    response: z.array(serviceSchema),
  }),
  request: defineRoute({
    method: 'POST',
    path: '/services/:id/request',
    summary:
      'Request a service: opens (or returns) the seeker’s chat with the platform team about it, answered in the admin inbox',
    tags: ['services'],
    auth: ['seeker'],
    params: idParamsSchema,
    response: chatSchema,
  }),
} as const;
