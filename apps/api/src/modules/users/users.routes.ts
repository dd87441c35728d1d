import { meRoute } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { createUsersRepository } from './users.repository';

export const usersRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const users = createUsersRepository(db);

  registerRoute(app, meRoute, async (request) => {
    const user = await users.findById(currentUser(request).id);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return user;
  });
};
