import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { vacanciesRoutes } from './vacancies.routes';
import { createViewCounter, type ViewCounter } from './view-counter';

/** A published vacancy's public page, and its view counts (written in batches). */
export const vacanciesModule = fp(
  async (app) => {
    const views = createViewCounter(app.database.db, { log: app.log });
    app.decorate('vacancyViews', views);
    await app.register(vacanciesRoutes, {
      prefix: API_PREFIX,
      db: app.database.db,
      seekerListsOf: app.seekerListsOf,
      views,
      salaryPositionOf: app.salaries.positionOf,
    });
    app.addHook('onClose', async () => {
      await views.close();
    });
  },
  { name: 'vacancies', dependencies: ['lists', 'salaries'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Vacancy page views, written in batches (tests flush them). */
    vacancyViews: ViewCounter;
  }
}
