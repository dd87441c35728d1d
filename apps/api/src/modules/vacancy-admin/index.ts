import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { SAVED_SEARCH_MATCH_JOB } from '../lists/saved-search-alerts';
import { createRiskService } from '../risk';
import { editorVacanciesRoutes } from './editor.routes';
import { employerVacanciesRoutes } from './employer-vacancies.routes';
import type { VacancyAdminHooks } from './vacancy-admin.service';

/** Employers' vacancies (drafts, publishing, the dashboard) and the editors' moderation. */
export const vacancyAdminModule = fp(
  async (app) => {
    const db = app.database.db;
    const jobQueue = app.jobQueue;
    // A vacancy made public (any path of the editors' and employers' routes) is matched against the
    // saved searches off the request, by a job enqueued in the same transaction.
    // Every write judges the vacancy's risk again (issue 27): editors see risky ones first.
    const risk = createRiskService();
    const hooks: VacancyAdminHooks = {
      onPublished: (tx, vacancyId) =>
        jobQueue.enqueue(SAVED_SEARCH_MATCH_JOB, { vacancy_id: vacancyId }, { executor: tx }),
      onWritten: (tx, row) => risk.assessVacancy(tx, row),
    };
    await app.register(
      async (api) => {
        await api.register(employerVacanciesRoutes, { db, hooks });
        await api.register(editorVacanciesRoutes, { db, notify: app.notify, hooks });
      },
      { prefix: API_PREFIX },
    );
  },
  { name: 'vacancy-admin', dependencies: ['notify', 'saved-search-alerts'] },
);
