import { accountDataRoutes, meRoute, updateMeRoute } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { SessionEvents } from '../auth/session-events';
import { createAccountService } from './account.service';
import { createUsersRepository } from './users.repository';

export const usersRoutes: FastifyPluginAsync<{ db: Database; events: SessionEvents }> = async (app, { db, events }) => {
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
    await account.deleteAccount(currentUser(request), request.body);
    return undefined;
  });
};
