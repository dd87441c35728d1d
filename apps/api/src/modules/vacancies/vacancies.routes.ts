import { RUB_PER_CURRENCY, vacancyRoutes, type SalaryPosition, type Vacancy } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/register-route';
import { createApplicationsRepository } from '../applications/applications.repository';
import type { SeekerLists } from './seeker-lists';
import { createVacanciesRepository } from './vacancies.repository';
import { viewerOf, type ViewCounter } from './view-counter';

/** A vacancy's monthly salary in roubles as the salary statistics count it (the middle of its range). */
const monthlyRub = (vacancy: Pick<Vacancy, 'salary_from' | 'salary_to' | 'currency'>): number | null => {
  const from = vacancy.salary_from ?? vacancy.salary_to;
  const to = vacancy.salary_to ?? vacancy.salary_from;
  if (from === null || to === null) return null;
  return Math.round(((from + to) / 2) * RUB_PER_CURRENCY[vacancy.currency]);
};

export const vacanciesRoutes: FastifyPluginAsync<{
  db: Database;
  /** A signed-in seeker's lists: the page says whether the vacancy is a favourite. */
  seekerListsOf?: (request: FastifyRequest) => Promise<SeekerLists | undefined>;
  /** Counts the page's views (batched: view-counter.ts). */
  views?: ViewCounter;
  /** Where a salary sits among its category's in its city (the salaries module). */
  salaryPositionOf?: (vacancy: {
    category: { id: number } | null;
    city: string;
    country: string;
    salaryRub: number | null;
  }) => Promise<SalaryPosition | null>;
}> = async (app, { db, seekerListsOf, views, salaryPositionOf }) => {
  const repo = createVacanciesRepository(db);
  const responsiveness = createApplicationsRepository(db).responsiveness;

  registerRoute(app, vacancyRoutes.get, async (request) => {
    const vacancy = await repo.findPublished(request.params.id);
    if (!vacancy) {
      // A vacancy held by reports says so: its page tells the seeker it is under review.
      if (await repo.isHeldByReports(request.params.id)) {
        throw new AppError('NOT_FOUND', 'The vacancy is under review', { under_review: true });
      }
      throw new AppError('NOT_FOUND', 'Vacancy not found');
    }
    const lists = await seekerListsOf?.(request);
    views?.record(vacancy.id, viewerOf(request));
    // The vacancy's own page tells how fast its company answers applications.
    return {
      ...vacancy,
      company: { ...vacancy.company, responsiveness: await responsiveness(vacancy.company.id) },
      ...(salaryPositionOf
        ? { salary_position: await salaryPositionOf({ ...vacancy, salaryRub: monthlyRub(vacancy) }) }
        : {}),
      ...(lists ? { is_favorite: lists.favorites.has(vacancy.id) } : {}),
    };
  });
};
