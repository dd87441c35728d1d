// @vitest-environment-options {"url": "https://jobs.example/"}
import { authRoutes } from '@jobs/contracts';
import { HttpResponse } from 'msw';
import { createApiClient } from '../../index';
import { API_BASE, aUser, handle, server, useMswServer } from './test-server';

describe('auth cookies on https', () => {
  useMswServer();

  it('marks the access cookie Secure when the page is served over https', async () => {
    server.use(handle(authRoutes.seeker.login, () => HttpResponse.json({ token: 't', user: aUser() })));
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      await createApiClient({ audience: 'seeker', baseUrl: API_BASE }).signIn(authRoutes.seeker.login, {
        email: 'a@b.co',
        password: 'pw',
      });
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(location.protocol).toBe('https:');
    expect(writes.find((w) => w.startsWith('auth_token='))).toMatch(/; secure/i);
  });
});
