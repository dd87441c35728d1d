import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { healthRoutes } from './health.routes';

/** Liveness and readiness probes. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: API_PREFIX, database: app.database, lifecycle: app.lifecycle });
  },
  { name: 'health' },
);
