// Test support: an msw server answering from the contract schemas, cookies, a Web Locks stand-in.
import {
  AUTH_COOKIES,
  errorEnvelopeSchema,
  userSchema,
  type ErrorCode,
  type ErrorDetail,
  type Role,
  type RouteContract,
  type User,
} from '@jobs/contracts';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';

export const API_BASE = 'http://api.test/api';

export const server = setupServer();

export const useMswServer = (): void => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
};

/** An msw handler for a contract route (msw understands the same `:name` path syntax). */
export const handle = (route: RouteContract, resolver: HttpResponseResolver) => {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](API_BASE + route.path, resolver);
};

export const aUser = (overrides: Partial<User> = {}): User =>
  userSchema.parse({
    id: 1,
    email: 'ann@example.com',
    name: 'Ann',
    role: 'seeker',
    locale: 'en',
    company_id: null,
    email_verified: true,
    ...overrides,
  });

export const errorResponse = (
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  headers?: Record<string, string>,
) =>
  HttpResponse.json(errorEnvelopeSchema.parse({ error: { code, message, details, requestId: 'req-1' } }), {
    status,
    headers,
  });

export const bearerOf = (request: Request): string | undefined =>
  request.headers.get('authorization')?.replace(/^Bearer /, '');

export const setAccessCookie = (audience: Role, token: string): void => {
  Cookies.set(AUTH_COOKIES[audience].access, token, { path: '/' });
};

export const clearAllCookies = (): void => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};

/** A Web Locks stand-in shared by every "tab" (client) of the test: one holder per name, FIFO. */
export const installFakeLocks = () => {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(task, task);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    requested,
    /** Holds the lock until the returned release is called, as another tab would. */
    hold: (name: string) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      void locks.request(name, () => held);
      return release;
    },
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
};
