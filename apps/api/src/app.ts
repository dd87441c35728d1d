import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { createChannels } from './lib/channels';
import './lib/core';
import { startStatisticsKeeper } from './lib/embedded-statistics';
import { createJobRegistry } from './lib/job-registry';
import { resolveJwtSecret } from './lib/jwt-secret';
import { createLegacyJobsMover } from './lib/legacy-jobs';
import { createLifecycle } from './lib/lifecycle';
import { applicationsModule } from './modules/applications';
import { assistantModule } from './modules/assistant';
import { authModule, sessionsModule } from './modules/auth';
import { catalogModule } from './modules/catalog';
import { categoriesModule } from './modules/categories';
import { chatModule } from './modules/chat';
import { countriesModule } from './modules/countries';
import { emailModule } from './modules/email';
import type { Mailer } from './modules/email/mailer';
import { employerModule } from './modules/employer';
import { geoModule } from './modules/geo';
import { healthModule } from './modules/health';
import { imagesModule } from './modules/images';
import { listsModule, savedSearchAlertsModule } from './modules/lists';
import { liveModule } from './modules/live';
import { notificationsModule } from './modules/notifications';
import { notifyModule } from './modules/notify';
import { profileModule } from './modules/profile';
import { resumesModule } from './modules/resumes';
import { pushModule } from './modules/push';
import { recommendationsModule } from './modules/recommendations';
import { reportsModule } from './modules/reports';
import { riskModule } from './modules/risk';
import { interviewsModule } from './modules/interviews';
import { salariesModule } from './modules/salaries';
import { searchModule } from './modules/search';
import { seoModule } from './modules/seo';
import { servicesModule } from './modules/services';
import { teamModule } from './modules/team';
import { uploadsModule } from './modules/uploads';
import { usersModule } from './modules/users';
import { vacanciesModule } from './modules/vacancies';
import { vacancyAdminModule } from './modules/vacancy-admin';
import { createHttpServer } from './plugins/http';
import { registerMetrics } from './plugins/metrics';

export type BuildAppOptions = {
  config: AppConfig;
  /** Where e-mail goes (tests pass a recorder); otherwise SMTP per the config. */
  mailer?: Mailer;
  database: DatabaseHandle;
  /** A ready pino logger (main.ts, tests that read logs); otherwise one is made from the config. */
  logger?: FastifyBaseLogger;
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
};

/**
 * Builds the API without listening: main.ts listens, tests use `app.inject`. Routes may still be
 * added until the first inject or `ready()`.
 *
 * The grammar: app.ts gives every module the configuration, the database, the job queue and the
 * NOTIFY channels, then loads the modules in the order of their dependencies (an explicit list:
 * @fastify/autoload cannot load .ts files under the test runner). Each module is a Fastify plugin
 * in `modules/<name>/index.ts` that registers its routes and jobs and decorates the app with what
 * the modules after it use (fastify-plugin checks the `dependencies` each one names).
 */
export const buildApp = async ({
  config,
  database,
  logger,
  mailer,
  closeDatabase = true,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const { app, redis } = await createHttpServer({ config, logger });
  const jobs = createJobRegistry();
  const channels = createChannels();
  const statistics = await startStatisticsKeeper(database, app.log);
  const lifecycle = createLifecycle();
  app.decorate('appConfig', config);
  app.decorate('database', database);
  app.decorate('jobs', jobs);
  app.decorate('jobQueue', jobs.queue);
  app.decorate('channels', channels);
  app.decorate('jwtSecret', resolveJwtSecret(config));
  app.decorate('statistics', statistics);
  app.decorate('lifecycle', lifecycle);
  // However the close begins (a signal in main.ts, a test), readiness says so at once.
  app.addHook('preClose', (done) => {
    lifecycle.startDraining();
    done();
  });
  // Hooks run last-registered first: this one closes what every module used, after them.
  app.addHook('onClose', async () => {
    await channels.listener.close();
    await statistics.close();
    await redis?.quit().catch(() => redis.disconnect());
    if (closeDatabase) await database.close();
  });

  await app.register(sessionsModule);
  await app.register(emailModule, { mailer });
  await app.register(pushModule);
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(liveModule);
  await app.register(notificationsModule);
  await app.register(notifyModule);
  await app.register(assistantModule);
  await app.register(chatModule);
  await app.register(listsModule);
  await app.register(searchModule);
  await app.register(savedSearchAlertsModule);
  await app.register(applicationsModule);
  await app.register(teamModule);
  await app.register(profileModule);
  await app.register(resumesModule);
  await app.register(countriesModule);
  await app.register(recommendationsModule);
  await app.register(servicesModule);
  await app.register(uploadsModule);
  await app.register(imagesModule);
  await app.register(employerModule);
  await app.register(salariesModule);
  await app.register(geoModule);
  await app.register(vacanciesModule);
  await app.register(vacancyAdminModule);
  await app.register(reportsModule);
  await app.register(riskModule);
  await app.register(interviewsModule);
  await app.register(categoriesModule);
  await app.register(catalogModule);
  await app.register(seoModule);
  await app.register(healthModule);

  // Every module has named its channels and defined its jobs: one LISTEN connection (PostgreSQL)
  // keeps every instance's in-memory state in step, and the durable queue (pg-boss) runs the jobs:
  // due ones are claimed by whichever instance polls first.
  await channels.start(database, app.log);
  const queue = jobs.create({
    database,
    log: app.log,
    pollIntervalMs: config.JOBS_POLL_INTERVAL_MS,
    maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_INTERVAL_SECONDS,
  });
  await queue.start();
  // Jobs an instance of the previous release left in its `jobs` table (a rolling upgrade): into
  // pg-boss now and, on instances that poll, at the maintenance interval.
  const legacyJobs = createLegacyJobsMover({ db: database.db, queue, definitions: jobs.definitions, log: app.log });
  const moveLegacyJobs = () =>
    legacyJobs
      .move()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not move the previous release’s jobs'));
  await moveLegacyJobs();
  const legacyJobsTimer =
    config.JOBS_POLL_INTERVAL_MS > 0
      ? setInterval(() => void moveLegacyJobs(), config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000)
      : undefined;
  legacyJobsTimer?.unref();
  // Registered last, so it runs first: no job is in hand while the modules close.
  app.addHook('onClose', async () => {
    clearInterval(legacyJobsTimer);
    await queue.stop();
  });
  registerMetrics(app, {
    database,
    queueCounts: queue.counts,
    openStreams: app.live.openStreams,
    token: config.METRICS_TOKEN,
  });
  return app;
};
