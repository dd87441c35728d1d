import { z } from 'zod';

/**
 * How fast a company answers: the share of its applications of the last 90 days answered (any
 * status change or reply) within 7 days, and the median hours to that first answer. Null below
 * 5 applications.
 */
export const responsivenessSchema = z
  .object({
    applications_90d: z.number().int(),
    answered_share: z.number().min(0).max(1),
    median_first_response_hours: z.number().nullable(),
  })
  .nullable();
export type Responsiveness = z.infer<typeof responsivenessSchema>;
export const RESPONSIVENESS_MIN_APPLICATIONS = 5;
