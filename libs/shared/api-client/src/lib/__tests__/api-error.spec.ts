import { ApiError, codeForStatus, parseRetryAfter } from '../../index';
import { apiErrorFromResponse } from '../api-error';

describe('ApiError', () => {
  it('maps fields to their first coded detail without the body/query/params prefix', () => {
    const email = {
      field: 'body.email',
      code: 'invalid_format',
      message: 'Enter a valid e-mail address',
      params: { format: 'email' },
    };
    const page = { field: 'query.page', code: 'page_number', message: 'Must be a page number from 1' };
    const id = {
      field: 'params.id',
      code: 'invalid_type',
      message: 'Expected a number',
      params: { expected: 'number' },
    };
    const name = { field: 'body.company.name', code: 'required', message: 'This field is required' };
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
      details: [email, page, id, { field: 'body.email', code: 'too_big', message: 'second detail is ignored' }, name],
    });
    expect(error.fieldErrors()).toEqual({ email, page, id, 'company.name': name });
  });

  it('keeps object details (a stale write’s current resource) as data, not as fields', async () => {
    const response = new Response(
      JSON.stringify({
        error: { code: 'CONFLICT', message: 'Changed meanwhile', details: { current: { id: 7, version: 3 } } },
      }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    );
    const error = await apiErrorFromResponse(response);
    expect(error.code).toBe('CONFLICT');
    expect(error.data).toEqual({ current: { id: 7, version: 3 } });
    expect(error.details).toBeUndefined();
    expect(error.fieldErrors()).toEqual({});
  });

  it('returns an empty map when there are no details', () => {
    expect(new ApiError(404, 'NOT_FOUND', 'Not found').fieldErrors()).toEqual({});
  });

  it('is an Error with its own name when thrown', () => {
    const error = new ApiError(500, 'INTERNAL', 'Boom', { requestId: 'r1' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.requestId).toBe('r1');
  });

  it('derives a code from the status when the body has no envelope', () => {
    expect(codeForStatus(400)).toBe('VALIDATION_FAILED');
    expect(codeForStatus(401)).toBe('UNAUTHENTICATED');
    expect(codeForStatus(403)).toBe('FORBIDDEN');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(409)).toBe('CONFLICT');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(500)).toBe('INTERNAL');
    expect(codeForStatus(502)).toBe('UNAVAILABLE');
    expect(codeForStatus(503)).toBe('UNAVAILABLE');
    expect(codeForStatus(504)).toBe('UNAVAILABLE');
    expect(codeForStatus(418)).toBe('VALIDATION_FAILED');
    expect(codeForStatus(501)).toBe('INTERNAL');
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates when the header is present', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:45 GMT', now)).toBe(45_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it('carries the server’s Retry-After on the error when a call is rate limited', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests', requestId: 'r1' } }),
      { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '12' } },
    );
    const error = await apiErrorFromResponse(response);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterMs).toBe(12_000);
  });

  it('leaves retryAfterMs unset when the server does not ask for a delay', async () => {
    const error = await apiErrorFromResponse(new Response('oops', { status: 500 }));
    expect(error.retryAfterMs).toBeUndefined();
  });
});
