import { z } from 'zod';
import { authResponseSchema, nameSchema, passwordSchema, emailSchema } from './auth';
import { idParamsSchema, idSchema, isoDateSchema } from './common';
import { noContentSchema } from './lists';
import { defineRoute } from './route';

/**
 * The company's team and its private notes on candidates (third round, issue 25). A company has
 * one owner and any number of recruiters; the owner invites by e-mail (a single-use link valid
 * {@link TEAM_INVITE_TTL_DAYS} days), changes roles (making another member the owner hands the
 * company over) and removes members (their sessions end at once; what they did stays, signed
 * with their name). Notes are seen by the company's members only.
 */

export const TEAM_ROLES = ['owner', 'recruiter'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const TEAM_INVITE_TTL_DAYS = 7;
export const NOTE_MAX_LENGTH = 2000;

/** Who did something in the company: a member, named as they are now (a removed one too). */
export const actorSchema = z.object({ id: z.number().int(), name: z.string() });
export type Actor = z.infer<typeof actorSchema>;

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  joined_at: isoDateSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: teamRoleSchema,
  expires_at: isoDateSchema,
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** An invitation makes a recruiter; ownership is handed over by changing a member's role. */
export const createTeamInviteBodySchema = z
  .object({ email: emailSchema, role: z.literal('recruiter').default('recruiter') })
  .strict();
export type CreateTeamInviteBody = z.infer<typeof createTeamInviteBodySchema>;

export const acceptTeamInviteBodySchema = z
  .object({ token: z.string().min(1).max(200), name: nameSchema, password: passwordSchema })
  .strict();
export type AcceptTeamInviteBody = z.infer<typeof acceptTeamInviteBodySchema>;

export const teamMemberParamsSchema = z.object({ user_id: idSchema });

export const updateTeamMemberBodySchema = z.object({ role: teamRoleSchema }).strict();
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBodySchema>;

/** How fast each member answers the candidates of the vacancies they are responsible for. */
export const memberResponsivenessSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  applications_90d: z.number().int(),
  answered_share: z.number().min(0).max(1).nullable(),
  median_first_response_hours: z.number().nullable(),
});
export type MemberResponsiveness = z.infer<typeof memberResponsivenessSchema>;

export const teamResponsivenessSchema = z.object({ items: z.array(memberResponsivenessSchema) });

export const noteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  by: actorSchema.nullable(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Note = z.infer<typeof noteSchema>;

export const noteBodySchema = z.object({ body: z.string().trim().min(1).max(NOTE_MAX_LENGTH) }).strict();
export type NoteBody = z.infer<typeof noteBodySchema>;

export const notesResponseSchema = z.object({ items: z.array(noteSchema) });

export const teamRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/employer/team',
    summary: "The company's members and pending invitations",
    tags: ['employer-team'],
    auth: ['employer'],
    response: teamSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/employer/team/invites',
    summary: 'Invite a recruiter by e-mail (owner only; a link valid 7 days)',
    tags: ['employer-team'],
    auth: ['employer'],
    status: 201,
    body: createTeamInviteBodySchema,
    response: teamInviteSchema,
  }),
  cancelInvite: defineRoute({
    method: 'DELETE',
    path: '/employer/team/invites/:id',
    summary: 'Withdraw a pending invitation (owner only)',
    tags: ['employer-team'],
    auth: ['employer'],
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/employer/team/:user_id',
    summary: "Change a member's role (owner only; making another member the owner hands the company over)",
    tags: ['employer-team'],
    auth: ['employer'],
    params: teamMemberParamsSchema,
    body: updateTeamMemberBodySchema,
    response: teamMemberSchema,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/employer/team/:user_id',
    summary: 'Remove a member (owner only): their sessions end at once, their work stays signed',
    tags: ['employer-team'],
    auth: ['employer'],
    status: 204,
    params: teamMemberParamsSchema,
    response: noContentSchema,
  }),
  responsiveness: defineRoute({
    method: 'GET',
    path: '/employer/team/responsiveness',
    summary: "Each member's answers to the candidates of the vacancies they are responsible for (owner only)",
    tags: ['employer-team'],
    auth: ['employer'],
    response: teamResponsivenessSchema,
  }),
  acceptInvite: defineRoute({
    method: 'POST',
    path: '/employer/auth/accept-invite',
    summary: "Join a company's team with an invitation link: a new employer account and its session",
    tags: ['auth:employer'],
    auth: 'public',
    body: acceptTeamInviteBodySchema,
    response: authResponseSchema,
  }),
};

export const noteRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/employer/applications/:id/notes',
    summary: "The company's private notes on a candidate, oldest first",
    tags: ['employer-notes'],
    auth: ['employer'],
    params: idParamsSchema,
    response: notesResponseSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/employer/applications/:id/notes',
    summary: 'Add a private note on a candidate',
    tags: ['employer-notes'],
    auth: ['employer'],
    status: 201,
    params: idParamsSchema,
    body: noteBodySchema,
    response: noteSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/employer/notes/:id',
    summary: "Edit a note (its author's only)",
    tags: ['employer-notes'],
    auth: ['employer'],
    params: idParamsSchema,
    body: noteBodySchema,
    response: noteSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/employer/notes/:id',
    summary: "Delete a note (its author's only)",
    tags: ['employer-notes'],
    auth: ['employer'],
    status: 204,
    params: idParamsSchema,
    response: noContentSchema,
  }),
};
