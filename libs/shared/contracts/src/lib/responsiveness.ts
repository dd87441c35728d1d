import { z } from 'zod';

/** The reply promise (issue 26): a vacancy's days to answer an application, and the first default. */
export const REPLY_WITHIN_DAYS_MIN = 1;
export const REPLY_WITHIN_DAYS_MAX = 14;
export const REPLY_WITHIN_DAYS_DEFAULT = 5;
/** Every promise a form offers, shortest first. */
export const REPLY_WITHIN_DAYS_CHOICES: readonly number[] = Array.from(
  { length: REPLY_WITHIN_DAYS_MAX - REPLY_WITHIN_DAYS_MIN + 1 },
  (_, i) => REPLY_WITHIN_DAYS_MIN + i,
);
/** Days to answer (1–14), as a form and the API take it. */
export const replyWithinDaysSchema = z.number().int().min(REPLY_WITHIN_DAYS_MIN).max(REPLY_WITHIN_DAYS_MAX);

/** The days a company has to answer an application before it counts as unanswered. */
export const RESPONSIVENESS_REPLY_DAYS = 7;
/** The period the applications are taken from. */
export const RESPONSIVENESS_PERIOD_DAYS = 90;

/**
 * How fast a company answers: of its applications of the last 90 days whose reply promise's due
 * time has passed (a minutes-old application is not an unanswered one), the share answered (any
 * status change or reply) within 7 days, the share answered by the due time (promises kept), and
 * the median hours to that first answer. Null below 5 applications.
 */
export const responsivenessSchema = z
  .object({
    applications_90d: z.number().int(),
    answered_share: z.number().min(0).max(1),
    median_first_response_hours: z.number().nullable(),
    /** Of the same applications, the share answered before their due time (optional: older payloads). */
    promises_kept_share: z.number().min(0).max(1).optional(),
  })
  .nullable();
export type Responsiveness = z.infer<typeof responsivenessSchema>;
export const RESPONSIVENESS_MIN_APPLICATIONS = 5;
