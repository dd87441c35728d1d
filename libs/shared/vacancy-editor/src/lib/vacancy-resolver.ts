import { zodResolver } from '@hookform/resolvers/zod';
import { VACANCY_LIMITS, vacancyInputSchema } from '@jobs/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toVacancyInput, type VacancyFormValues } from './form-values';

const L = VACANCY_LIMITS;

export const SALARY_ORDER_MESSAGE = 'Salary "to" must not be less than salary "from"';

type Issue = z.core.$ZodRawIssue;

/** A message a person can act on, per field and rule (the contract's own messages win when it has them). */
export function vacancyFieldMessage(
  issue: Pick<Issue, 'code' | 'path' | 'input'> & { minimum?: unknown; maximum?: unknown },
): string | undefined {
  const field = String(issue.path?.[0] ?? '');
  const tooSmall = issue.code === 'too_small';
  const tooBig = issue.code === 'too_big';
  switch (field) {
    case 'title':
      if (tooSmall) return `The title needs at least ${L.titleMin} characters`;
      if (tooBig) return `The title can be at most ${L.titleMax} characters`;
      break;
    case 'description':
      if (tooSmall) return `The description needs at least ${L.descriptionMin} characters`;
      if (tooBig) return `The description can be at most ${L.descriptionMax} characters`;
      break;
    case 'requirements':
    case 'conditions':
      if (tooBig) return `At most ${L.textMax} characters`;
      break;
    case 'skills':
      if (tooBig && issue.path?.length === 1) return `At most ${L.skillsMax} skills`;
      if (tooBig) return `A skill can be at most ${L.skillMax} characters`;
      if (tooSmall) return 'A skill cannot be empty';
      break;
    case 'city':
      if (tooSmall) return 'Enter the city';
      if (tooBig) return `The city can be at most ${L.cityMax} characters`;
      break;
    case 'country':
      return 'A two-letter country code, e.g. RU';
    case 'salary_from':
    case 'salary_to':
      if (issue.code === 'invalid_type') return 'Enter a whole number';
      if (tooSmall) return 'The salary cannot be negative';
      if (tooBig) return 'The salary is too large';
      if (issue.code === 'invalid_format' || issue.code === 'not_multiple_of') return 'Enter a whole number';
      return 'Enter a whole number';
    case 'currency':
      return 'Choose a currency from the list';
    case 'experience':
      return 'Choose the experience needed';
    case 'employment':
      return 'Choose the type of employment';
    case 'schedule':
      return 'Choose the work schedule';
    case 'language':
      return 'Choose the language of the vacancy';
    case 'category_id':
      return 'Choose a category from the list';
  }
  return undefined;
}

const baseResolver = zodResolver(vacancyInputSchema, {
  error: (issue) => vacancyFieldMessage(issue as Issue),
});

/**
 * The vacancy form's resolver: the form's strings become the contract's `VacancyInput`, then
 * `vacancyInputSchema` (the one the API uses) judges it; errors land on the same field names.
 */
export const vacancyResolver: Resolver<VacancyFormValues> = async (values, context, options) => {
  const input = toVacancyInput(values);
  const result = await baseResolver(input, context, options as never);
  const errors: Record<string, unknown> = { ...result.errors };
  // The schema checks the salary order only once every field is valid; say it at once.
  const { salary_from: from, salary_to: to } = input;
  if (!errors['salary_to'] && from != null && to != null && Number.isFinite(from) && Number.isFinite(to) && from > to) {
    errors['salary_to'] = { type: 'custom', message: SALARY_ORDER_MESSAGE };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors } as never;
  return { values, errors: {} };
};
