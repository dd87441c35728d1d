import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { emailJobs } from './email-jobs';
import { emailRoutes } from './email.routes';
import { createEmailService, type EmailService } from './email.service';
import { createMailer, type Mailer } from './mailer';
import { createOutbox, type Outbox } from './outbox';
import { createUnsubscribeTokens } from './unsubscribe-token';

/** How often the unread-message e-mail scan and the daily digest run. */
const UNREAD_SCAN_EVERY_MS = 60_000;
const DIGEST_EVERY_MS = 15 * 60_000;

/** E-mail: the outbox (rows written in the callers' transactions), its jobs, the unsubscribe routes. */
export const emailModule = fp<{ mailer?: Mailer }>(
  async (app, { mailer: givenMailer }) => {
    const config = app.appConfig;
    const outbox = createOutbox({ queue: app.jobQueue, appOrigins: config.APP_ORIGINS });
    const mailer = givenMailer ?? createMailer(config.SMTP_URL, app.log);
    const email = createEmailService({
      db: app.database.db,
      outbox,
      mailer,
      tokens: createUnsubscribeTokens(app.jwtSecret),
      log: app.log,
      from: config.EMAIL_FROM,
      apiPublicUrl: config.API_PUBLIC_URL,
      unreadDelayMs: config.EMAIL_UNREAD_DELAY_MINUTES * 60_000,
    });
    app.jobs.define(emailJobs(() => email, { unreadEveryMs: UNREAD_SCAN_EVERY_MS, digestEveryMs: DIGEST_EVERY_MS }));
    app.decorate('outbox', outbox);
    app.decorate('email', email);
    await app.register(emailRoutes, { prefix: API_PREFIX, email });
    app.addHook('onClose', (_instance, done) => {
      mailer.close();
      done();
    });
  },
  { name: 'email' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** `enqueueEmail(tx, …)`: e-mail written in the caller's transaction (outbox.ts). */
    outbox: Outbox;
    email: EmailService;
  }
}
