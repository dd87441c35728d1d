import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { countriesRoutes } from './countries.routes';

/** Countries and their search (a static list). */
export const countriesModule = fp(
  async (app) => {
    await app.register(countriesRoutes, { prefix: API_PREFIX });
  },
  { name: 'countries' },
);
