import { employerVacancyRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { loadDashboard } from './dashboard.repository';
import { createVacancyAdminService, type Actor, type VacancyAdminHooks } from './vacancy-admin.service';

/** The employer's vacancies: only its own company's (another company's answer 404). */
export const employerVacanciesRoutes: FastifyPluginAsync<{ db: Database; hooks?: VacancyAdminHooks }> = async (
  app,
  { db, hooks },
) => {
  const service = createVacancyAdminService(db, hooks);

  const actorOf = (request: Parameters<typeof currentUser>[0]): Actor & { companyId: number } => {
    const user = currentUser(request);
    if (user.companyId === null) throw new AppError('FORBIDDEN', 'This account has no company');
    return { id: user.id, role: 'employer', companyId: user.companyId };
  };

  registerRoute(app, employerVacancyRoutes.dashboard, async (request) =>
    loadDashboard(db, service.repo, actorOf(request).companyId),
  );

  registerRoute(app, employerVacancyRoutes.list, async (request) => ({
    items: await service.repo.listForCompany(actorOf(request).companyId, request.query),
  }));

  registerRoute(app, employerVacancyRoutes.create, async (request) =>
    service.createForEmployer(actorOf(request), request.body),
  );

  registerRoute(app, employerVacancyRoutes.get, async (request) => service.get(actorOf(request), request.params.id));

  registerRoute(app, employerVacancyRoutes.update, async (request) =>
    service.update(actorOf(request), request.params.id, request.body),
  );

  registerRoute(app, employerVacancyRoutes.duplicate, async (request) =>
    service.duplicate(actorOf(request), request.params.id),
  );

  registerRoute(app, employerVacancyRoutes.archive, async (request) =>
    service.archive(actorOf(request), request.params.id),
  );
};
