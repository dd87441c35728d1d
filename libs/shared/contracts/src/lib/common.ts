import { z } from 'zod';

/** The largest id a database `integer` column holds: larger ones are a 400, not a database error. */
export const MAX_ID = 2_147_483_647;

/** Positive integer ids; path and query strings are coerced, so `abc` fails with the field named. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const isoDateSchema = z.string();

export const ROLES = ['seeker', 'employer', 'editor'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const LOCALES = ['ru', 'en'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'ru';

export const okSchema = z.object({ ok: z.literal(true) });
