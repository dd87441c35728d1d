import { healthLiveRoute, healthReadyRoute, healthRoute } from '@jobs/contracts';
import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Lifecycle } from '../../lib/lifecycle';
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

/**
 * `/health` (the contract's, kept as it was: 200 once the database answers), `/health/live` (the
 * process is up: for a process manager's restart decision, never the database's fault) and
 * `/health/ready` (for a load balancer: 503 while draining or while the database is unreachable).
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Pick<DatabaseHandle, 'ping'>;
  lifecycle: Lifecycle;
}> = async (app, { database, lifecycle }) => {
  const pingDatabase = async (log: FastifyBaseLogger): Promise<void> => {
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
    } catch (error) {
      log.warn({ err: error }, 'database ping failed');
      throw unavailable('Database unavailable');
    }
  };

  registerRoute(app, healthRoute, async (request) => {
    await pingDatabase(request.log);
    return { status: 'ok' as const };
  });

  registerRoute(app, healthLiveRoute, async () => ({ status: 'ok' as const }));

  registerRoute(app, healthReadyRoute, async (request) => {
    if (lifecycle.draining) throw unavailable('Draining: this instance is shutting down');
    await pingDatabase(request.log);
    return { status: 'ok' as const };
  });
};
