import { resumeRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { ResumesService } from './resumes.service';

/** The résumé database's routes: the employer's search, résumé and invitation; the seeker's invitations and views. */
export const resumesRoutes: FastifyPluginAsync<{ service: ResumesService }> = async (app, { service }) => {
  registerRoute(app, resumeRoutes.search, async (request) => service.search(currentUser(request), request.query));

  registerRoute(app, resumeRoutes.get, async (request) => service.open(currentUser(request), request.params.seeker_id));

  registerRoute(app, resumeRoutes.invite, async (request) =>
    service.invite(currentUser(request), request.params.seeker_id, request.body),
  );

  registerRoute(app, resumeRoutes.employerInvitations, async (request) =>
    service.companyInvitations(currentUser(request), request.query),
  );

  registerRoute(app, resumeRoutes.invitations, async (request) => ({
    items: await service.invitations(currentUser(request), request.query.status),
  }));

  registerRoute(app, resumeRoutes.accept, async (request) => service.accept(currentUser(request), request.params.id));

  registerRoute(app, resumeRoutes.decline, async (request) =>
    service.decline(currentUser(request), request.params.id, request.body?.reason_code ?? null),
  );

  registerRoute(app, resumeRoutes.views, async (request) => service.repo.views(currentUser(request).id));

  registerRoute(app, resumeRoutes.companies, async (request) => ({
    items: await service.repo.companiesNamed(request.query.q),
  }));
};
