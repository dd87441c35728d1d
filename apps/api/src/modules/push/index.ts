import fp from 'fastify-plugin';
import { createOneSignalSender, createPush, pushJobs, type Push } from './push';

/** Push notifications through OneSignal when configured (its app id and REST API key); otherwise none. */
export const pushModule = fp(
  async (app) => {
    const config = app.appConfig;
    const sender =
      config.ONESIGNAL_APP_ID && config.ONESIGNAL_API_KEY
        ? createOneSignalSender(
            {
              appId: config.ONESIGNAL_APP_ID,
              apiKey: config.ONESIGNAL_API_KEY,
              apiUrl: config.ONESIGNAL_API_URL,
              timeoutMs: config.ONESIGNAL_TIMEOUT_MS,
            },
            app.log,
          )
        : undefined;
    app.jobs.define(pushJobs(sender));
    app.decorate(
      'push',
      createPush({ queue: app.jobQueue, enabled: sender !== undefined, appOrigins: config.APP_ORIGINS }),
    );
  },
  { name: 'push' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Push notifications (OneSignal), when configured. */
    push: Push;
  }
}
