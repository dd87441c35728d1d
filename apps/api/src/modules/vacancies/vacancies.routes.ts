import { vacancyRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/register-route';
import { createApplicationsRepository } from '../applications/applications.repository';
import { createVacanciesRepository } from './vacancies.repository';

export const vacanciesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createVacanciesRepository(db);
  const responsiveness = createApplicationsRepository(db).responsiveness;

  registerRoute(app, vacancyRoutes.get, async (request) => {
    const vacancy = await repo.findPublished(request.params.id);
    if (!vacancy) throw new AppError('NOT_FOUND', 'Vacancy not found');
    // The vacancy's own page tells how fast its company answers applications.
    return { ...vacancy, company: { ...vacancy.company, responsiveness: await responsiveness(vacancy.company.id) } };
  });
};
