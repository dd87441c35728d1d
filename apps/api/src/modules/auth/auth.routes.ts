import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import {
  AUTH_BASE,
  AUTH_COOKIES,
  authRoutes as contracts,
  REFRESH_TOKEN_TTL_DAYS,
  teamRoutes,
  type LoginBody,
  type Role,
} from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError, rateLimited } from '../../lib/app-error';
import { createLimiter, type Limiter } from '../../lib/rate-limit-store';
import { registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import { WRONG_CREDENTIALS, type AuthService, type RequestMeta } from './auth.service';

type Options = { auth: AuthService; config: AppConfig; apiPrefix: string };

const APP_ORDER: Record<Role, number> = { seeker: 0, employer: 1, editor: 2 };

/**
 * The app origin of an audience: APP_ORIGINS lists the seeker, employer and admin apps in this
 * order; with fewer, the last one serves the rest too (one origin for several apps).
 */
export const appOriginOf = (origins: readonly string[], role: Role): string | undefined =>
  origins[Math.min(APP_ORDER[role], origins.length - 1)];

const tooMany = rateLimited;

/** Counts this request and refuses it once the window's allowance is spent. */
const consume = async (limiter: Limiter, request: FastifyRequest): Promise<void> => {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
};

/** The growing delay before a sign-in attempt stops doubling here. */
const MAX_LOGIN_DELAY_MS = 10_000;

const meta = (request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * Sign-up, sign-in, refresh and sign-out for the three audiences. The refresh token travels
 * only in an HttpOnly cookie scoped to the audience's auth path; the access token in the body.
 */
export const authRoutes: FastifyPluginAsync<Options> = async (app, { auth, config, apiPrefix }) => {
  // Cookies only here (this plugin is its own scope): no other route reads or sets one, so no
  // other request pays for parsing the Cookie header or for the reply's cookie hooks.
  await app.register(cookie);
  const seconds = (value: number) => value * 1000;
  // Every counter is shared by all instances (Redis when REDIS_URL is set: rate-limit-store.ts),
  // the failures behind the growing delay too.
  const loginPerIp = createLimiter(app, 'login-address', {
    max: config.RATE_LIMIT_LOGIN_PER_ADDRESS,
    timeWindow: seconds(config.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
  });
  // Failed sign-ins, counted per account AND client address (one key per audience): never per
  // account alone, which would let anyone lock anyone out (OWASP: lockout is a denial of service).
  // Each attempt is reserved before its password is checked (password-attempts.ts), so concurrent
  // attempts cannot all slip in before the first failure counts.
  const attempts = app.passwordAttempts;
  const loginRule = (role: Role, request: FastifyRequest<{ Body: LoginBody }>) => ({
    // Hashed: no e-mail address in Redis keys (nor in memory).
    key: `login-${role}:${createHash('sha256').update(`${request.body.email}\n${request.ip}`).digest('base64url')}`,
    max: config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
    windowMs: seconds(config.RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS),
    lanes: [`ip:${request.ip}`, `account:${role}:${request.body.email}`],
  });
  const registerPerIp = createLimiter(app, 'register-address', {
    max: config.RATE_LIMIT_REGISTER_PER_ADDRESS,
    timeWindow: seconds(config.RATE_LIMIT_REGISTER_WINDOW_SECONDS),
  });

  // Cookie-authorised calls must come from the audience's own app (CSRF defence on top of
  // SameSite): a seeker's refresh from the employer app's origin is refused like a foreign one.
  const requireAppOrigin =
    (role: Role): preHandlerAsyncHookHandler =>
    async (request) => {
      if (request.headers.origin !== appOriginOf(config.APP_ORIGINS, role)) {
        throw new AppError('FORBIDDEN', 'This request must come from the app of this account');
      }
    };

  const cookieOptions = (role: Role) => ({
    path: `${apiPrefix}${AUTH_BASE[role]}`,
    httpOnly: true,
    secure: true,
    sameSite: 'strict' as const,
  });
  const setRefreshCookie = (reply: FastifyReply, role: Role, token: string) =>
    reply.setCookie(AUTH_COOKIES[role].refresh, token, {
      ...cookieOptions(role),
      maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
    });
  const clearRefreshCookie = (reply: FastifyReply, role: Role) =>
    reply.clearCookie(AUTH_COOKIES[role].refresh, cookieOptions(role));

  const registerLogin = (role: Role) => {
    registerRoute(app, contracts[role].login, async (request, reply) => {
      await consume(loginPerIp, request);
      // This address's failures for this account: past the allowance 429 (for this address only),
      // before it a delay that doubles with each one. An address without failures (the owner's,
      // usually) goes straight through, however many failures other addresses piled up.
      const { token, refreshToken, user } = await attempts.guard(
        loginRule(role, request),
        () => auth.login(role, request.body, meta(request)),
        (error) => error instanceof AppError && error.message === WRONG_CREDENTIALS,
        async (failed) => {
          if (failed > 0 && config.RATE_LIMIT_LOGIN_DELAY_MS > 0) {
            await sleep(Math.min(MAX_LOGIN_DELAY_MS, config.RATE_LIMIT_LOGIN_DELAY_MS * 2 ** (failed - 1)));
          }
        },
      );
      setRefreshCookie(reply, role, refreshToken);
      return { token, user };
    });
  };

  const registerRefreshAndLogout = (role: Role) => {
    registerRoute(
      app,
      contracts[role].refresh,
      async (request, reply) => {
        try {
          const { token, refreshToken } = await auth.refresh(role, request.cookies[AUTH_COOKIES[role].refresh]);
          setRefreshCookie(reply, role, refreshToken);
          return { token };
        } catch (error) {
          // A dead refresh cookie is useless and script cannot remove it (HttpOnly): drop it.
          if (error instanceof AppError && error.code === 'UNAUTHENTICATED') clearRefreshCookie(reply, role);
          throw error;
        }
      },
      { preHandler: [requireAppOrigin(role)] },
    );
    registerRoute(
      app,
      contracts[role].logout,
      async (request, reply) => {
        const claims = await app.readAccessClaims(request);
        await auth.logout(role, request.cookies[AUTH_COOKIES[role].refresh], claims);
        clearRefreshCookie(reply, role);
        return { ok: true as const };
      },
      { preHandler: [requireAppOrigin(role)] },
    );
  };

  registerRoute(app, contracts.seeker.register, async (request, reply) => {
    await consume(registerPerIp, request);
    const { token, refreshToken, user } = await attempts.hashing.run([`ip:${request.ip}`], () =>
      auth.register('seeker', request.body, meta(request), requestLocale(request) ?? undefined),
    );
    setRefreshCookie(reply, 'seeker', refreshToken);
    return { token, user };
  });
  registerRoute(app, contracts.employer.register, async (request, reply) => {
    await consume(registerPerIp, request);
    const { token, refreshToken, user } = await attempts.hashing.run([`ip:${request.ip}`], () =>
      auth.register('employer', request.body, meta(request), requestLocale(request) ?? undefined),
    );
    setRefreshCookie(reply, 'employer', refreshToken);
    return { token, user };
  });

  // Joining a team with an invitation link: a new employer and its session, like a sign-up.
  registerRoute(app, teamRoutes.acceptInvite, async (request, reply) => {
    await consume(registerPerIp, request);
    const { token, refreshToken, user } = await attempts.hashing.run([`ip:${request.ip}`], () =>
      auth.acceptInvite(request.body, meta(request)),
    );
    setRefreshCookie(reply, 'employer', refreshToken);
    return { token, user };
  });

  for (const role of ['seeker', 'employer', 'editor'] as const) {
    registerLogin(role);
    registerRefreshAndLogout(role);
  }
};
