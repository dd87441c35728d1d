import { AUTH_COOKIES, authRoutes, meRoute, type Role } from '@jobs/contracts';
import { HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { ApiError, createApiClient, readAuthToken } from '../../index';
import {
  API_BASE,
  aUser,
  bearerOf,
  clearAllCookies,
  errorResponse,
  handle,
  installFakeLocks,
  server,
  setAccessCookie,
  useMswServer,
} from './test-server';

type Session = { meHits: number; refreshHits: number; validToken: string };

/**
 * An API whose access token `validToken` is accepted by /me; refresh answers `next` (once: the
 * refresh cookie is single-use, so a second refresh is refused as a reused token would be).
 */
const fakeApi = (audience: Role, { start = 'old', next = 'new' as string | null, refreshStatus = 200 } = {}) => {
  const session: Session = { meHits: 0, refreshHits: 0, validToken: start };
  server.use(
    handle(meRoute, async ({ request }) => {
      session.meHits++;
      // Let concurrent callers all be in flight before anyone answers.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return bearerOf(request) === session.validToken
        ? HttpResponse.json(aUser())
        : errorResponse(401, 'UNAUTHENTICATED', 'Sign in again');
    }),
    handle(authRoutes[audience].refresh, async () => {
      session.refreshHits++;
      // Slow enough that a second tab's 401 arrives while the first refresh is still running.
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (refreshStatus !== 200 || session.refreshHits > 1) {
        return errorResponse(refreshStatus === 200 ? 401 : refreshStatus, 'UNAUTHENTICATED', 'Refresh refused');
      }
      if (next === null) return HttpResponse.json({});
      session.validToken = next;
      return HttpResponse.json({ token: next });
    }),
  );
  return session;
};

const makeClient = (audience: Role = 'seeker', onSessionEnded = vi.fn()) => ({
  api: createApiClient({ audience, baseUrl: API_BASE, retryDelayMs: 0, onSessionEnded }),
  onSessionEnded,
});

describe('createApiClient: 401 and refresh', () => {
  useMswServer();
  afterEach(clearAllCookies);

  it('refreshes once, stores the new token and repeats the call when a call gets 401', async () => {
    setAccessCookie('seeker', 'expired');
    const session = fakeApi('seeker');
    let credentials: RequestCredentials | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/refresh')) credentials = request.credentials;
    });
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).resolves.toEqual(aUser());
    expect(session).toMatchObject({ meHits: 2, refreshHits: 1 });
    expect(credentials).toBe('include');
    expect(readAuthToken('seeker')).toBe('new');
    expect(onSessionEnded).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('uses the audience own refresh route when the audience is employer', async () => {
    setAccessCookie('employer', 'expired');
    const session = fakeApi('employer');
    const { api } = makeClient('employer');
    await api.call(meRoute);
    expect(session.refreshHits).toBe(1);
    expect(readAuthToken('employer')).toBe('new');
    expect(readAuthToken('seeker')).toBeUndefined();
  });

  it('shares one refresh when concurrent calls get 401 in the same tab', async () => {
    setAccessCookie('seeker', 'expired');
    const session = fakeApi('seeker');
    const { api } = makeClient();
    const results = await Promise.all([api.call(meRoute), api.call(meRoute), api.call(meRoute)]);
    expect(results).toHaveLength(3);
    expect(session.refreshHits).toBe(1);
    expect(session.meHits).toBe(6);
  });

  it('clears the cookies and ends the session when the refresh is refused', async () => {
    setAccessCookie('seeker', 'expired');
    Cookies.set(AUTH_COOKIES.seeker.refresh, 'readable-refresh', { path: '/' });
    setAccessCookie('employer', 'e-token');
    const session = fakeApi('seeker', { refreshStatus: 401 });
    const { api, onSessionEnded } = makeClient();
    const error = await api.call(meRoute).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(session).toMatchObject({ meHits: 1, refreshHits: 1 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(readAuthToken('seeker')).toBeUndefined();
    expect(Cookies.get(AUTH_COOKIES.seeker.refresh)).toBeUndefined();
    expect(readAuthToken('employer')).toBe('e-token');
  });

  it('ends no session for a visitor without a token whose refresh is refused (no trip to the login page)', async () => {
    const session = fakeApi('seeker', { refreshStatus: 401 });
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(session).toMatchObject({ meHits: 1, refreshHits: 1 });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(readAuthToken('seeker')).toBeUndefined();
  });

  it('ends the session when the token went meanwhile (signed out in another tab) and the refresh is refused', async () => {
    setAccessCookie('seeker', 'old');
    const session = fakeApi('seeker', { refreshStatus: 401 });
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).resolves.toEqual(aUser());
    // The other tab signs out: the cookie is gone.
    Cookies.remove(AUTH_COOKIES.seeker.access, { path: '/' });
    await expect(api.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(session.refreshHits).toBe(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('renews a session from the refresh cookie when the call had no token', async () => {
    const session = fakeApi('seeker');
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).resolves.toEqual(aUser());
    expect(session).toMatchObject({ meHits: 2, refreshHits: 1 });
    expect(readAuthToken('seeker')).toBe('new');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is forbidden', async () => {
    setAccessCookie('seeker', 'expired');
    fakeApi('seeker', { refreshStatus: 403 });
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh answer has no token', async () => {
    setAccessCookie('seeker', 'expired');
    fakeApi('seeker', { next: null });
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(readAuthToken('seeker')).toBeUndefined();
  });

  it('keeps the session when the refresh fails for a transient reason', async () => {
    setAccessCookie('seeker', 'expired');
    fakeApi('seeker', { refreshStatus: 503 });
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(readAuthToken('seeker')).toBe('expired');
  });

  it('never loops when the repeated call gets 401 again', async () => {
    setAccessCookie('seeker', 'expired');
    const session = fakeApi('seeker');
    server.use(handle(meRoute, () => (session.meHits++, errorResponse(401, 'UNAUTHENTICATED', 'No'))));
    const { api, onSessionEnded } = makeClient();
    await expect(api.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(session).toMatchObject({ meHits: 2, refreshHits: 1 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(readAuthToken('seeker')).toBeUndefined();
  });

  it('does not refresh when a sign-in route answers 401', async () => {
    const session = fakeApi('seeker');
    server.use(
      handle(authRoutes.seeker.login, () => errorResponse(401, 'UNAUTHENTICATED', 'Wrong e-mail or password')),
    );
    const { api, onSessionEnded } = makeClient();
    await expect(api.signIn(authRoutes.seeker.login, { email: 'a@b.co', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong e-mail or password',
    });
    expect(session.refreshHits).toBe(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('returns the new token when refresh is called directly', async () => {
    setAccessCookie('seeker', 'old');
    const session = fakeApi('seeker');
    const { api } = makeClient();
    await expect(api.refresh()).resolves.toBe('new');
    expect(api.getToken()).toBe('new');
    expect(session.refreshHits).toBe(1);
  });
});

describe('createApiClient: refresh across tabs (Web Locks)', () => {
  useMswServer();
  let locks: ReturnType<typeof installFakeLocks>;
  beforeEach(() => {
    locks = installFakeLocks();
  });
  afterEach(() => {
    locks.uninstall();
    clearAllCookies();
  });

  it('refreshes under the audience lock when a call gets 401', async () => {
    setAccessCookie('editor', 'expired');
    fakeApi('editor');
    const { api } = makeClient('editor');
    await api.call(meRoute);
    expect(locks.requested).toEqual(['refresh:editor']);
  });

  it('uses the token another tab stored when it got the lock after that tab refreshed', async () => {
    setAccessCookie('seeker', 'old');
    const session = fakeApi('seeker', { start: 'old' });
    session.validToken = 'from-other-tab';
    // The other tab holds the lock while it refreshes.
    const release = locks.hold('refresh:seeker');
    const { api, onSessionEnded } = makeClient();
    const pending = api.call(meRoute);
    await vi.waitFor(() => expect(locks.requested.filter((n) => n === 'refresh:seeker')).toHaveLength(2));
    setAccessCookie('seeker', 'from-other-tab');
    release();
    await expect(pending).resolves.toEqual(aUser());
    expect(session.refreshHits).toBe(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('spends the single-use refresh cookie once when two tabs get 401 at the same time', async () => {
    setAccessCookie('seeker', 'expired');
    const session = fakeApi('seeker');
    const tabA = makeClient();
    const tabB = makeClient();
    await expect(Promise.all([tabA.api.call(meRoute), tabB.api.call(meRoute)])).resolves.toHaveLength(2);
    expect(session.refreshHits).toBe(1);
    expect(tabA.onSessionEnded).not.toHaveBeenCalled();
    expect(tabB.onSessionEnded).not.toHaveBeenCalled();
  });
});
