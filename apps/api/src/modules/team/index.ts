import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createNotesService } from './notes.service';
import { teamRoutesPlugin } from './team.routes';
import { createTeamService } from './team.service';

/** How many invitations a company may send in a day (each is an e-mail to a stranger). */
const TEAM_INVITES_PER_DAY = 50;

/** The company's team (members, invitations, roles) and its private notes on candidates. */
export const teamModule = fp(
  async (app) => {
    const team = createTeamService({
      db: app.database.db,
      outbox: app.outbox,
      events: app.sessionEvents,
      notify: app.notify,
      appOrigins: app.appConfig.APP_ORIGINS,
      invitesPerDay: TEAM_INVITES_PER_DAY,
    });
    const notes = createNotesService(app.database.db);
    await app.register(teamRoutesPlugin, { prefix: API_PREFIX, team, notes });
  },
  { name: 'team', dependencies: ['sessions', 'email', 'notify'] },
);
