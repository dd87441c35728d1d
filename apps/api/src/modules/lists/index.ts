import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import type { SeekerLists } from '../vacancies/seeker-lists';
import { createListsRepository } from './lists.repository';
import { listsRoutes, seekerListsReader } from './lists.routes';
import { createSavedSearchAlerts, SAVED_SEARCH_DAILY_JOB, SAVED_SEARCH_MATCH_JOB } from './saved-search-alerts';

/** How often due daily saved-search alerts are looked for (each goes out once a day at most). */
const DAILY_ALERTS_CHECK_EVERY_MS = 15 * 60_000;

/** A seeker's saved searches, favourites and hidden vacancies and companies. */
export const listsModule = fp(
  async (app) => {
    const lists = createListsRepository(app.database.db);
    app.decorate('seekerListsOf', seekerListsReader(lists));
    await app.register(listsRoutes, { prefix: API_PREFIX, lists });
  },
  { name: 'lists' },
);

/**
 * The saved searches' alerts: a vacancy made public is matched off the request (a job), and the
 * daily ones go out on a schedule; each alert is in-app, e-mail (per the `alerts` setting) and push.
 */
export const savedSearchAlertsModule = fp(
  async (app) => {
    const alerts = createSavedSearchAlerts({
      db: app.database.db,
      search: app.searchService,
      notify: app.notify,
    });
    app.jobs.define({
      [SAVED_SEARCH_MATCH_JOB]: {
        run: async (payload, { log }) => {
          const matched = await alerts.matchPublished(Number(payload['vacancy_id']));
          if (matched > 0) log.info({ matched, vacancyId: payload['vacancy_id'] }, 'saved searches matched');
        },
      },
      [SAVED_SEARCH_DAILY_JOB]: {
        everyMs: DAILY_ALERTS_CHECK_EVERY_MS,
        run: async () => {
          await alerts.sendDaily();
        },
      },
    });
    app.decorate('savedSearchAlerts', alerts);
  },
  { name: 'saved-search-alerts', dependencies: ['lists', 'search', 'email', 'push', 'notifications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** A signed-in seeker's lists for a public route; undefined for anybody else. */
    seekerListsOf: (request: FastifyRequest) => Promise<SeekerLists | undefined>;
    /** Saved-search alerts (tests send the daily ones at a chosen time). */
    savedSearchAlerts: ReturnType<typeof createSavedSearchAlerts>;
  }
}
