import { z } from 'zod';
import { LOCALES, MAX_ID, ROLES } from './constants';

/** Positive integer ids; path and query strings are coerced, so `abc` fails with the field named. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const isoDateSchema = z.string();

export const roleSchema = z.enum(ROLES);
export const localeSchema = z.enum(LOCALES);

export const okSchema = z.object({ ok: z.literal(true) });
