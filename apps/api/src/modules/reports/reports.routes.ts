import { reportRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { createReportsService } from './reports.service';

/** Reporting (seekers, employers) and the editors' reports queue. */
export const reportsRoutes: FastifyPluginAsync<{ service: ReturnType<typeof createReportsService> }> = async (
  app,
  { service },
) => {
  registerRoute(app, reportRoutes.create, async (request) => {
    const user = currentUser(request);
    return service.create({ id: user.id, role: user.role, companyId: user.companyId }, request.body);
  });

  registerRoute(app, reportRoutes.list, async (request) => service.list(request.query));

  registerRoute(app, reportRoutes.resolve, async (request) =>
    service.resolve(currentUser(request).id, request.params.id, request.body),
  );

  registerRoute(app, reportRoutes.verifyCompany, async (request) =>
    service.verifyCompany(currentUser(request).id, request.params.id, request.body.verified),
  );
};
