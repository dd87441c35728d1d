import { useTestApp } from '../../__tests__/support/harness';

const ctx = useTestApp();

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
];

describe('security headers', () => {
  it('sends the API set on JSON answers, errors and preflights alike, and the document-only ones only with the docs page', async () => {
    const responses = [
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/chat/notifies?user_opened_site=1' }),
      await ctx.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'POST' },
      }),
    ];
    for (const response of responses) {
      expect(response.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
        vary: 'Origin',
      });
      for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeUndefined();
    }
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-xss-protection': '0',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(String(docs.headers['content-security-policy'])).toContain('script-src');
  });

  it('answers an allowed preflight before authentication, refuses one without a method and 404s any other OPTIONS', async () => {
    const origin = 'http://localhost:4300';
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/chat/notifies',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.body).toBe('');
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Content-Type, Authorization, x-request-id',
      'access-control-expose-headers': 'x-request-id, Retry-After',
      'access-control-max-age': '600',
      'content-length': '0',
    });
    const noMethod = await ctx.app.inject({ method: 'OPTIONS', url: '/api/chat/notifies', headers: { origin } });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.body).toBe('Invalid Preflight Request');
    for (const headers of [{}, { origin: 'https://evil.example', 'access-control-request-method': 'GET' }]) {
      const other = await ctx.app.inject({ method: 'OPTIONS', url: '/api/chat/notifies', headers });
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('NOT_FOUND');
      expect(Object.keys(other.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('exposes the request id and allows credentials on an allowed origin’s answers, errors included', async () => {
    const origin = 'http://localhost:4400';
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/notifies?user_opened_site=1',
      headers: { origin },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id, Retry-After',
    });
    expect(response.json().error.requestId).toBe(response.headers['x-request-id']);
  });
});
