import { ApiError } from '@jobs/api-client';
import { applyAuthError, describeAuthError } from '../apply-auth-error';

const validationError = (...details: { field: string; message: string }[]) =>
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

  it('asks to wait when the API answers 429', () => {
    expect(describeAuthError(new ApiError(429, 'RATE_LIMITED', 'Slow down'), 'sign-in').form).toBe(
      'Too many attempts, try again later',
    );
  });

  it('says the credentials are wrong when a sign-in is refused with 401', () => {
    expect(describeAuthError(new ApiError(401, 'UNAUTHENTICATED', 'No'), 'sign-in')).toEqual({
      fields: {},
      form: 'Wrong e-mail or password',
    });
  });

  it('puts the conflict on the e-mail field when a sign-up answers 409', () => {
    expect(describeAuthError(new ApiError(409, 'CONFLICT', 'Taken'), 'sign-up')).toEqual({
      fields: { email: 'This e-mail is already registered' },
    });
  });

  it('gives the validation messages per field when the API answers 400 with details', () => {
    expect(
      describeAuthError(validationError({ field: 'body.password', message: 'This password is too common' }), 'sign-up'),
    ).toEqual({ fields: { password: 'This password is too common' } });
  });

  it('falls back to a generic message when the API fails without details', () => {
    expect(describeAuthError(new ApiError(500, 'INTERNAL', 'Boom'), 'sign-in')).toEqual({
      fields: {},
      form: 'Something went wrong, please try again later',
    });
  });
});

describe('applyAuthError', () => {
  it('sets the message on the field when the form has that field', () => {
    const setError = vi.fn();

    applyAuthError(new ApiError(409, 'CONFLICT', 'Taken'), 'sign-up', ['name', 'email', 'password'], setError);

    expect(setError).toHaveBeenCalledExactlyOnceWith('email', {
      type: 'server',
      message: 'This e-mail is already registered',
    });
  });

  it('sets the form alert when the message belongs to no field of the form', () => {
    const setError = vi.fn();

    applyAuthError(
      validationError({ field: 'body.locale', message: 'Unknown locale' }),
      'sign-up',
      ['email'],
      setError,
    );

    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', { type: 'server', message: 'Unknown locale' });
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
