import { geoSuggestRoute } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../lib/register-route';
import type { GeoService } from './geo.service';

/** `GET /geo/suggest`: from the shipped data and the addresses in use; no outside service. */
export const geoRoutes: FastifyPluginAsync<{ geo: GeoService }> = async (app, { geo }) => {
  registerRoute(app, geoSuggestRoute, async (request) => ({
    items: await geo.suggest(request.query.q, request.query.city),
  }));
};
