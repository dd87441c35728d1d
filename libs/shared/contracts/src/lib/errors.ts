import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './constants';

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** One problem with the input: `field` is a dotted path such as `body.email` or `query.page`. */
export const errorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * The one error envelope of every non-2xx response. `details` is the list of fields at fault (400),
 * or for a few errors an object: a stale write's 409 carries `{current: <the resource as it is now>}`.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.union([z.array(errorDetailSchema), z.record(z.string(), z.unknown())]).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
