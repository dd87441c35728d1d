import { AUTH_BASE, type Role } from '@jobs/contracts';
import { hashPassword } from '@jobs/server-auth-core';
import { users, type DatabaseHandle } from '@jobs/server-db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const SEEKER_ORIGIN = 'http://localhost:4200';
/** Each audience's app (the default APP_ORIGINS, in their order: seeker, employer, admin). */
export const APP_ORIGIN: Record<Role, string> = {
  seeker: SEEKER_ORIGIN,
  employer: 'http://localhost:4300',
  editor: 'http://localhost:4400',
};
export const PASSWORD = 'correct horse battery staple';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export const authPath = (role: Role, action: string) => `/api${AUTH_BASE[role]}/${action}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const refreshCookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

export type SignedInUser = {
  token: string;
  refresh: string;
  user: { id: number; email: string; role: Role };
  email: string;
};

const COOKIE: Record<Role, string> = {
  seeker: 'auth_refresh_token',
  employer: 'employer_refresh_token',
  editor: 'edit_vacancy_refresh_token',
};
export const refreshCookieName = (role: Role) => COOKIE[role];

const signedIn = (response: LightMyRequestResponse, role: Role, email: string): SignedInUser => {
  const body = response.json();
  const refresh = refreshCookieOf(response, COOKIE[role])?.value;
  if (!refresh) throw new Error(`no refresh cookie in ${response.statusCode} ${response.body}`);
  return { token: body.token, refresh, user: body.user, email };
};

export const registerSeeker = async (app: FastifyInstance, email = uniqueEmail('seeker')): Promise<SignedInUser> => {
  const response = await app.inject({
    method: 'POST',
    url: authPath('seeker', 'register'),
    payload: { email, password: PASSWORD, name: 'Ann Seeker' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return signedIn(response, 'seeker', email);
};

export const registerEmployer = async (
  app: FastifyInstance,
  email = uniqueEmail('employer'),
  options: { verified?: boolean } = {},
): Promise<SignedInUser> => {
  const response = await app.inject({
    method: 'POST',
    url: authPath('employer', 'register'),
    payload: { email, password: PASSWORD, name: 'Bob Employer', company_name: 'Acme Ltd' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const employer = signedIn(response, 'employer', email);
  // Most suites send vacancies to review, which needs a confirmed e-mail (accounts.spec.ts proves the link).
  if (options.verified !== false) await app.accounts.markVerified(employer.user.id);
  return employer;
};

/** Editors have no sign-up: tests insert them the way the command-line tool does. */
export const createEditor = async (database: DatabaseHandle, email = uniqueEmail('editor'), logN = 10) => {
  const passwordHash = await hashPassword(PASSWORD, { N: 2 ** logN, r: 8, p: 1 });
  await database.db.insert(users).values({ email, name: 'Eve Editor', role: 'editor', passwordHash });
  return email;
};

export const login = async (app: FastifyInstance, role: Role, email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: authPath(role, 'login'), payload: { email, password } });

export const loginAs = async (app: FastifyInstance, role: Role, email: string): Promise<SignedInUser> => {
  const response = await login(app, role, email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return signedIn(response, role, email);
};

export const refresh = (
  app: FastifyInstance,
  role: Role,
  refreshToken?: string,
  origin: string | null = APP_ORIGIN[role],
) =>
  app.inject({
    method: 'POST',
    url: authPath(role, 'refresh'),
    headers: origin ? { origin } : {},
    cookies: refreshToken ? { [COOKIE[role]]: refreshToken } : {},
  });

export const logout = (
  app: FastifyInstance,
  role: Role,
  refreshToken?: string,
  origin: string | null = APP_ORIGIN[role],
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: authPath(role, 'logout'),
    headers: { ...(origin ? { origin } : {}), ...headers },
    cookies: refreshToken ? { [COOKIE[role]]: refreshToken } : {},
  });

export const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(token) });
