import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';
import {
  createReplyPromise,
  REPLY_DIGEST_EVERY_MS,
  REPLY_DIGEST_JOB,
  REPLY_OVERDUE_EVERY_MS,
  REPLY_OVERDUE_JOB,
} from './reply-promise';

/** Rejects one application screened out by a knock-out question, after the delay. */
export const SCREENING_REJECT_JOB = 'applications.screening-reject';

/** How often the recurring expiry job runs (a pg-boss schedule). */
const EXPIRE_CHECK_EVERY_MS = 15 * 60_000;

/** Applications to vacancies: the seekers' and the employers' pipelines, and their expiry. */
export const applicationsModule = fp(
  async (app) => {
    const config = app.appConfig;
    const applications = createApplicationsService({
      db: app.database.db,
      chat: app.chat,
      log: app.log,
      onStatusChange: app.notify.applicationStatus,
      provider: app.assistantProvider,
      screeningRejectDelayMinutes: config.SCREENING_REJECT_DELAY_MINUTES,
      scheduleScreeningReject: (tx, applicationId, runAt) =>
        app.jobQueue.enqueue(
          SCREENING_REJECT_JOB,
          { application_id: applicationId },
          { executor: tx, runAt, key: String(applicationId) },
        ),
    });
    const replyPromise = createReplyPromise({ db: app.database.db, repo: applications.repo, notify: app.notify });
    app.jobs.define({
      'applications.expire': {
        everyMs: EXPIRE_CHECK_EVERY_MS,
        run: async (_payload, { log }) => {
          const expired = await applications.expireIdle(config.APPLICATION_EXPIRE_DAYS);
          if (expired > 0) log.info({ expired }, 'applications expired');
        },
      },
      [REPLY_OVERDUE_JOB]: {
        everyMs: REPLY_OVERDUE_EVERY_MS,
        run: async (_payload, { log }) => {
          const told = await replyPromise.notifyOverdue();
          if (told > 0) log.info({ told }, 'seekers told of unanswered applications');
        },
      },
      // One per screened-out application, due SCREENING_REJECT_DELAY_MINUTES after it was sent.
      [SCREENING_REJECT_JOB]: {
        run: async (payload, { log }) => {
          const id = Number(payload['application_id']);
          if (!Number.isInteger(id)) return;
          if (await applications.rejectScreenedOut(id))
            log.info({ application: id }, 'screened-out application rejected');
        },
      },
      [REPLY_DIGEST_JOB]: {
        everyMs: REPLY_DIGEST_EVERY_MS,
        run: async (_payload, { log }) => {
          const companies = await replyPromise.sendDueDigest();
          if (companies > 0) log.info({ companies }, 'reply digests sent');
        },
      },
    });
    app.decorate('applications', applications);
    await app.register(applicationsRoutes, { prefix: API_PREFIX, applications });
  },
  { name: 'applications', dependencies: ['chat', 'notify', 'assistant'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    applications: ReturnType<typeof createApplicationsService>;
  }
}
