import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { employerRoutes } from './employer.routes';

/** An employer's company. */
export const employerModule = fp(
  async (app) => {
    await app.register(employerRoutes, { prefix: API_PREFIX, db: app.database.db });
  },
  { name: 'employer' },
);
