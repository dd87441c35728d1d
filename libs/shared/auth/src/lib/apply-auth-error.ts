import { ApiError } from '@jobs/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type AuthFormKind = 'sign-in' | 'sign-up';

/** An API failure of a sign-in or sign-up form, turned into messages: per field and for the form. */
export type AuthErrorMessages = {
  fields: Record<string, string>;
  form?: string;
};

/** What an auth form says about an API failure: a wrong password, a taken e-mail, a field rule, a dead network. */
export function describeAuthError(error: unknown, kind: AuthFormKind): AuthErrorMessages {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { fields: {}, form: 'Cannot reach the server' };
  }
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    return { fields: {}, form: 'Too many attempts, try again later' };
  }
  if (kind === 'sign-in' && (error.status === 401 || error.code === 'UNAUTHENTICATED')) {
    return { fields: {}, form: 'Wrong e-mail or password' };
  }
  if (kind === 'sign-up' && (error.status === 409 || error.code === 'CONFLICT')) {
    return { fields: { email: 'This e-mail is already registered' } };
  }
  const fields = error.fieldErrors();
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, form: 'Something went wrong, please try again later' };
}

/** Puts the messages of `describeAuthError` on the form: next to the field, or as the form's alert. */
export function applyAuthError<T extends FieldValues>(
  error: unknown,
  kind: AuthFormKind,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const { fields, form } = describeAuthError(error, kind);
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) setError(name, { type: 'server', message });
    else unplaced.push(message);
  }
  const formMessage = form ?? unplaced[0];
  if (formMessage) setError('root.server', { type: 'server', message: formMessage });
}
