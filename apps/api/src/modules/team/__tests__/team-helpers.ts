import type { DatabaseHandle } from '@jobs/server-db';
import { emailOutbox } from '@jobs/server-db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, PASSWORD, uniqueEmail } from '../../../__tests__/support/auth-helpers';
import { ok, type Employer } from '../../../__tests__/support/chat-helpers';

/** The team and notes routes as a caller uses them. */
export const teamApi = (app: FastifyInstance) => {
  const as = (who: { token: string } | null, method: string, url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: who ? bearer(who.token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    team: (who: { token: string } | null) => as(who, 'GET', '/employer/team'),
    invite: (who: { token: string } | null, email: string, role = 'recruiter') =>
      as(who, 'POST', '/employer/team/invites', { email, role }),
    cancelInvite: (who: { token: string } | null, id: number) => as(who, 'DELETE', `/employer/team/invites/${id}`),
    setRole: (who: { token: string } | null, userId: number, role: string) =>
      as(who, 'PATCH', `/employer/team/${userId}`, { role }),
    remove: (who: { token: string } | null, userId: number) => as(who, 'DELETE', `/employer/team/${userId}`),
    responsiveness: (who: { token: string } | null) => as(who, 'GET', '/employer/team/responsiveness'),
    accept: (token: string, name = 'Rita Recruiter', password = PASSWORD) =>
      as(null, 'POST', '/employer/auth/accept-invite', { token, name, password }),
    notes: (who: { token: string } | null, applicationId: number) =>
      as(who, 'GET', `/employer/applications/${applicationId}/notes`),
    addNote: (who: { token: string } | null, applicationId: number, body: string) =>
      as(who, 'POST', `/employer/applications/${applicationId}/notes`, { body }),
    editNote: (who: { token: string } | null, id: number, body: string) =>
      as(who, 'PATCH', `/employer/notes/${id}`, { body }),
    deleteNote: (who: { token: string } | null, id: number) => as(who, 'DELETE', `/employer/notes/${id}`),
  };
};

/** The token in the newest invitation e-mail to `email` (read from the outbox, as a mailbox would). */
export const inviteTokenFor = async (database: DatabaseHandle, email: string): Promise<string> => {
  const [row] = await database.db
    .select({ data: emailOutbox.data, template: emailOutbox.template })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const url = row?.template === 'team_invite' ? String(row.data['url'] ?? '') : '';
  const token = new URL(url || 'http://x/').searchParams.get('token');
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
};

/** A recruiter of the owner's company, invited by e-mail and joined through the link. */
export const recruiterOf = async (
  app: FastifyInstance,
  database: DatabaseHandle,
  owner: Employer,
  name = 'Rita Recruiter',
): Promise<Employer & { response: LightMyRequestResponse }> => {
  const email = uniqueEmail('recruiter');
  ok(await teamApi(app).invite(owner, email), 201);
  const response = await teamApi(app).accept(await inviteTokenFor(database, email), name);
  const body = ok<{ token: string; user: { id: number; email: string; role: 'employer' } }>(response);
  const refresh = response.cookies.find((cookie) => cookie.name === 'employer_refresh_token')?.value ?? '';
  return { token: body.token, refresh, user: body.user, companyId: owner.companyId, email, response };
};
