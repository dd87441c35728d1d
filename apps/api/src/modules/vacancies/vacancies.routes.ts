import { vacancyRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/register-route';
import { createApplicationsRepository } from '../applications/applications.repository';
import type { SeekerLists } from './seeker-lists';
import { createVacanciesRepository } from './vacancies.repository';
import { viewerOf, type ViewCounter } from './view-counter';

export const vacanciesRoutes: FastifyPluginAsync<{
  db: Database;
  /** A signed-in seeker's lists: the page says whether the vacancy is a favourite. */
  seekerListsOf?: (request: FastifyRequest) => Promise<SeekerLists | undefined>;
  /** Counts the page's views (batched: view-counter.ts). */
  views?: ViewCounter;
}> = async (app, { db, seekerListsOf, views }) => {
  const repo = createVacanciesRepository(db);
  const responsiveness = createApplicationsRepository(db).responsiveness;

  registerRoute(app, vacancyRoutes.get, async (request) => {
    const vacancy = await repo.findPublished(request.params.id);
    if (!vacancy) throw new AppError('NOT_FOUND', 'Vacancy not found');
    const lists = await seekerListsOf?.(request);
    views?.record(vacancy.id, viewerOf(request));
    // The vacancy's own page tells how fast its company answers applications.
    return {
      ...vacancy,
      company: { ...vacancy.company, responsiveness: await responsiveness(vacancy.company.id) },
      ...(lists ? { is_favorite: lists.favorites.has(vacancy.id) } : {}),
    };
  });
};
