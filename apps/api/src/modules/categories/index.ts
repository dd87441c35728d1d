import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { categoriesRoutes } from './categories.routes';

/** The vacancy categories. */
export const categoriesModule = fp(
  async (app) => {
    await app.register(categoriesRoutes, { prefix: API_PREFIX, db: app.database.db });
  },
  { name: 'categories' },
);
