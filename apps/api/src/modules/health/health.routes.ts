import { healthRoute } from '@jobs/contracts';
import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../lib/register-route';
import { unavailable } from '../../plugins/error-handler';

const PING_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

export const healthRoutes: FastifyPluginAsync<{ database: Pick<DatabaseHandle, 'ping'> }> = async (
  app,
  { database },
) => {
  registerRoute(app, healthRoute, async (request) => {
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      throw unavailable('Database unavailable');
    }
    return { status: 'ok' as const };
  });
};
