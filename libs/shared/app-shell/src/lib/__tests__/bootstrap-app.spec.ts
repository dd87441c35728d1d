import { AUTH_COOKIES, authRoutes, healthRoute, meRoute } from '@jobs/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { QUERY_GC_TIME_MS } from '@jobs/web-platform';
import { bootstrapApp, type AppContext } from '../../index';

const API = 'http://api.test/api';
const server = setupServer();

const unauthenticated = () =>
  HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } }, { status: 401 });

/** jsdom's location cannot be spied on, so the test swaps the window's location for a recorder. */
const recordNavigation = (pathname: string) => {
  const assign = vi.fn();
  vi.stubGlobal('window', { ...window, location: { pathname, assign } });
  return assign;
};

describe('bootstrapApp', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() =>
    server.use(http.get('/runtime-config.json', () => HttpResponse.json({ apiBaseUrl: API, appName: 'Jobs' }))),
  );
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
    Cookies.remove(AUTH_COOKIES.seeker.access, { path: '/' });
  });
  afterAll(() => server.close());

  it('renders with the loaded config, an api client on its base and the query client when started', async () => {
    server.use(http.get(API + healthRoute.path, () => HttpResponse.json({ status: 'ok' })));
    const render = vi.fn<(context: AppContext) => void>();
    const context = await bootstrapApp({ audience: 'employer', loginPath: '/login', render });
    expect(render).toHaveBeenCalledWith(context);
    expect(context.config.appName).toBe('Jobs');
    expect(context.apiClient.audience).toBe('employer');
    await expect(context.apiClient.call(healthRoute)).resolves.toEqual({ status: 'ok' });
    expect(context.queryClient.getDefaultOptions().queries?.gcTime).toBe(QUERY_GC_TIME_MS);
  });

  it("takes the runtime configuration from index.html's early request, once, and asks itself when there is none", async () => {
    let served = 0;
    server.use(
      http.get('/runtime-config.json', () => {
        served += 1;
        return HttpResponse.json({ apiBaseUrl: API, appName: 'Asked again' });
      }),
    );
    const early = {
      url: '/runtime-config.json',
      response: Promise.resolve(Response.json({ apiBaseUrl: API, appName: 'Early' })),
    };
    vi.stubGlobal('__jobsRuntimeConfig', early);
    const first = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    expect(first.config.appName).toBe('Early');
    expect(served).toBe(0);
    const second = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    expect(second.config.appName).toBe('Asked again');
    expect(served).toBe(1);
  });

  it('asks for the runtime configuration itself when the early request failed', async () => {
    vi.stubGlobal('__jobsRuntimeConfig', {
      url: '/runtime-config.json',
      response: Promise.reject(new TypeError('offline')),
    });
    const { config } = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    expect(config.appName).toBe('Jobs');
  });

  it('sends the user to the login page when the session ends', async () => {
    Cookies.set(AUTH_COOKIES.seeker.access, 'expired', { path: '/' });
    server.use(
      http.get(API + meRoute.path, unauthenticated),
      http.post(API + authRoutes.seeker.refresh.path, unauthenticated),
    );
    const { apiClient } = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    const assign = recordNavigation('/chats');
    await expect(apiClient.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/login');
    expect(apiClient.isSignedIn()).toBe(false);
  });

  it('stays put when the session ends on the login page itself', async () => {
    server.use(
      http.get(API + meRoute.path, unauthenticated),
      http.post(API + authRoutes.seeker.refresh.path, unauthenticated),
    );
    const { apiClient } = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    const assign = recordNavigation('/login');
    await expect(apiClient.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the English prefix when the session ends on an English page', async () => {
    Cookies.set(AUTH_COOKIES.seeker.access, 'expired', { path: '/' });
    server.use(
      http.get(API + meRoute.path, unauthenticated),
      http.post(API + authRoutes.seeker.refresh.path, unauthenticated),
    );
    const { apiClient } = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    const assign = recordNavigation('/en/chats/3');
    await expect(apiClient.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/en/login');
  });

  it('stays put when the session ends on the English login page', async () => {
    server.use(
      http.get(API + meRoute.path, unauthenticated),
      http.post(API + authRoutes.seeker.refresh.path, unauthenticated),
    );
    const { apiClient } = await bootstrapApp({ audience: 'seeker', loginPath: '/login', render: () => undefined });
    const assign = recordNavigation('/en/login');
    await expect(apiClient.call(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not render when the runtime config is invalid', async () => {
    server.use(http.get('/runtime-config.json', () => HttpResponse.json({ gtmId: 42 })));
    const render = vi.fn();
    await expect(bootstrapApp({ audience: 'editor', loginPath: '/login', render })).rejects.toThrow('gtmId');
    expect(render).not.toHaveBeenCalled();
  });
});
