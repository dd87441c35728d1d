import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { vacanciesRoutes } from './vacancies.routes';

/** A published vacancy's public page. */
export const vacanciesModule = fp(
  async (app) => {
    await app.register(vacanciesRoutes, { prefix: API_PREFIX, db: app.database.db, seekerListsOf: app.seekerListsOf });
  },
  { name: 'vacancies', dependencies: ['lists'] },
);
