import {
  authRoutes,
  buildPath,
  employerRegisterBodySchema,
  errorEnvelopeSchema,
  registerBodySchema,
} from '../../index';

describe('contracts', () => {
  it('normalises e-mail and names the failing field when a register body is invalid', () => {
    const ok = registerBodySchema.parse({ email: ' Ann@Example.COM ', password: 'long enough pw', name: 'Ann' });
    expect(ok.email).toBe('ann@example.com');
    const bad = registerBodySchema.safeParse({ email: 'nope', password: 'short', name: '' });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['email', 'name', 'password']);
  });

  it('requires a company name when an employer registers', () => {
    const bad = employerRegisterBodySchema.safeParse({ email: 'a@b.co', password: 'long enough pw', name: 'A' });
    expect(bad.error?.issues[0]?.path).toEqual(['company_name']);
  });

  it('fills and encodes path parameters when building a path', () => {
    expect(buildPath('/chat/:id/history', { id: 7 })).toBe('/chat/7/history');
    expect(buildPath('/x/:slug', { slug: 'a b' })).toBe('/x/a%20b');
    expect(() => buildPath('/chat/:id', {})).toThrow('Missing path parameter "id"');
  });

  it('accepts the error envelope and keeps auth routes per audience', () => {
    expect(errorEnvelopeSchema.parse({ error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } }).error.code).toBe(
      'NOT_FOUND',
    );
    expect(authRoutes.employer.register.path).toBe('/employer/auth/register');
    expect(authRoutes.editor.login.path).toBe('/editor/auth/login');
  });
});
