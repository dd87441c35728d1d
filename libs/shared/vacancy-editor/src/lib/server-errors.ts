import { ApiError } from '@jobs/api-client';
import { managedVacancySchema, type ManagedVacancy } from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import { applyApiError, describeApiError, fieldErrorText, type ErrorWords } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** An API failure as the form shows it: messages per field, and one for the whole form (interface language). */
export type FormErrorMessages = { fields: Record<string, string>; form?: string };

/**
 * The vacancy form's own words for a failure: a vacancy that is gone, and a lost connection that
 * keeps the edits. Everything else is said by the one table (`apiErrorText` of @jobs/ui).
 */
export const VACANCY_ERROR_WORDS: ErrorWords = {
  notFound: msg({ id: 'error.vacancy.404', message: 'This vacancy no longer exists.' }),
  NETWORK: msg({
    id: 'error.vacancy.network',
    message: 'Cannot reach the server. Your changes are still here; try again.',
  }),
};

/**
 * An API failure in words (interface language): a 400's coded `details` per field (`body.title`,
 * `body.changes.title`, `body.skills.3` → `title`, `title`, `skills`), else a sentence for the
 * form by the error's code, with the caller's `words` (its «not found»; `describeApiError` of @jobs/ui).
 */
export function describeServerError(error: unknown, words: ErrorWords, i18n: I18n = sharedI18n): FormErrorMessages {
  const described = describeApiError(i18n, error, words);
  const fields: Record<string, string> = {};
  for (const [path, detail] of Object.entries(described.fields)) {
    const field = path.split('.')[0] ?? path;
    if (!(field in fields)) fields[field] = fieldErrorText(i18n, detail) ?? detail.message;
  }
  return {
    fields,
    ...(described.form === undefined ? {} : { form: described.form }),
  };
}

/**
 * Puts an API failure on the vacancy form (`applyApiError` of @jobs/ui with the vacancy's words):
 * each coded detail next to its field when the form has it, the rest as `root.server`, in words.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  i18n: I18n = sharedI18n,
): FormErrorMessages {
  applyApiError(i18n, error, VACANCY_ERROR_WORDS, fieldNames, setError);
  return describeServerError(error, VACANCY_ERROR_WORDS, i18n);
}

/** A stale write: the vacancy changed since the form loaded it. */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/**
 * The vacancy as it is now, carried by a stale write's 409 (`error.data.current`); null when the
 * error is not a 409 or carries no readable vacancy (then the caller loads it).
 */
export const conflictCurrent = (error: unknown): ManagedVacancy | null => {
  if (!isStaleVersion(error)) return null;
  const parsed = managedVacancySchema.safeParse((error as ApiError).data?.['current']);
  return parsed.success ? parsed.data : null;
};

/** The current vacancy after a 409: the one the error carries, else `load()` (null if that fails too). */
export const currentAfterConflict = async (
  error: unknown,
  load: () => Promise<ManagedVacancy>,
): Promise<ManagedVacancy | null> => conflictCurrent(error) ?? (await load().catch(() => null));
