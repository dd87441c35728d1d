import { countriesRoute } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../lib/register-route';
import { searchCountries } from './countries.search';

/** `GET /countries`: the citizenship field's list, searched by every accepted name. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, countriesRoute, async (request, reply) => {
    // Static data: a day in shared caches is fine.
    reply.header('cache-control', 'public, max-age=86400');
    return searchCountries(request.query);
  });
};
