import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { interviewsRoutes } from './interviews.routes';
import {
  createInterviewsService,
  FINISH_EVERY_MS,
  FINISH_JOB,
  REMIND_JOB,
  type InterviewsService,
} from './interviews.service';

/** Interview scheduling (issue 26, third round): proposals, confirmations, calendar invitations, reminders. */
export const interviewsModule = fp(
  async (app) => {
    const config = app.appConfig;
    const service = createInterviewsService({
      db: app.database.db,
      chat: app.chat,
      notify: app.notify,
      applications: app.applications,
      queue: app.jobQueue,
      mailFrom: config.EMAIL_FROM,
      domain: new URL(config.API_PUBLIC_URL).hostname || 'localhost',
      log: app.log,
    });
    app.jobs.define({
      [REMIND_JOB]: {
        run: async (payload, { log }) => {
          const told = await service.remind({
            interview_id: Number(payload['interview_id']),
            sequence: Number(payload['sequence']),
            hours: Number(payload['hours']),
          });
          if (told > 0) log.info({ told, interview: payload['interview_id'] }, 'interview reminder sent');
        },
      },
      [FINISH_JOB]: {
        everyMs: FINISH_EVERY_MS,
        run: async (_payload, { log }) => {
          const done = await service.finishPast();
          if (done > 0) log.info({ done }, 'interviews done');
        },
      },
    });
    app.decorate('interviews', service);
    await app.register(interviewsRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'interviews', dependencies: ['chat', 'notify', 'applications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    interviews: InterviewsService;
  }
}
