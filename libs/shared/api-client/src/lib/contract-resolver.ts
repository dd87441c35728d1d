import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { issueToFieldError, type FieldErrorParams } from '@jobs/contracts';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form error with the contract's code (`type`) and its params: what `fieldErrorText` of @jobs/ui reads. */
export type CodedFieldError = FieldError & { params?: FieldErrorParams };

/**
 * A zod error as react-hook-form errors by field path (`work_experience.0.from`): the first issue
 * of each field, coded as the API codes it (`issueToFieldError` of the contracts).
 */
export const codedFieldErrors = (error: z.ZodError): Record<string, CodedFieldError> => {
  const errors: Record<string, CodedFieldError> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'root.schema';
    if (path in errors) continue;
    const { code, message, params } = issueToFieldError(issue);
    errors[path] = { type: code, message, ...(params ? { params } : {}) };
  }
  return errors;
};

/**
 * The react-hook-form resolver of a contract schema: the browser checks a form with the schema the
 * API uses, and each field's error carries the code and params the API would send (`type` is the
 * code): give `errors.<field>` to a field's `error` prop and it is shown in the interface language.
 *
 *   useForm({ resolver: contractResolver(registerBodySchema) })
 */
export function contractResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    // `reportInput` tells a missing value (`required`) from a wrong one; the input stays here.
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(codedFieldErrors(result.error), options) };
  };
}
