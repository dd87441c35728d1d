import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createGeoRepository } from './geo.repository';
import { geoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';

/**
 * Places (issue 28): address suggestions from the data the project ships (cities, metro
 * stations) and the addresses in use; the search's radius queries live in geo.repository.ts.
 */
export const geoModule = fp(
  async (app) => {
    const geo = createGeoService(createGeoRepository(app.database.db));
    await app.register(geoRoutes, { prefix: API_PREFIX, geo });
  },
  { name: 'geo' },
);
