import { ApiError } from '@jobs/api-client';
import { FIELD_ERROR_MESSAGES, type ErrorDetail } from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import { apiErrorText, fieldErrorText } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorOption, FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type AuthFormKind = 'sign-in' | 'sign-up';

/** A field's coded error, as the API sent it (the field components put it in words). */
export type AuthFieldError = Pick<ErrorDetail, 'code' | 'message' | 'params'>;

/** An API failure of a sign-in or sign-up form: coded errors per field, and a sentence for the form. */
export type AuthErrorMessages = {
  fields: Record<string, AuthFieldError>;
  /** In the interface language (`apiErrorText`, or the wrong-password sentence). */
  form?: string;
};

const coded = ({ code, message, params }: AuthFieldError): AuthFieldError => ({
  code,
  message,
  ...(params ? { params } : {}),
});

/** What an auth form says about an API failure: a wrong password, a taken e-mail, a field rule, a dead network. */
export function describeAuthError(error: unknown, kind: AuthFormKind, i18n: I18n = sharedI18n): AuthErrorMessages {
  if (!(error instanceof ApiError) || error.status === 0) return { fields: {}, form: apiErrorText(i18n, error) };
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    return { fields: {}, form: apiErrorText(i18n, { ...error, code: 'RATE_LIMITED', status: 429 }) };
  }
  if (kind === 'sign-in' && (error.status === 401 || error.code === 'UNAUTHENTICATED')) {
    return {
      fields: {},
      form: i18n._(msg({ id: 'error.auth.wrong_credentials', message: 'Wrong e-mail or password' })),
    };
  }
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors()).map(([field, detail]) => [field, coded(detail)]),
  );
  if (kind === 'sign-up' && (error.status === 409 || error.code === 'CONFLICT') && !fields['email']) {
    fields['email'] = { code: 'email_taken', message: FIELD_ERROR_MESSAGES.email_taken };
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, form: apiErrorText(i18n, { status: error.status, code: 'INTERNAL' }) };
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
