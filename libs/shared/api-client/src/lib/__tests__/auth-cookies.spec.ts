import { AUTH_COOKIES, authRoutes } from '@jobs/contracts';
import { HttpResponse } from 'msw';
import { createApiClient, readAuthToken } from '../../index';
import { API_BASE, aUser, clearAllCookies, handle, server, setAccessCookie, useMswServer } from './test-server';

/** Records what js-cookie writes to document.cookie (attributes are invisible when reading it back). */
const recordCookieWrites = () => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor');
  const writes: string[] = [];
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document);
    },
    set(value: string) {
      writes.push(value);
      set.call(document, value);
    },
  });
  return { writes, restore: () => Reflect.deleteProperty(document, 'cookie') };
};

const client = (audience: 'seeker' | 'employer' | 'editor' = 'seeker') =>
  createApiClient({ audience, baseUrl: API_BASE, retryDelayMs: 0 });

describe('auth cookies', () => {
  useMswServer();
  afterEach(clearAllCookies);

  it('reads only the audience own access cookie when a route guard asks', () => {
    setAccessCookie('employer', 'e-token');
    expect(readAuthToken('employer')).toBe('e-token');
    expect(readAuthToken('seeker')).toBeUndefined();
    expect(readAuthToken('editor')).toBeUndefined();
    expect(client('employer').isSignedIn()).toBe(true);
    expect(client('seeker').isSignedIn()).toBe(false);
  });

  it('stores the token in the audience cookie with path /, SameSite=Lax and 30 days when signing in', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      handle(authRoutes.editor.login, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ token: 'ed-token', user: aUser({ role: 'editor' }) });
      }),
    );
    const recorder = recordCookieWrites();
    try {
      const before = Date.now();
      const result = await client('editor').signIn(authRoutes.editor.login, {
        email: 'ed@example.com',
        password: 'secret',
      });
      expect(result.user.role).toBe('editor');
      const write = recorder.writes.find((w) => w.startsWith(`${AUTH_COOKIES.editor.access}=`));
      expect(write).toBeDefined();
      expect(write).toMatch(/; path=\/(;|$)/i);
      expect(write).toMatch(/; samesite=lax(;|$)/i);
      expect(write).not.toMatch(/secure/i); // the test page is http
      const expires = Date.parse(/expires=([^;]+)/.exec(write ?? '')?.[1] ?? '');
      expect(expires - before).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
      expect(expires - before).toBeLessThan(30.1 * 24 * 3600 * 1000);
    } finally {
      recorder.restore();
    }
    expect(readAuthToken('editor')).toBe('ed-token');
    expect(readAuthToken('seeker')).toBeUndefined();
    // undici reports the credentials mode it was asked for.
    expect(credentials).toBe('include');
  });

  it('refuses another audience sign-in route when signing in', async () => {
    await expect(
      client('seeker').signIn(authRoutes.employer.login, { email: 'a@b.co', password: 'x' }),
    ).rejects.toThrow('not a seeker sign-in route');
  });

  it('clears the cookies and calls logout with credentials when signing out', async () => {
    setAccessCookie('seeker', 's-token');
    setAccessCookie('employer', 'e-token');
    let seen: { bearer: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      handle(authRoutes.seeker.logout, ({ request }) => {
        seen = { bearer: request.headers.get('authorization'), credentials: request.credentials };
        return HttpResponse.json({ ok: true });
      }),
    );
    await client('seeker').signOut();
    expect(seen).toEqual({ bearer: 'Bearer s-token', credentials: 'include' });
    expect(readAuthToken('seeker')).toBeUndefined();
    expect(readAuthToken('employer')).toBe('e-token');
  });

  it('still clears the cookies when logout fails', async () => {
    setAccessCookie('seeker', 's-token');
    server.use(handle(authRoutes.seeker.logout, () => HttpResponse.error()));
    await expect(client('seeker').signOut()).resolves.toBeUndefined();
    expect(readAuthToken('seeker')).toBeUndefined();
  });
});
