import { accountDataRoutes, meRoute, updateMeRoute } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { currentPasswordRule, isWrongCurrentPassword } from '../auth/accounts.routes';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { SessionEvents } from '../auth/session-events';
import { createAccountService } from './account.service';
import { createUsersRepository } from './users.repository';

const PASSWORD_FAILURE_DEFAULTS = {
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: 5,
  RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS: 15 * 60,
};

export const usersRoutes: FastifyPluginAsync<{
  db: Database;
  events: SessionEvents;
  /** The failed-password allowance (the sign-in's); its defaults when not given. */
  config?: Pick<AppConfig, 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT' | 'RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS'>;
}> = async (app, { db, events, config = PASSWORD_FAILURE_DEFAULTS }) => {
  const users = createUsersRepository(db);
  const account = createAccountService({ db, events });

  registerRoute(app, meRoute, async (request) => {
    const user = await users.findById(currentUser(request).id);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return user;
  });

  registerRoute(app, updateMeRoute, async (request) => {
    const user = await users.setLocale(currentUser(request).id, request.body.locale);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return user;
  });

  registerRoute(app, accountDataRoutes.export, async (request, reply) => {
    const data = await account.exportData(currentUser(request));
    reply.header('content-disposition', `attachment; filename="jobs-account-${data.user.id}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  registerRoute(app, accountDataRoutes.remove, async (request) => {
    const caller = currentUser(request);
    await app.passwordAttempts.guard(
      currentPasswordRule(config, caller.id, request.ip),
      () => account.deleteAccount(caller, request.body),
      isWrongCurrentPassword,
    );
    return undefined;
  });
};
