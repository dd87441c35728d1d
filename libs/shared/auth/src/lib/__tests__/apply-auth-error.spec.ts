import { ApiError } from '@jobs/api-client';
import type { ErrorDetail } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { applyAuthError, describeAuthError } from '../apply-auth-error';

const validationError = (...details: ErrorDetail[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', { details });

describe('describeAuthError', () => {
  it('says the server cannot be reached when the error is not an ApiError', () => {
    expect(describeAuthError(new TypeError('Failed to fetch'), 'sign-in')).toEqual({
      fields: {},
      form: 'Cannot reach the server',
    });
  });

  it('says the server cannot be reached when the ApiError has status 0', () => {
    expect(describeAuthError(new ApiError(0, 'INTERNAL', 'Network'), 'sign-up').form).toBe('Cannot reach the server');
  });

  it('asks to wait as long as the 429 says', () => {
    expect(
      describeAuthError(new ApiError(429, 'RATE_LIMITED', 'Slow down', { retryAfterMs: 120_000 }), 'sign-in').form,
    ).toBe('Too many attempts. Try again in 2 minutes.');
    expect(describeAuthError(new ApiError(429, 'RATE_LIMITED', 'Slow down'), 'sign-in').form).toBe(
      'Too many attempts. Try again later.',
    );
  });

  it('says the credentials are wrong when a sign-in is refused with 401', () => {
    expect(describeAuthError(new ApiError(401, 'UNAUTHENTICATED', 'No'), 'sign-in')).toEqual({
      fields: {},
      form: 'Wrong e-mail or password',
    });
  });

  it('puts the conflict on the e-mail field, coded, when a sign-up answers 409', () => {
    expect(describeAuthError(new ApiError(409, 'CONFLICT', 'Taken'), 'sign-up')).toEqual({
      fields: { email: { code: 'email_taken', message: 'This e-mail is already registered' } },
    });
  });

  it('gives the coded details per field when the API answers 400 with details', () => {
    expect(
      describeAuthError(
        validationError({ field: 'body.password', code: 'password_too_weak', message: 'This password is too common' }),
        'sign-up',
      ),
    ).toEqual({ fields: { password: { code: 'password_too_weak', message: 'This password is too common' } } });
  });

  it('falls back to a generic message when the API fails without details', () => {
    expect(describeAuthError(new ApiError(500, 'INTERNAL', 'Boom'), 'sign-in')).toEqual({
      fields: {},
      form: 'Something went wrong, please try again later',
    });
  });

  it('speaks Russian on a Russian page', async () => {
    await activateLocale('ru');
    try {
      expect(
        describeAuthError(new ApiError(429, 'RATE_LIMITED', 'x', { retryAfterMs: 5 * 60_000 }), 'sign-in').form,
      ).toBe('Слишком много попыток. Попробуйте через 5 минут.');
      expect(describeAuthError(new ApiError(401, 'UNAUTHENTICATED', 'No'), 'sign-in').form).toBe(
        'Неверный адрес электронной почты или пароль',
      );
    } finally {
      await activateLocale('en');
    }
  });
});

describe('applyAuthError', () => {
  it('sets the coded error on the field when the form has that field', () => {
    const setError = vi.fn();

    applyAuthError(new ApiError(409, 'CONFLICT', 'Taken'), 'sign-up', ['name', 'email', 'password'], setError);

    expect(setError).toHaveBeenCalledExactlyOnceWith('email', {
      type: 'email_taken',
      message: 'This e-mail is already registered',
      params: undefined,
    });
  });

  it('sets the form alert, in words, when the error belongs to no field of the form', () => {
    const setError = vi.fn();

    applyAuthError(
      validationError({ field: 'body.locale', code: 'invalid_value', message: 'Unknown locale' }),
      'sign-up',
      ['email'],
      setError,
    );

    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'server',
      message: 'Choose one of the options',
    });
  });

  it('sets the form alert when the failure is about the whole form', () => {
    const setError = vi.fn();

    applyAuthError(new ApiError(401, 'UNAUTHENTICATED', 'No'), 'sign-in', ['email', 'password'], setError);

    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'server',
      message: 'Wrong e-mail or password',
    });
  });
});
