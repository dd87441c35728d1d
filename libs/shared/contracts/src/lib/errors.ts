import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './constants';

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/**
 * One problem with the input: `field` is a dotted path such as `body.email` or `query.page`;
 * `code` is stable (zod's issue code such as `too_small`, or one of ours such as `email_taken`: see
 * field-errors.ts), `params` holds its numbers and names (`{origin: 'string', minimum: 8}`), and
 * `message` says it in English for API users (the apps translate `code` + `params` instead).
 */
export const errorDetailSchema = z.object({
  field: z.string(),
  // Optional when parsed, so an answer of an older server still reads; the API always sends one.
  code: z.string().default('custom'),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorDetailInput = z.input<typeof errorDetailSchema>;

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
