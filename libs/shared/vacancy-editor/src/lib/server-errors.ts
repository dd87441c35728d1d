import { ApiError } from '@jobs/api-client';
import { managedVacancySchema, type ManagedVacancy } from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import { translateValidationMessage } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** An API failure as the form shows it: messages per field, and one for the whole form. */
export type FormErrorMessages = { fields: Record<string, string>; form?: string };

/**
 * Reads an API failure: a 400's `details` per field (`body.title`, `body.changes.title`,
 * `body.skills.3` → `title`, `title`, `skills`), or a sentence for the form — in the interface
 * language (`translateValidationMessage`; the shared instance is the active locale's).
 */
export function describeServerError(error: unknown, i18n: I18n = sharedI18n): FormErrorMessages {
  const described = describeInEnglish(error);
  const translate = (message: string) => translateValidationMessage(i18n, message);
  return {
    fields: Object.fromEntries(Object.entries(described.fields).map(([field, message]) => [field, translate(message)])),
    ...(described.form === undefined ? {} : { form: translate(described.form) }),
  };
}

function describeInEnglish(error: unknown): FormErrorMessages {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { fields: {}, form: 'Cannot reach the server. Your changes are still here; try again.' };
  }
  if (error.status === 401) return { fields: {}, form: 'Your session has ended. Sign in again.' };
  if (error.status === 403) return { fields: {}, form: 'You are not allowed to do this.' };
  if (error.status === 404) return { fields: {}, form: 'This vacancy no longer exists.' };
  if (error.status === 429) return { fields: {}, form: 'Too many attempts, try again later.' };
  const fields: Record<string, string> = {};
  for (const detail of error.details ?? []) {
    const path = detail.field.replace(/^(body|query|params)\./, '').replace(/^changes\./, '');
    const field = path.split('.')[0];
    if (field && !(field in fields)) fields[field] = detail.message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (error.status === 400 || error.status === 409) return { fields: {}, form: error.message };
  return { fields: {}, form: 'Something went wrong, please try again later.' };
}

/**
 * Puts an API failure on a react-hook-form form: each detail next to its field when the form has
 * it, the rest (and form-level failures) as `root.server`. Returns the messages it placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): FormErrorMessages {
  const described = describeServerError(error);
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(described.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) setError(name, { type: 'server', message });
    else unplaced.push(`${field}: ${message}`);
  }
  const formMessage = described.form ?? (unplaced.length > 0 ? unplaced.join('; ') : undefined);
  if (formMessage) setError('root.server', { type: 'server', message: formMessage });
  return described;
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
