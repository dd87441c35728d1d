import { z } from 'zod';
import { userSchema } from './auth';
import { companyVerificationSchema } from './trust';

/** A company as its own staff see it (the employer profile page). */
export const companyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  site: z.string().nullable(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  /** Head count band (`COMPANY_SIZES`); optional so older payloads without it still parse. */
  size: z.string().nullable().optional(),
  /** The reply promise new vacancies start with (days); optional so older payloads still parse. */
  reply_within_days: z.number().int().optional(),
  /**
   * Verified (issue 27): by its owner's confirmed e-mail at its website's domain, or by an editor;
   * null when not. Optional so older payloads without it still parse.
   */
  verified: companyVerificationSchema.nullable().optional(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const employerMeResponseSchema = z.object({
  user: userSchema,
  company: companyProfileSchema,
});
export type EmployerMeResponse = z.infer<typeof employerMeResponseSchema>;
