import type { I18n } from '@lingui/core';
import type { ErrorOption, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeApiError, fieldErrorText, type DescribedApiError, type ErrorWords } from './error-messages';

/** The form's field a detail's path is about: itself, or the longest field it lies in (`skills.3` → `skills`). */
const fieldOfPath = <N extends string>(path: string, fieldNames: readonly N[]): N | undefined =>
  fieldNames.filter((name) => path === name || path.startsWith(`${name}.`)).sort((a, b) => b.length - a.length)[0];

/**
 * Puts an API failure on a react-hook-form form (`describeApiError`): each coded detail next to its
 * field when the form has that field (the field component puts it in words), the others, and a
 * failure of the whole form, as `root.server` in words. Returns what it described.
 */
export function applyApiError<T extends FieldValues>(
  i18n: I18n,
  error: unknown,
  words: ErrorWords,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): DescribedApiError {
  const described = describeApiError(i18n, error, words);
  const unplaced: string[] = [];
  const placed = new Set<string>();
  for (const [path, detail] of Object.entries(described.fields)) {
    const name = fieldOfPath(path, fieldNames);
    if (name && !placed.has(name)) {
      placed.add(name);
      setError(name, { type: detail.code, message: detail.message, params: detail.params } as ErrorOption);
    } else if (!name) unplaced.push(`${path}: ${fieldErrorText(i18n, detail) ?? detail.message}`);
  }
  const formMessage = described.form ?? (unplaced.length > 0 ? unplaced.join('; ') : undefined);
  if (formMessage) setError('root.server', { type: 'server', message: formMessage });
  return described;
}
