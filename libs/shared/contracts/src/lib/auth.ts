import { z } from 'zod';
import { localeSchema, roleSchema } from './common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Access tokens live this long; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const nameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name is too long');

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const employerRegisterBodySchema = registerBodySchema.extend({
  company_name: z.string().trim().min(2, 'Company name is too short').max(120, 'Company name is too long'),
});
export type EmployerRegisterBody = z.infer<typeof employerRegisterBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // No length rule at login beyond a sane cap: old passwords may predate today's policy.
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  locale: localeSchema,
  company_id: z.number().int().nullable(),
  /** Whether the user confirmed the e-mail (employers must before a vacancy goes to review). */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
