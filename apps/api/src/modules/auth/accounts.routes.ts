import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountRoutes, type Role } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError, rateLimited } from '../../lib/app-error';
import { createLimiter, type Limiter } from '../../lib/rate-limit-store';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { AccountsService } from './accounts.service';

/** 204: the reply is sent here, with no body (nothing to serialize). */
const noContent = (reply: FastifyReply): undefined => {
  void reply.code(204).send();
  return undefined;
};

type Options = { accounts: AccountsService; config: AppConfig };

/** A 400 `current_password_wrong`: the answer to a wrong current password (change, delete). */
export const isWrongCurrentPassword = (error: unknown): boolean =>
  error instanceof AppError &&
  Array.isArray(error.details) &&
  error.details.some((detail) => 'code' in detail && detail.code === 'current_password_wrong');

/**
 * The rule of a signed-in user's current-password check (change password, delete account): the
 * sign-in's allowance of failures per account, and its hashing bounded per account and address.
 */
export const currentPasswordRule = (
  config: Pick<AppConfig, 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT' | 'RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS'>,
  userId: number,
  ip: string,
) => ({
  key: `current-password:${userId}`,
  max: config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
  windowMs: config.RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS * 1000,
  lanes: [`ip:${ip}`, `user:${userId}`],
});

const consume = async (limiter: Limiter, request: FastifyRequest): Promise<void> => {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
};

/**
 * Forgotten and changed passwords and e-mail verification, for each audience under its auth
 * prefix. "Forgot" answers 202 in the same time whether or not the e-mail has an account: the
 * work happens, then the answer waits until PASSWORD_FORGOT_MIN_RESPONSE_MS has passed.
 */
export const accountsRoutes: FastifyPluginAsync<Options> = async (app, { accounts, config }) => {
  const seconds = (value: number) => value * 1000;
  const forgotPerAddress = createLimiter(app, 'password-forgot-address', {
    max: config.RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS,
    timeWindow: seconds(config.RATE_LIMIT_PASSWORD_FORGOT_WINDOW_SECONDS),
  });
  // Per e-mail too (whatever the address), so that nobody floods one mailbox with reset links.
  const forgotPerEmail = createLimiter(app, 'password-forgot-email', {
    max: config.RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS,
    timeWindow: seconds(config.RATE_LIMIT_PASSWORD_FORGOT_WINDOW_SECONDS),
    // A hash: no e-mail address is kept in the limiter's store (Redis).
    keyGenerator: (request) =>
      createHash('sha256')
        .update((request.body as { email: string }).email)
        .digest('hex'),
  });
  const resetPerAddress = createLimiter(app, 'password-reset-address', {
    max: config.RATE_LIMIT_LOGIN_PER_ADDRESS,
    timeWindow: seconds(config.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
  });
  const resendPerUser = createLimiter(app, 'verify-resend-user', {
    max: config.RATE_LIMIT_VERIFY_RESEND_PER_USER,
    timeWindow: seconds(config.RATE_LIMIT_VERIFY_RESEND_WINDOW_SECONDS),
    keyGenerator: (request) => String(request.user?.id ?? request.ip),
  });

  const register = (role: Role) => {
    const routes = accountRoutes[role];

    registerRoute(app, routes.forgotPassword, async (request) => {
      const started = performance.now();
      await consume(forgotPerAddress, request);
      await consume(forgotPerEmail, request);
      try {
        await accounts.forgotPassword(role, request.body.email);
      } finally {
        const left = config.PASSWORD_FORGOT_MIN_RESPONSE_MS - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
      return {};
    });

    registerRoute(app, routes.resetPassword, async (request, reply) => {
      await consume(resetPerAddress, request);
      await app.passwordAttempts.hashing.run([`ip:${request.ip}`], () => accounts.resetPassword(role, request.body));
      return noContent(reply);
    });

    registerRoute(app, routes.changePassword, async (request, reply) => {
      const user = currentUser(request);
      // The current password is checked like a sign-in's: attempts reserved first, hashing bounded.
      await app.passwordAttempts.guard(
        currentPasswordRule(config, user.id, request.ip),
        () => accounts.changePassword({ id: user.id, sessionId: user.sessionId }, request.body),
        isWrongCurrentPassword,
      );
      return noContent(reply);
    });

    registerRoute(app, routes.verifyEmail, async (request) => {
      await consume(resetPerAddress, request);
      return accounts.verifyEmail(role, request.body.token);
    });

    registerRoute(app, routes.resendVerification, async (request) => {
      await consume(resendPerUser, request);
      await accounts.resendVerification(currentUser(request).id);
      return {};
    });
  };

  for (const role of ['seeker', 'employer', 'editor'] as const) register(role);
};
