import { z } from 'zod';

/** The days a company has to answer an application before it counts as unanswered. */
export const RESPONSIVENESS_REPLY_DAYS = 7;
/** The period the applications are taken from. */
export const RESPONSIVENESS_PERIOD_DAYS = 90;

/**
 * How fast a company answers: of its applications of the last 90 days whose 7 days to answer have
 * passed (a minutes-old application is not an unanswered one), the share answered (any status
 * change or reply) within 7 days, and the median hours to that first answer. Null below 5
 * applications.
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
