import { ApiError } from '@jobs/api-client';
import { managedVacancySchema, type ErrorDetail, type ManagedVacancy } from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import { apiErrorText, fieldErrorText } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorOption, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** An API failure as the form shows it: messages per field, and one for the whole form (interface language). */
export type FormErrorMessages = { fields: Record<string, string>; form?: string };

type Described = { fields: Record<string, ErrorDetail>; form?: string };

/**
 * Reads an API failure: a 400's coded `details` per field (`body.title`, `body.changes.title`,
 * `body.skills.3` → `title`, `title`, `skills`), or a sentence for the form by the error's code
 * (`apiErrorText` of @jobs/ui; the vacancy form's own sentences for a lost connection, an ended
 * session, a refusal and a vanished vacancy).
 */
function describe(error: unknown, i18n: I18n): Described {
  if (!(error instanceof ApiError) || error.status === 0) {
    return {
      fields: {},
      form: i18n._(
        msg({
          id: 'error.vacancy.network',
          message: 'Cannot reach the server. Your changes are still here; try again.',
        }),
      ),
    };
  }
  if (error.status === 401) {
    return {
      fields: {},
      form: i18n._(msg({ id: 'error.vacancy.401', message: 'Your session has ended. Sign in again.' })),
    };
  }
  if (error.status === 403) {
    return { fields: {}, form: i18n._(msg({ id: 'error.vacancy.403', message: 'You are not allowed to do this.' })) };
  }
  if (error.status === 404) {
    return { fields: {}, form: i18n._(msg({ id: 'error.vacancy.404', message: 'This vacancy no longer exists.' })) };
  }
  if (error.status === 429) return { fields: {}, form: apiErrorText(i18n, { ...error, code: 'RATE_LIMITED' }) };
  const fields: Record<string, ErrorDetail> = {};
  for (const detail of error.details ?? []) {
    const path = detail.field.replace(/^(body|query|params)\./, '').replace(/^changes\./, '');
    const field = path.split('.')[0];
    if (field && !(field in fields)) fields[field] = detail;
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, form: apiErrorText(i18n, error) };
}

/** An API failure in words (interface language): per field, and for the form. */
export function describeServerError(error: unknown, i18n: I18n = sharedI18n): FormErrorMessages {
  const described = describe(error, i18n);
  return {
    fields: Object.fromEntries(
      Object.entries(described.fields).map(([field, detail]) => [
        field,
        fieldErrorText(i18n, detail) ?? detail.message,
      ]),
    ),
    ...(described.form === undefined ? {} : { form: described.form }),
  };
}

/**
 * Puts an API failure on a react-hook-form form: each coded detail next to its field when the form
 * has it (the field component puts it in words), the rest (and form-level failures) as
 * `root.server`, in words. Returns the messages, in words.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  i18n: I18n = sharedI18n,
): FormErrorMessages {
  const described = describe(error, i18n);
  const unplaced: string[] = [];
  for (const [field, detail] of Object.entries(described.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) setError(name, { type: detail.code, message: detail.message, params: detail.params } as ErrorOption);
    else unplaced.push(`${field}: ${fieldErrorText(i18n, detail) ?? detail.message}`);
  }
  const formMessage = described.form ?? (unplaced.length > 0 ? unplaced.join('; ') : undefined);
  if (formMessage) setError('root.server', { type: 'server', message: formMessage });
  return describeServerError(error, i18n);
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
