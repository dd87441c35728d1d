import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

/** Reports of vacancies, companies, chat messages and résumés, and the editors' decisions (issue 27). */
export const reportsModule = fp(
  async (app) => {
    const service = createReportsService({
      db: app.database.db,
      notify: app.notify,
      log: app.log,
      autohide: app.appConfig.REPORTS_AUTOHIDE,
    });
    await app.register(reportsRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'reports', dependencies: ['notify'] },
);
