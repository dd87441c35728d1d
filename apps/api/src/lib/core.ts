import type { DatabaseHandle } from '@jobs/server-db';
import type { AppConfig } from '../config';
import type { Channels } from './channels';
import type { StatisticsKeeper } from './embedded-statistics';
import type { JobRegistry } from './job-registry';
import type { JobQueue } from './jobs';
import type { Lifecycle } from './lifecycle';

/** Where every route of the API lives. */
export const API_PREFIX = '/api';

// What app.ts gives every module before it loads them: configuration, the database, the job queue,
// the NOTIFY channels and the process's lifecycle.
declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
    database: DatabaseHandle;
    /** Modules define their jobs here while they load (lib/job-registry.ts). */
    jobs: JobRegistry;
    /** The durable job queue (tests run due jobs with it). */
    jobQueue: JobQueue;
    /** Modules name the NOTIFY channels they listen to here while they load (lib/channels.ts). */
    channels: Channels;
    /** Signs access tokens and unsubscribe links. */
    jwtSecret: Uint8Array;
    /** The embedded database's statistics (writes noted by the busiest tables). */
    statistics: StatisticsKeeper;
    /** Readiness: main.ts starts draining on SIGTERM/SIGINT before it closes the server. */
    lifecycle: Lifecycle;
  }
}
