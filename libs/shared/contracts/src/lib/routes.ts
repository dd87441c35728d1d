import { z } from 'zod';
import {
  authResponseSchema,
  employerRegisterBodySchema,
  loginBodySchema,
  refreshResponseSchema,
  registerBodySchema,
  userSchema,
} from './auth';
import { localeSchema, okSchema } from './common';
import { ROLES, type Role } from './constants';
import { employerMeResponseSchema } from './company';
import { healthResponseSchema } from './health';
import { defineRoute } from './route';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  tags: ['system'],
  auth: 'public',
  response: healthResponseSchema,
});

/** Liveness: the process answers (never looks at the database); a process manager restarts one that does not. */
export const healthLiveRoute = defineRoute({
  method: 'GET',
  path: '/health/live',
  summary: 'Liveness: the process is up',
  tags: ['system'],
  auth: 'public',
  response: healthResponseSchema,
});

/** Readiness: 503 while the instance drains (SIGTERM) or cannot reach its database; a load balancer sends it no traffic then. */
export const healthReadyRoute = defineRoute({
  method: 'GET',
  path: '/health/ready',
  summary: 'Readiness: not draining and the database answers (503 otherwise)',
  tags: ['system'],
  auth: 'public',
  response: healthResponseSchema,
});

const authTag = (role: Role) => [`auth:${role}`];

const loginRoute = (role: Role, base: string) =>
  defineRoute({
    method: 'POST',
    path: `${base}/login`,
    summary: `Sign in as ${role}; sets the refresh cookie`,
    tags: authTag(role),
    auth: 'public',
    body: loginBodySchema,
    response: authResponseSchema,
  });

const refreshRoute = (role: Role, base: string) =>
  defineRoute({
    method: 'POST',
    path: `${base}/refresh`,
    summary: `Rotate the ${role} refresh cookie and issue a new access token`,
    tags: authTag(role),
    auth: 'public',
    response: refreshResponseSchema,
  });

const logoutRoute = (role: Role, base: string) =>
  defineRoute({
    method: 'POST',
    path: `${base}/logout`,
    summary: `End the ${role} session and clear the refresh cookie`,
    tags: authTag(role),
    auth: 'public',
    response: okSchema,
  });

export const authRoutes = {
  seeker: {
    register: defineRoute({
      method: 'POST',
      path: '/auth/register',
      summary: 'Create a job-seeker account and sign in',
      tags: authTag('seeker'),
      auth: 'public',
      status: 201,
      body: registerBodySchema,
      response: authResponseSchema,
    }),
    login: loginRoute('seeker', '/auth'),
    refresh: refreshRoute('seeker', '/auth'),
    logout: logoutRoute('seeker', '/auth'),
  },
  employer: {
    register: defineRoute({
      method: 'POST',
      path: '/employer/auth/register',
      summary: 'Create a company and its first employer account, and sign in',
      tags: authTag('employer'),
      auth: 'public',
      status: 201,
      body: employerRegisterBodySchema,
      response: authResponseSchema,
    }),
    login: loginRoute('employer', '/employer/auth'),
    refresh: refreshRoute('employer', '/employer/auth'),
    logout: logoutRoute('employer', '/employer/auth'),
  },
  editor: {
    login: loginRoute('editor', '/editor/auth'),
    refresh: refreshRoute('editor', '/editor/auth'),
    logout: logoutRoute('editor', '/editor/auth'),
  },
} as const;

export const meRoute = defineRoute({
  method: 'GET',
  path: '/users/default/me',
  summary: 'The signed-in user',
  tags: ['users'],
  auth: ROLES,
  response: userSchema,
});

/** `PATCH /users/default/me`: the signed-in user's own settings (today the interface language). */
export const updateMeBodySchema = z
  .object({
    /** The account's language: the apps open in it after sign-in, and toasts and e-mails are written in it. */
    locale: localeSchema,
  })
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const updateMeRoute = defineRoute({
  method: 'PATCH',
  path: '/users/default/me',
  summary: "Change the signed-in user's own settings: the account's language",
  tags: ['users'],
  auth: ROLES,
  body: updateMeBodySchema,
  response: userSchema,
});

export const employerMeRoute = defineRoute({
  method: 'GET',
  path: '/employer/me',
  summary: 'The signed-in employer and their company',
  tags: ['employer'],
  auth: ['employer'],
  response: employerMeResponseSchema,
});

export const emptyQuerySchema = z.object({}).strict();
