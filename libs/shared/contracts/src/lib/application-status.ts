import { z } from 'zod';

/** The statuses of an application (their own file: chat messages name them too). */
export const APPLICATION_STATUSES = [
  'new',
  'viewed',
  'invited',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
