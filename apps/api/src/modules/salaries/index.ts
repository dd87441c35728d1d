import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { salariesRoutes } from './salaries.routes';
import { createSalariesService, type SalariesService } from './salaries.service';

/** How often the salary statistics catch up with the vacancies that changed (a recurring job). */
export const SALARIES_REFRESH_EVERY_MS = 60_000;
export const SALARIES_REFRESH_JOB = 'salaries.refresh';

/**
 * Salaries people can compare (issue 28): quantiles and a histogram per category × city ×
 * experience, kept in `salary_stats` by a recurring durable job from the salary counts the
 * vacancy triggers' deltas keep (migrations 0030, 0038); `GET /salaries` and a vacancy's
 * salary_position read that table.
 */
export const salariesModule = fp(
  async (app) => {
    const salaries = createSalariesService(app.database.db, app.log);
    app.jobs.define({
      [SALARIES_REFRESH_JOB]: {
        everyMs: SALARIES_REFRESH_EVERY_MS,
        run: async () => {
          await salaries.refresh();
        },
      },
    });
    app.decorate('salaries', salaries);
    await app.register(salariesRoutes, {
      prefix: API_PREFIX,
      salaries,
      siteOrigin: app.appConfig.APP_ORIGINS[0] ?? 'http://localhost:4200',
    });
  },
  { name: 'salaries' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Salary statistics (the vacancy page's salary_position; tests refresh them at once). */
    salaries: SalariesService;
  }
}
