import { vacancyRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/register-route';
import { createVacanciesRepository } from './vacancies.repository';

export const vacanciesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createVacanciesRepository(db);

  registerRoute(app, vacancyRoutes.get, async (request) => {
    const vacancy = await repo.findPublished(request.params.id);
    if (!vacancy) throw new AppError('NOT_FOUND', 'Vacancy not found');
    return vacancy;
  });
};
