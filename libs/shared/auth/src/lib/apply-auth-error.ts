import { ApiError } from '@jobs/api-client';
import { FIELD_ERROR_MESSAGES, type ErrorDetail } from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import { describeApiError, fieldErrorText, type ErrorWords } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorOption, FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type AuthFormKind = 'sign-in' | 'sign-up';

/** A field's coded error, as the API sent it (the field components put it in words). */
export type AuthFieldError = Pick<ErrorDetail, 'code' | 'message' | 'params'>;

/** An API failure of a sign-in or sign-up form: coded errors per field, and a sentence for the form. */
export type AuthErrorMessages = {
  fields: Record<string, AuthFieldError>;
  /** In the interface language (the one table, `apiErrorText` of @jobs/ui, with the form's words). */
  form?: string;
};

const NOT_FOUND = msg({ id: 'error.auth.404', message: 'This account no longer exists' });

/**
 * The account forms' own words for the one table: at sign-in a 401 is a wrong password; an
 * account form whose account is gone says so.
 */
export const AUTH_ERROR_WORDS: Record<AuthFormKind, ErrorWords> = {
  'sign-in': {
    notFound: NOT_FOUND,
    UNAUTHENTICATED: msg({ id: 'error.auth.wrong_credentials', message: 'Wrong e-mail or password' }),
  },
  'sign-up': { notFound: NOT_FOUND },
};

const coded = ({ code, message, params }: AuthFieldError): AuthFieldError => ({
  code,
  message,
  ...(params ? { params } : {}),
});

/** What an auth form says about an API failure: a wrong password, a taken e-mail, a field rule, a dead network. */
export function describeAuthError(error: unknown, kind: AuthFormKind, i18n: I18n = sharedI18n): AuthErrorMessages {
  const described = describeApiError(i18n, error, AUTH_ERROR_WORDS[kind]);
  const fields = Object.fromEntries(Object.entries(described.fields).map(([field, detail]) => [field, coded(detail)]));
  // A sign-up refused as taken without saying which field: the e-mail is what is taken.
  if (kind === 'sign-up' && error instanceof ApiError && error.code === 'CONFLICT' && !fields['email']) {
    return { fields: { ...fields, email: { code: 'email_taken', message: FIELD_ERROR_MESSAGES.email_taken } } };
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, ...(described.form === undefined ? {} : { form: described.form }) };
}

/** Puts the errors of `describeAuthError` on the form: next to the field, or as the form's alert. */
export function applyAuthError<T extends FieldValues>(
  error: unknown,
  kind: AuthFormKind,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  i18n: I18n = sharedI18n,
): void {
  const { fields, form } = describeAuthError(error, kind, i18n);
  const unplaced: string[] = [];
  for (const [field, detail] of Object.entries(fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) setError(name, { type: detail.code, message: detail.message, params: detail.params } as ErrorOption);
    else unplaced.push(fieldErrorText(i18n, detail) ?? detail.message);
  }
  const formMessage = form ?? unplaced[0];
  if (formMessage) setError('root.server', { type: 'server', message: formMessage });
}
