import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { usersRoutes } from './users.routes';

/** The signed-in user's own account: profile name, language, settings, deletion. */
export const usersModule = fp(
  async (app) => {
    await app.register(usersRoutes, {
      prefix: API_PREFIX,
      db: app.database.db,
      events: app.sessionEvents,
      config: app.appConfig,
    });
  },
  { name: 'users', dependencies: ['sessions'] },
);
