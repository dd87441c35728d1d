import { codedFieldErrors } from '@jobs/api-client';
import { FIELD_ERROR_MESSAGES, vacancyInputSchema } from '@jobs/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { Resolver } from 'react-hook-form';
import { toVacancyInput, type VacancyFormValues } from './form-values';

/**
 * The vacancy form's resolver: the form's strings become the contract's `VacancyInput`, then
 * `vacancyInputSchema` (the one the API uses) judges it; errors land on the same field names,
 * coded as the API codes them (the field components put them in words).
 */
export const vacancyResolver: Resolver<VacancyFormValues> = async (values, _context, options) => {
  const input = toVacancyInput(values);
  const result = await vacancyInputSchema.safeParseAsync(input, { reportInput: true });
  const errors: Record<string, object> = result.success ? {} : codedFieldErrors(result.error);
  // The schema checks the salary order only once every field is valid; say it at once.
  const { salary_from: from, salary_to: to } = input;
  if (!errors['salary_to'] && from != null && to != null && Number.isFinite(from) && Number.isFinite(to) && from > to) {
    errors['salary_to'] = { type: 'salary_order', message: FIELD_ERROR_MESSAGES.salary_order };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors: toNestErrors(errors as never, options) };
  return { values, errors: {} };
};
