import { authPath } from '../../../__tests__/support/auth-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

const ctx = useTestApp();

const valid = {
  register: { email: 'valid@example.com', password: 'a long enough password', name: 'Ann' },
  employerRegister: {
    email: 'valid@example.com',
    password: 'a long enough password',
    name: 'Ann',
    company_name: 'Acme',
  },
  login: { email: 'valid@example.com', password: 'whatever' },
};

type Case = { field: string; value: unknown };
const emailCases: Case[] = [
  { field: 'email', value: undefined },
  { field: 'email', value: 'not-an-email' },
  { field: 'email', value: 42 },
  { field: 'email', value: `${'a'.repeat(250)}@example.com` },
];
const passwordCases: Case[] = [
  { field: 'password', value: undefined },
  { field: 'password', value: 'short' },
  { field: 'password', value: 'x'.repeat(129) },
  { field: 'password', value: ['array'] },
];
const nameCases: Case[] = [
  { field: 'name', value: undefined },
  { field: 'name', value: '   ' },
  { field: 'name', value: 'n'.repeat(101) },
];
const companyCases: Case[] = [
  { field: 'company_name', value: undefined },
  { field: 'company_name', value: 'A' },
  { field: 'company_name', value: 'c'.repeat(121) },
];
const loginPasswordCases: Case[] = [
  { field: 'password', value: undefined },
  { field: 'password', value: '' },
  { field: 'password', value: 'x'.repeat(129) },
];

const routes: { url: string; base: Record<string, unknown>; cases: Case[] }[] = [
  { url: authPath('seeker', 'register'), base: valid.register, cases: [...emailCases, ...passwordCases, ...nameCases] },
  {
    url: authPath('employer', 'register'),
    base: valid.employerRegister,
    cases: [...emailCases, ...passwordCases, ...nameCases, ...companyCases],
  },
  ...(['seeker', 'employer', 'editor'] as const).map((role) => ({
    url: authPath(role, 'login'),
    base: valid.login,
    cases: [...emailCases, ...loginPasswordCases],
  })),
];

describe('auth input validation', () => {
  for (const { url, base, cases } of routes) {
    for (const { field, value } of cases) {
      it(`answers 400 naming body.${field} when ${field} is ${JSON.stringify(value)?.slice(0, 30) ?? 'missing'} on ${url}`, async () => {
        const payload: Record<string, unknown> = { ...base, [field]: value };
        if (value === undefined) delete payload[field];
        const response = await ctx.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode).toBe(400);
        const { error } = response.json();
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.requestId).toEqual(expect.any(String));
        expect(error.details).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ field: `body.${field}`, code: expect.any(String), message: expect.any(String) }),
          ]),
        );
        expect(error.details.every((detail: { field: string }) => detail.field === `body.${field}`)).toBe(true);
      });
    }
    it(`answers 400 naming body when the body is missing on ${url}`, async () => {
      const response = await ctx.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'body', code: 'required', message: 'This field is required' },
      ]);
    });
  }

  it('codes each field error with its rule and numbers, for the apps to put in words', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'short', name: 'Ann' },
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json().error;
    expect(details).toEqual(
      expect.arrayContaining([
        {
          field: 'body.password',
          code: 'too_small',
          params: { origin: 'string', minimum: 8, inclusive: true },
          message: 'Password must be at least 8 characters',
        },
        expect.objectContaining({
          field: 'body.email',
          code: 'invalid_format',
          params: { format: 'email', origin: 'string' },
        }),
      ]),
    );
    // The input never comes back (it may be a password).
    expect(response.body).not.toContain('short');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { password: 'long enough', name: 'Ann' },
    });
    expect(missing.json().error.details).toEqual([
      { field: 'body.email', code: 'required', message: 'This field is required' },
    ]);
  });
});
