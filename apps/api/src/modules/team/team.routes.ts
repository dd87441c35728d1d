import { noteRoutes, teamRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { NotesService } from './notes.service';
import type { TeamService } from './team.service';

/** The company's team (owner-only changes) and its private notes on candidates. */
export const teamRoutesPlugin: FastifyPluginAsync<{ team: TeamService; notes: NotesService }> = async (
  app,
  { team, notes },
) => {
  registerRoute(app, teamRoutes.get, async (request) => team.get(currentUser(request)));

  registerRoute(app, teamRoutes.invite, async (request) => team.invite(currentUser(request), request.body));

  registerRoute(app, teamRoutes.cancelInvite, async (request) => {
    await team.cancelInvite(currentUser(request), request.params.id);
    return undefined;
  });

  registerRoute(app, teamRoutes.responsiveness, async (request) => team.responsiveness(currentUser(request)));

  registerRoute(app, teamRoutes.updateMember, async (request) =>
    team.updateMember(currentUser(request), request.params.user_id, request.body),
  );

  registerRoute(app, teamRoutes.removeMember, async (request) => {
    await team.removeMember(currentUser(request), request.params.user_id);
    return undefined;
  });

  registerRoute(app, noteRoutes.list, async (request) => notes.list(currentUser(request), request.params.id));

  registerRoute(app, noteRoutes.create, async (request) =>
    notes.create(currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, noteRoutes.update, async (request) =>
    notes.update(currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, noteRoutes.remove, async (request) => {
    await notes.remove(currentUser(request), request.params.id);
    return undefined;
  });
};
