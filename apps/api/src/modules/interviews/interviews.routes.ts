import { interviewRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { InterviewsService } from './interviews.service';

/** Interviews: the company proposes, the seeker confirms, either side proposes again or cancels. */
export const interviewsRoutes: FastifyPluginAsync<{ service: InterviewsService }> = async (app, { service }) => {
  registerRoute(app, interviewRoutes.propose, async (request) =>
    service.propose(currentUser(request), request.params.id, request.body),
  );
  registerRoute(app, interviewRoutes.seekerList, async (request) => service.list(currentUser(request), request.query));
  registerRoute(app, interviewRoutes.employerList, async (request) =>
    service.list(currentUser(request), request.query),
  );
  registerRoute(app, interviewRoutes.confirm, async (request) =>
    service.confirm(currentUser(request), request.params.id, request.body),
  );
  registerRoute(app, interviewRoutes.counter, async (request) =>
    service.counter(currentUser(request), request.params.id, request.body),
  );
  registerRoute(app, interviewRoutes.cancel, async (request) =>
    service.cancel(currentUser(request), request.params.id, request.body),
  );
};
