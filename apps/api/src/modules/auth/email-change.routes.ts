import { createHash } from 'node:crypto';
import { accountRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError, rateLimited } from '../../lib/app-error';
import { createLimiter, type Limiter } from '../../lib/rate-limit-store';
import { currentUser, registerRoute } from '../../lib/register-route';
import { WRONG_CURRENT_PASSWORD, type EmailChangeService } from './email-change.service';

type Options = { emailChange: EmailChangeService; config: AppConfig };

/**
 * Changing the e-mail address (seekers and employers in their settings; editors by the API). The current password is checked here as
 * at sign-in: the same allowances per client address, and wrong passwords counted per account
 * and address (a stolen session cannot guess the password faster than a sign-in form could).
 */
export const emailChangeRoutes: FastifyPluginAsync<Options> = async (app, { emailChange, config }) => {
  const seconds = (value: number) => value * 1000;
  const perAddress = createLimiter(app, 'email-change-address', {
    max: config.RATE_LIMIT_LOGIN_PER_ADDRESS,
    timeWindow: seconds(config.RATE_LIMIT_LOGIN_WINDOW_SECONDS),
  });
  const failures: Limiter = createLimiter(app, 'email-change-failures', {
    max: config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
    timeWindow: seconds(config.RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS),
    keyGenerator: (request: FastifyRequest) =>
      createHash('sha256')
        .update(`${request.user?.id ?? ''}\n${request.ip}`)
        .digest('base64url'),
  });

  for (const role of ['seeker', 'employer', 'editor'] as const) {
    registerRoute(app, accountRoutes[role].changeEmail, async (request) => {
      const counted = await perAddress(request);
      if (!counted.isAllowed && counted.isExceeded) throw rateLimited(counted.ttlInSeconds);
      const failed = await failures(request, { increment: false });
      if (!failed.isAllowed && failed.remaining <= 0) throw rateLimited(failed.ttlInSeconds);
      const user = currentUser(request);
      try {
        await emailChange.requestChange({ id: user.id, role }, request.body);
      } catch (error) {
        const wrongPassword =
          error instanceof AppError &&
          Array.isArray(error.details) &&
          error.details.some((detail) => detail.code === WRONG_CURRENT_PASSWORD);
        if (wrongPassword) await failures(request);
        throw error;
      }
      return {};
    });
  }
};
