import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { resumesRoutes } from './resumes.routes';
import { createResumesService } from './resumes.service';

/** The résumé database: employers find, open and invite seekers; seekers answer and see who viewed them. */
export const resumesModule = fp(
  async (app) => {
    const service = createResumesService({
      db: app.database.db,
      notify: app.notify,
      applications: app.applications,
      invitationsPerDay: app.appConfig.INVITATIONS_PER_COMPANY_PER_DAY,
      log: app.log,
    });
    await app.register(resumesRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'resumes', dependencies: ['notify', 'applications'] },
);
