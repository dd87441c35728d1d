import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { recommendationsRoutesPlugin } from './recommendations.routes';

/** Vacancies recommended to a seeker from their profile and history. */
export const recommendationsModule = fp(
  async (app) => {
    await app.register(recommendationsRoutesPlugin, { prefix: API_PREFIX, db: app.database.db });
  },
  { name: 'recommendations' },
);
