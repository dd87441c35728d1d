import { randomUUID } from 'node:crypto';
import type { Role } from '@jobs/contracts';
import { categories, messages, notifications, services } from '@jobs/server-db';
import { asc, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { resolveJwtSecret } from '../../lib/jwt-secret';
import { createTokenSigner } from '../../modules/auth/tokens';
import {
  APP_ORIGIN,
  authPath,
  bearer,
  login,
  PASSWORD,
  refreshCookieName,
  refreshCookieOf,
  uniqueEmail,
} from '../support/auth-helpers';
import {
  api,
  editor,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type Employer,
  type Party,
} from '../support/chat-helpers';
import { routeKey, servedContractRoutes } from '../support/contract-routes';
import { useTestApp } from '../support/harness';
import { vacancyInput } from '../support/vacancy-input';
import { appApi, RESUME, type EmployerApplicationDto } from '../../modules/applications/__tests__/application-helpers';
import { inviteTokenFor, recruiterOf, teamApi } from '../../modules/team/__tests__/team-helpers';

/**
 * Probe: the authorisation matrix. Every route the API serves from @jobs/contracts × every kind of
 * caller, with the status each must get. A route that is not in RULES fails the first test: a new
 * route ships with its rule, or not at all.
 *
 * Callers: the owner of what the route names (or a rightful user of a route that names nothing),
 * another seeker, another employer (another company), an editor, nobody, and a token whose role
 * claim is not its session's (signed with the server's key: only the session check can catch it).
 */
const ACTORS = ['owner', 'otherSeeker', 'otherEmployer', 'editor', 'anonymous', 'wrongRole'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

type World = {
  ann: Party; // a seeker: owns her chats, profile, notifications
  ben: Party; // another seeker
  bob: Employer; // an employer: owns his company and its vacancies
  carl: Employer; // another company's employer
  eve: Party; // an editor (the owner of editor routes)
  eva: Party; // another editor (the "editor" caller)
  forged: Record<Role, string>; // a token claiming each role over a session of another role
  chatId: number; // ann ↔ bob's company
  serviceId: number;
};

type Call = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Auth routes: the caller's bearer token is not sent (logout would end that session). */
  noBearer?: boolean;
};

type Rule = {
  /** Whose resource it is: the owner calls with this identity ('public': any). */
  owner: 'seeker' | 'employer' | 'editor' | 'public';
  /** The request, built anew for each caller (so a write by one never changes what another gets). */
  call: (w: World) => Promise<Call> | Call;
  expect: Expected;
};

// ——— Expectations ———

/** A public route: everyone gets the same. */
const everyone = (status: number): Expected => ({
  owner: status,
  otherSeeker: status,
  otherEmployer: status,
  editor: status,
  anonymous: status,
  wrongRole: status,
});
/** A seeker's own thing: other seekers see nothing (404), other roles are refused (403). */
const seekerOwned = (status = 200, otherSeeker = 404): Expected => ({
  owner: status,
  otherSeeker,
  otherEmployer: 403,
  editor: 403,
  anonymous: 401,
  wrongRole: 401,
});
/** For any seeker, about the caller's own data (a list, a preference): every seeker gets `status`. */
const anySeeker = (status = 200): Expected => seekerOwned(status, status);
/** A company's thing: another company sees nothing (404); seekers and editors are refused (403). */
const companyOwned = (status = 200, otherEmployer = 404): Expected => ({
  owner: status,
  otherSeeker: 403,
  otherEmployer,
  editor: 403,
  anonymous: 401,
  wrongRole: 401,
});
const anyEmployer = (status = 200): Expected => companyOwned(status, status);
/** Editors' routes: every editor may; nobody else. */
const editorsOnly = (status = 200): Expected => ({
  owner: status,
  otherSeeker: 403,
  otherEmployer: 403,
  editor: status,
  anonymous: 401,
  wrongRole: 401,
});

// ——— Requests ———

const managedVacancy = async (w: World, submit = false) =>
  ok<{ id: number; version: number }>(
    await call(w.bob, { url: '/employer/vacancies', payload: vacancyInput({ submit }) }, 'POST'),
    201,
  );

/** A fresh unused category (editors may rename or delete it). */
const probeCategory = async (): Promise<number> => {
  const [row] = await ctx.database.handle.db
    .insert(categories)
    .values({ slug: `probe-${randomUUID().slice(0, 8)}`, nameRu: 'Проба', nameEn: 'Probe' })
    .returning({ id: categories.id });
  if (!row) throw new Error('no category');
  return row.id;
};

const published = (w: World) => vacancy(ctx.database.handle, w.bob.companyId, 'published');

/** A fresh session of the route's audience (its refresh cookie), for refresh and logout. */
const freshSession = async (role: Role, w: World): Promise<Call> => {
  const email = { seeker: w.ann.email, employer: w.bob.email, editor: w.eve.email }[role];
  const response = await login(ctx.app, role, email);
  const cookie = refreshCookieOf(response, refreshCookieName(role))?.value ?? '';
  return {
    url: authPath(role, 'x')
      .replace(/^\/api/, '')
      .replace(/\/x$/, ''),
    headers: { origin: APP_ORIGIN[role] },
    cookies: { [refreshCookieName(role)]: cookie },
    noBearer: true,
  };
};
const refreshOf = (role: Role) => async (w: World) => {
  const session = await freshSession(role, w);
  return { ...session, url: `${session.url}/refresh` };
};
const logoutOf = (role: Role) => async (w: World) => {
  const session = await freshSession(role, w);
  return { ...session, url: `${session.url}/logout` };
};
const loginOf = (role: Role) => (w: World) => ({
  url: `${authPath(role, 'login').replace(/^\/api/, '')}`,
  payload: { email: { seeker: w.ann.email, employer: w.bob.email, editor: w.eve.email }[role], password: PASSWORD },
  noBearer: true,
});

const BOUNDARY = '----matrix';
let png: Buffer;
const multipartImage = (): Call => ({
  url: '/uploads',
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});

/** Ann's application to a fresh published vacancy of Bob's company. */
const annApplies = async (w: World): Promise<number> =>
  ok<{ id: number }>(await appApi(ctx.app).apply(w.ann, await published(w)), 201).id;
/** Ann's application as Bob's company sees it after opening it (status `viewed`). */
const openedByBob = async (w: World): Promise<EmployerApplicationDto> =>
  ok<EmployerApplicationDto>(await appApi(ctx.app).candidate(w.bob, await annApplies(w)));
/** Ann's application after Bob invited her (undoable). */
const invitedByBob = async (w: World): Promise<EmployerApplicationDto> => {
  const opened = await openedByBob(w);
  return ok<EmployerApplicationDto>(
    await appApi(ctx.app).move(w.bob, opened.id, { status: 'invited', version: opened.version }),
  );
};
/** An interview proposal's body: two times in the coming days. */
const interviewBody = () => ({
  slots: [new Date(Date.now() + 48 * 3_600_000).toISOString(), new Date(Date.now() + 72 * 3_600_000).toISOString()],
  duration_minutes: 30,
  kind: 'online',
  link: 'https://meet.example.com/matrix',
});
/** Bob's company proposes an interview to Ann (a fresh application). */
const bobProposes = async (w: World): Promise<{ id: number; slots: string[] }> =>
  ok<{ id: number; slots: string[] }>(
    await call(
      w.bob,
      { url: `/employer/applications/${await annApplies(w)}/interviews`, payload: interviewBody() },
      'POST',
    ),
    201,
  );
/** A saved search of Ann's (a new one per call). */
const annSavedSearch = async (w: World): Promise<number> =>
  ok<{ id: number }>(
    await call(
      w.ann,
      { url: '/saved-searches', payload: { name: 'Kotlin', query: 'q=kotlin', alert: 'daily' } },
      'POST',
    ),
    201,
  ).id;
/** Ann's résumé, open to every employer but Carl's company (Carl's employer gets 404 on it). */
const annHiddenFromCarl = async (w: World): Promise<void> => {
  ok(
    await call(
      w.ann,
      { url: '/profile', payload: { ...RESUME, visibility: 'except', hidden_from_company_ids: [w.carl.companyId] } },
      'PUT',
    ),
  );
};
/** Bob's company invites Ann to a fresh published vacancy; the invitation's id. */
const bobInvitesAnn = async (w: World): Promise<number> => {
  await annHiddenFromCarl(w);
  return ok<{ id: number }>(
    await call(
      w.bob,
      { url: `/employer/resumes/${w.ann.user.id}/invite`, payload: { vacancy_id: await published(w), message: 'Hi' } },
      'POST',
    ),
    201,
  ).id;
};
const TEMPLATES = {
  invited: 'Hello {name}, come to an interview for {vacancy}.',
  offer: 'We offer you {vacancy}.',
  rejected: 'Thank you, {name}.',
  hired: 'Welcome to {company}!',
};

/** One rule per accounts route of an audience (`owned`: who may call its signed-in routes). */
const accountRules = (role: Role, base: string, owned: (status?: number) => Expected): Record<string, Rule> => ({
  [`POST ${base}/password/forgot`]: {
    owner: 'public',
    call: () => ({ url: `${base}/password/forgot`, payload: { email: uniqueEmail('forgot') }, noBearer: true }),
    expect: everyone(202),
  },
  // A token that is not genuine: 400 naming body.token, for anyone.
  [`POST ${base}/password/reset`]: {
    owner: 'public',
    call: () => ({
      url: `${base}/password/reset`,
      payload: { token: 'x'.repeat(43), password: 'a new passphrase 42' },
    }),
    expect: everyone(400),
  },
  [`POST ${base}/email/verify`]: {
    owner: 'public',
    call: () => ({ url: `${base}/email/verify`, payload: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  // The same password again is refused (400) after the role check, so no session ends here.
  [`POST ${base}/password/change`]: {
    owner: role,
    call: () => ({ url: `${base}/password/change`, payload: { current_password: PASSWORD, new_password: PASSWORD } }),
    expect: owned(400),
  },
  // The right password and a bad address: 400 after the role check, so nothing is sent.
  [`POST ${base}/email/change`]: {
    owner: role,
    call: () => ({ url: `${base}/email/change`, payload: { current_password: PASSWORD, new_email: 'not an address' } }),
    expect: owned(400),
  },
  [`POST ${base}/email/verify/resend`]: {
    owner: role,
    call: () => ({ url: `${base}/email/verify/resend` }),
    expect: owned(202),
  },
});

/** One rule per route the API serves from the contracts, keyed `METHOD /path`. */
const RULES: Record<string, Rule> = {
  // System and public reading.
  'GET /health': { owner: 'public', call: () => ({ url: '/health' }), expect: everyone(200) },
  'GET /health/live': { owner: 'public', call: () => ({ url: '/health/live' }), expect: everyone(200) },
  'GET /health/ready': { owner: 'public', call: () => ({ url: '/health/ready' }), expect: everyone(200) },
  // Market figures and place suggestions: public reading, the same for everyone.
  'GET /salaries': { owner: 'public', call: () => ({ url: '/salaries' }), expect: everyone(200) },
  'GET /geo/suggest': {
    owner: 'public',
    call: () => ({ url: '/geo/suggest?q=%D0%9C%D0%BE%D1%81' }),
    expect: everyone(200),
  },
  'GET /categories': { owner: 'public', call: () => ({ url: '/categories' }), expect: everyone(200) },
  'GET /countries': { owner: 'public', call: () => ({ url: '/countries?q=ru' }), expect: everyone(200) },
  'GET /services': { owner: 'public', call: () => ({ url: '/services' }), expect: everyone(200) },
  'GET /vacancies': { owner: 'public', call: () => ({ url: '/vacancies' }), expect: everyone(200) },
  'GET /vacancies/suggest': {
    owner: 'public',
    call: () => ({ url: '/vacancies/suggest?q=dev' }),
    expect: everyone(200),
  },
  'GET /vacancies/:id': {
    owner: 'public',
    call: async (w) => ({ url: `/vacancies/${await published(w)}` }),
    expect: everyone(200),
  },
  'GET /vacancies/:id/similar': {
    owner: 'public',
    call: async (w) => ({ url: `/vacancies/${await published(w)}/similar` }),
    expect: everyone(200),
  },
  'GET /companies/:id': {
    owner: 'public',
    call: (w) => ({ url: `/companies/${w.bob.companyId}` }),
    expect: everyone(200),
  },
  'GET /collections/:slug': {
    owner: 'public',
    call: () => ({ url: '/collections/no-experience' }),
    expect: everyone(200),
  },

  // Accounts: public by nature; what counts is the credentials or the cookie, not a bearer token.
  'POST /auth/register': {
    owner: 'public',
    call: () => ({
      url: '/auth/register',
      payload: { email: uniqueEmail('m'), password: PASSWORD, name: 'M' },
      noBearer: true,
    }),
    expect: everyone(201),
  },
  'POST /employer/auth/register': {
    owner: 'public',
    call: () => ({
      url: '/employer/auth/register',
      payload: { email: uniqueEmail('m'), password: PASSWORD, name: 'M', company_name: 'Matrix Ltd' },
      noBearer: true,
    }),
    expect: everyone(201),
  },
  'POST /auth/login': { owner: 'public', call: loginOf('seeker'), expect: everyone(200) },
  'POST /employer/auth/login': { owner: 'public', call: loginOf('employer'), expect: everyone(200) },
  'POST /editor/auth/login': { owner: 'public', call: loginOf('editor'), expect: everyone(200) },
  'POST /auth/refresh': { owner: 'public', call: refreshOf('seeker'), expect: everyone(200) },
  'POST /employer/auth/refresh': { owner: 'public', call: refreshOf('employer'), expect: everyone(200) },
  'POST /editor/auth/refresh': { owner: 'public', call: refreshOf('editor'), expect: everyone(200) },
  'POST /auth/logout': { owner: 'public', call: logoutOf('seeker'), expect: everyone(200) },
  'POST /employer/auth/logout': { owner: 'public', call: logoutOf('employer'), expect: everyone(200) },
  'POST /editor/auth/logout': { owner: 'public', call: logoutOf('editor'), expect: everyone(200) },
  // Forgotten passwords and e-mail links: public; the e-mail or the token is what counts.
  ...accountRules('seeker', '/auth', anySeeker),
  ...accountRules('employer', '/employer/auth', anyEmployer),
  ...accountRules('editor', '/editor/auth', editorsOnly),
  'GET /notification-settings': {
    owner: 'seeker',
    call: () => ({ url: '/notification-settings' }),
    expect: { ...anySeeker(), otherEmployer: 200 },
  },
  'PUT /notification-settings': {
    owner: 'seeker',
    call: () => ({
      url: '/notification-settings',
      payload: {
        email: { messages: 'instant', applications: 'digest', alerts: 'off' },
        push: { messages: 'instant', applications: 'instant', alerts: 'instant' },
        quiet_hours: { start: '22:00', end: '08:00', time_zone: 'Europe/Moscow' },
      },
    }),
    expect: { ...anySeeker(), otherEmployer: 200 },
  },
  // Without sign-in by design (RFC 8058): a token that is not genuine finds nothing.
  'POST /email/unsubscribe': {
    owner: 'public',
    call: () => ({ url: `/email/unsubscribe?token=${'a'.repeat(40)}.${'b'.repeat(43)}`, noBearer: true }),
    expect: everyone(404),
  },
  'GET /users/default/me': {
    owner: 'seeker',
    call: () => ({ url: '/users/default/me' }),
    expect: { ...anySeeker(200), otherEmployer: 200, editor: 200 },
  },
  // Each caller sets its own account's language (the probe's users keep Russian).
  'PATCH /users/default/me': {
    owner: 'seeker',
    call: () => ({ url: '/users/default/me', payload: { locale: 'ru' } }),
    expect: { ...anySeeker(200), otherEmployer: 200, editor: 200 },
  },
  'GET /users/default/me/export': {
    owner: 'seeker',
    call: () => ({ url: '/users/default/me/export' }),
    expect: { ...anySeeker(200), otherEmployer: 200, editor: 200 },
  },
  // A wrong password for everyone: the rule must not delete the probe's users (deletion: account.spec.ts).
  'DELETE /users/default/me': {
    owner: 'seeker',
    call: () => ({ url: '/users/default/me', payload: { password: 'not-the-password' } }),
    expect: { ...anySeeker(400), otherEmployer: 400, editor: 400 },
  },
  'POST /uploads': {
    owner: 'seeker',
    call: multipartImage,
    expect: { ...anySeeker(201), otherEmployer: 201, editor: 201 },
  },

  // The seeker's own things.
  'GET /profile': { owner: 'seeker', call: () => ({ url: '/profile' }), expect: anySeeker() },
  'PUT /profile': { owner: 'seeker', call: () => ({ url: '/profile', payload: { name: 'Ann' } }), expect: anySeeker() },
  'GET /recommendations': { owner: 'seeker', call: () => ({ url: '/recommendations' }), expect: anySeeker() },
  // The résumé database (issue 25): a hidden company's employer gets 404 on the résumé and on inviting.
  'GET /employer/resumes': {
    owner: 'employer',
    call: () => ({ url: '/employer/resumes?q=developer&city=Москва' }),
    expect: anyEmployer(),
  },
  'GET /employer/resumes/:seeker_id': {
    owner: 'employer',
    call: async (w) => {
      await annHiddenFromCarl(w);
      return { url: `/employer/resumes/${w.ann.user.id}` };
    },
    expect: companyOwned(200, 404),
  },
  'POST /employer/resumes/:seeker_id/invite': {
    owner: 'employer',
    call: async (w) => {
      await annHiddenFromCarl(w);
      return {
        url: `/employer/resumes/${w.ann.user.id}/invite`,
        payload: { vacancy_id: await published(w), message: 'Come over' },
      };
    },
    expect: companyOwned(201, 404),
  },
  // The company's invitations in its pipeline: another company filtering by Bob's vacancy gets 404.
  'GET /employer/invitations': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/invitations?vacancy_id=${await published(w)}&status=pending` }),
    expect: companyOwned(200, 404),
  },
  'GET /invitations': { owner: 'seeker', call: () => ({ url: '/invitations?status=pending' }), expect: anySeeker() },
  'POST /invitations/:id/accept': {
    owner: 'seeker',
    call: async (w) => ({ url: `/invitations/${await bobInvitesAnn(w)}/accept` }),
    expect: seekerOwned(200, 404),
  },
  'POST /invitations/:id/decline': {
    owner: 'seeker',
    call: async (w) => ({ url: `/invitations/${await bobInvitesAnn(w)}/decline`, payload: { reason_code: 'salary' } }),
    expect: seekerOwned(200, 404),
  },
  'GET /profile/views': { owner: 'seeker', call: () => ({ url: '/profile/views' }), expect: anySeeker() },
  'GET /profile/companies': { owner: 'seeker', call: () => ({ url: '/profile/companies?q=ac' }), expect: anySeeker() },

  'GET /saved-searches': { owner: 'seeker', call: () => ({ url: '/saved-searches' }), expect: anySeeker() },
  'POST /saved-searches': {
    owner: 'seeker',
    call: () => ({ url: '/saved-searches', payload: { name: 'Go', query: 'q=go', alert: 'instant' } }),
    expect: anySeeker(201),
  },
  'PATCH /saved-searches/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/saved-searches/${await annSavedSearch(w)}`, payload: { name: 'Renamed' } }),
    expect: seekerOwned(),
  },
  'DELETE /saved-searches/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/saved-searches/${await annSavedSearch(w)}` }),
    expect: seekerOwned(204),
  },
  'POST /saved-searches/:id/seen': {
    owner: 'seeker',
    call: async (w) => ({ url: `/saved-searches/${await annSavedSearch(w)}/seen` }),
    expect: seekerOwned(204),
  },
  'GET /favorites': { owner: 'seeker', call: () => ({ url: '/favorites' }), expect: anySeeker() },
  'PUT /favorites/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/favorites/${await published(w)}` }),
    expect: anySeeker(204),
  },
  'DELETE /favorites/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/favorites/${await published(w)}` }),
    expect: anySeeker(204),
  },
  'GET /hidden': { owner: 'seeker', call: () => ({ url: '/hidden' }), expect: anySeeker() },
  'PUT /hidden/vacancies/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/hidden/vacancies/${await published(w)}` }),
    expect: anySeeker(204),
  },
  'DELETE /hidden/vacancies/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/hidden/vacancies/${await published(w)}` }),
    expect: anySeeker(204),
  },
  'PUT /hidden/companies/:id': {
    owner: 'seeker',
    call: (w) => ({ url: `/hidden/companies/${w.carl.companyId}` }),
    expect: anySeeker(204),
  },
  'DELETE /hidden/companies/:id': {
    owner: 'seeker',
    call: (w) => ({ url: `/hidden/companies/${w.carl.companyId}` }),
    expect: anySeeker(204),
  },
  'POST /recommendations/:vacancyId/dismiss': {
    owner: 'seeker',
    call: async (w) => ({ url: `/recommendations/${await published(w)}/dismiss` }),
    expect: anySeeker(),
  },
  'DELETE /recommendations/:vacancyId/dismiss': {
    owner: 'seeker',
    call: async (w) => ({ url: `/recommendations/${await published(w)}/dismiss` }),
    expect: anySeeker(),
  },
  'POST /services/:id/request': {
    owner: 'seeker',
    call: (w) => ({ url: `/services/${w.serviceId}/request` }),
    expect: anySeeker(),
  },
  'GET /assistant/templates': { owner: 'seeker', call: () => ({ url: '/assistant/templates' }), expect: anySeeker() },
  'POST /companies/:id/chat': {
    owner: 'seeker',
    call: (w) => ({ url: `/companies/${w.bob.companyId}/chat`, payload: {} }),
    expect: anySeeker(),
  },

  // Chats: the seeker of the chat and the employers of its company.
  'GET /chat/list': {
    owner: 'seeker',
    call: () => ({ url: '/chat/list' }),
    expect: { ...anySeeker(), otherEmployer: 200 },
  },
  // Live delivery: every signed-in user gets their own events (JSON without Accept: text/event-stream).
  'GET /events': {
    owner: 'seeker',
    call: () => ({ url: '/events', headers: { 'last-event-id': '0' } }),
    expect: { ...everyone(200), anonymous: 401, wrongRole: 401 },
  },
  'GET /chat/notifies': {
    owner: 'seeker',
    call: () => ({ url: `/chat/notifies?user_opened_site=0` }),
    expect: { ...anySeeker(), otherEmployer: 200 },
  },
  // Marks the caller's own notifications only: another's ids update nothing (200, updated 0).
  'POST /chat/notifies/read': {
    owner: 'seeker',
    call: async (w) => ({ url: '/chat/notifies/read', payload: { notification_ids: [await notificationOf(w.ann)] } }),
    expect: { ...anySeeker(), otherEmployer: 200 },
  },
  'GET /chat/:id/history': {
    owner: 'seeker',
    call: (w) => ({ url: `/chat/${w.chatId}/history` }),
    expect: { ...seekerOwned(), otherEmployer: 404 },
  },
  'POST /chat/:id/read': {
    owner: 'seeker',
    call: async (w) => ({ url: `/chat/${w.chatId}/read`, payload: { message_id: await messageOf(w.chatId) } }),
    expect: { ...seekerOwned(), otherEmployer: 404 },
  },
  'POST /chat/:id/send': {
    owner: 'seeker',
    call: (w) => ({ url: `/chat/${w.chatId}/send`, payload: say('matrix', 0, randomUUID()) }),
    expect: { ...seekerOwned(), otherEmployer: 404 },
  },

  // The employer's company and vacancies.
  'GET /employer/me': { owner: 'employer', call: () => ({ url: '/employer/me' }), expect: anyEmployer() },
  'GET /employer/dashboard': { owner: 'employer', call: () => ({ url: '/employer/dashboard' }), expect: anyEmployer() },
  'PUT /employer/account': {
    owner: 'employer',
    call: () => ({ url: '/employer/account', payload: { name: 'Bob' } }),
    expect: anyEmployer(),
  },
  'PUT /employer/company': {
    owner: 'employer',
    call: () => ({
      url: '/employer/company',
      payload: { name: 'Matrix Ltd', logo: null, description: '', site: null, city: null, industry: null, size: null },
    }),
    expect: anyEmployer(),
  },
  'GET /employer/vacancies': { owner: 'employer', call: () => ({ url: '/employer/vacancies' }), expect: anyEmployer() },
  'POST /employer/vacancies': {
    owner: 'employer',
    call: () => ({ url: '/employer/vacancies', payload: vacancyInput() }),
    expect: anyEmployer(201),
  },
  'GET /employer/vacancies/:id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/vacancies/${(await managedVacancy(w)).id}` }),
    expect: companyOwned(),
  },
  'PATCH /employer/vacancies/:id': {
    owner: 'employer',
    call: async (w) => {
      const v = await managedVacancy(w);
      return {
        url: `/employer/vacancies/${v.id}`,
        payload: { version: v.version, changes: { title: 'Renamed role' } },
      };
    },
    expect: companyOwned(),
  },
  'DELETE /employer/vacancies/:id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/vacancies/${(await managedVacancy(w)).id}` }),
    expect: companyOwned(),
  },
  'POST /employer/vacancies/:id/duplicate': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/vacancies/${(await managedVacancy(w)).id}/duplicate` }),
    expect: companyOwned(201),
  },

  // Reports (issue 27): seekers and employers report; editors decide.
  'POST /reports': {
    owner: 'seeker',
    call: async (w) => ({
      url: '/reports',
      payload: { target: { kind: 'vacancy', id: await published(w) }, reason: 'scam' },
    }),
    expect: { ...anySeeker(201), otherEmployer: 201 },
  },
  'GET /editor/reports': {
    owner: 'editor',
    call: () => ({ url: '/editor/reports?status=open' }),
    expect: editorsOnly(),
  },
  'POST /editor/reports/:id/resolve': {
    owner: 'editor',
    call: async (w) => {
      const target = { kind: 'vacancy', id: await published(w) };
      const made = ok<{ id: number }>(
        await call(w.ann, { url: '/reports', payload: { target, reason: 'spam' } }, 'POST'),
        201,
      );
      return { url: `/editor/reports/${made.id}/resolve`, payload: { outcome: 'dismissed' } };
    },
    expect: editorsOnly(),
  },
  'POST /editor/companies/:id/verification': {
    owner: 'editor',
    call: (w) => ({ url: `/editor/companies/${w.bob.companyId}/verification`, payload: { verified: true } }),
    expect: editorsOnly(),
  },

  // Editors.
  'GET /editor/vacancies': { owner: 'editor', call: () => ({ url: '/editor/vacancies' }), expect: editorsOnly() },
  'POST /editor/vacancies': {
    owner: 'editor',
    call: (w) => ({ url: '/editor/vacancies', payload: vacancyInput({ company_id: w.bob.companyId }) }),
    expect: editorsOnly(201),
  },
  'GET /editor/vacancies/:id': {
    owner: 'editor',
    call: async (w) => ({ url: `/editor/vacancies/${(await managedVacancy(w)).id}` }),
    expect: editorsOnly(),
  },
  'PATCH /editor/vacancies/:id': {
    owner: 'editor',
    call: async (w) => {
      const v = await managedVacancy(w);
      return { url: `/editor/vacancies/${v.id}`, payload: { version: v.version, changes: { title: 'Edited role' } } };
    },
    expect: editorsOnly(),
  },
  'DELETE /editor/vacancies/:id': {
    owner: 'editor',
    call: async (w) => ({ url: `/editor/vacancies/${(await managedVacancy(w)).id}` }),
    expect: editorsOnly(),
  },
  'POST /editor/vacancies/:id/approve': {
    owner: 'editor',
    call: async (w) => {
      const v = await managedVacancy(w, true);
      return { url: `/editor/vacancies/${v.id}/approve`, payload: { version: v.version } };
    },
    expect: editorsOnly(),
  },
  'POST /editor/vacancies/:id/reject': {
    owner: 'editor',
    call: async (w) => {
      const v = await managedVacancy(w, true);
      return { url: `/editor/vacancies/${v.id}/reject`, payload: { version: v.version, reason: 'Not a real job' } };
    },
    expect: editorsOnly(),
  },
  'POST /editor/vacancies/bulk': {
    owner: 'editor',
    call: async (w) => ({ url: '/editor/vacancies/bulk', payload: { action: 'archive', ids: [await published(w)] } }),
    expect: editorsOnly(),
  },
  'GET /editor/collections/:slug': {
    owner: 'editor',
    call: () => ({ url: '/editor/collections/recommended' }),
    expect: editorsOnly(),
  },
  'PUT /editor/collections/:slug': {
    owner: 'editor',
    call: () => ({ url: '/editor/collections/recommended', payload: { vacancy_ids: [] } }),
    expect: editorsOnly(),
  },
  'GET /editor/categories': { owner: 'editor', call: () => ({ url: '/editor/categories' }), expect: editorsOnly() },
  'POST /editor/categories': {
    owner: 'editor',
    call: () => ({
      url: '/editor/categories',
      payload: { slug: `probe-${randomUUID().slice(0, 8)}`, name_ru: 'Проба', name_en: 'Probe' },
    }),
    expect: editorsOnly(201),
  },
  'PATCH /editor/categories/:id': {
    owner: 'editor',
    call: async () => ({ url: `/editor/categories/${await probeCategory()}`, payload: { name_en: 'Renamed' } }),
    expect: editorsOnly(),
  },
  'PUT /editor/categories/order': {
    owner: 'editor',
    call: async () => {
      const rows = await ctx.database.handle.db
        .select({ id: categories.id })
        .from(categories)
        .orderBy(desc(categories.position), asc(categories.id));
      return { url: '/editor/categories/order', payload: { ids: rows.map((row) => row.id) } };
    },
    expect: editorsOnly(),
  },
  'DELETE /editor/categories/:id': {
    owner: 'editor',
    call: async () => ({ url: `/editor/categories/${await probeCategory()}` }),
    expect: editorsOnly(),
  },
  'GET /editor/audit': { owner: 'editor', call: () => ({ url: '/editor/audit' }), expect: editorsOnly() },
  'GET /editor/companies': { owner: 'editor', call: () => ({ url: '/editor/companies?q=a' }), expect: editorsOnly() },
  'GET /editor/assistant-templates': {
    owner: 'editor',
    call: () => ({ url: '/editor/assistant-templates' }),
    expect: editorsOnly(),
  },
  'PUT /editor/assistant-templates/:id': {
    owner: 'editor',
    call: async (w) => {
      const [template] = ok<Record<string, unknown>[]>(
        await call(w.eve, { url: '/editor/assistant-templates' }, 'GET'),
      );
      if (!template) throw new Error('no assistant template');
      const { id, slug: _slug, updatedAt: _updatedAt, ...body } = template;
      return { url: `/editor/assistant-templates/${id}`, payload: body };
    },
    expect: editorsOnly(),
  },
  'GET /admin/chats': { owner: 'editor', call: () => ({ url: '/admin/chats' }), expect: editorsOnly() },
  'GET /admin/chats/:id/history': {
    owner: 'editor',
    call: (w) => ({ url: `/admin/chats/${w.chatId}/history` }),
    expect: editorsOnly(),
  },
  'POST /admin/chats/:id/send': {
    owner: 'editor',
    call: (w) => ({ url: `/admin/chats/${w.chatId}/send`, payload: say('from the platform', 0, randomUUID()) }),
    expect: editorsOnly(),
  },
  // Applications.
  'POST /vacancies/:id/apply': {
    owner: 'seeker',
    call: async (w) => ({ url: `/vacancies/${await published(w)}/apply`, payload: { cover_letter: 'Hello' } }),
    expect: anySeeker(201),
  },
  // The seeker's own earlier screening answers (issue 26): nobody else's are reachable.
  'GET /profile/answers': { owner: 'seeker', call: () => ({ url: '/profile/answers' }), expect: anySeeker() },
  'POST /vacancies/:id/cover-letter-draft': {
    owner: 'seeker',
    call: async (w) => ({ url: `/vacancies/${await published(w)}/cover-letter-draft` }),
    expect: anySeeker(),
  },
  'GET /applications': { owner: 'seeker', call: () => ({ url: '/applications' }), expect: anySeeker() },
  'GET /applications/:id': {
    owner: 'seeker',
    call: async (w) => ({ url: `/applications/${await annApplies(w)}` }),
    expect: seekerOwned(),
  },
  'POST /applications/:id/withdraw': {
    owner: 'seeker',
    call: async (w) => ({ url: `/applications/${await annApplies(w)}/withdraw`, payload: {} }),
    expect: seekerOwned(),
  },
  'GET /employer/applications': {
    owner: 'employer',
    call: () => ({ url: '/employer/applications' }),
    expect: anyEmployer(),
  },
  'GET /employer/applications/:id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/applications/${await annApplies(w)}` }),
    expect: companyOwned(),
  },
  'POST /employer/applications/:id/status': {
    owner: 'employer',
    call: async (w) => {
      const opened = await openedByBob(w);
      return {
        url: `/employer/applications/${opened.id}/status`,
        payload: { status: 'invited', version: opened.version },
      };
    },
    expect: companyOwned(),
  },
  'POST /employer/applications/:id/undo': {
    owner: 'employer',
    call: async (w) => {
      const invited = await invitedByBob(w);
      return { url: `/employer/applications/${invited.id}/undo`, payload: { version: invited.version } };
    },
    expect: companyOwned(),
  },
  // Interviews (issue 26): the company proposes; that application's seeker and that company's
  // members act on it; everyone else sees nothing (404) or is refused (403).
  'POST /employer/applications/:id/interviews': {
    owner: 'employer',
    call: async (w) => ({
      url: `/employer/applications/${await annApplies(w)}/interviews`,
      payload: interviewBody(),
    }),
    expect: companyOwned(201),
  },
  'GET /interviews': { owner: 'seeker', call: () => ({ url: '/interviews' }), expect: anySeeker() },
  'GET /employer/interviews': {
    owner: 'employer',
    call: () => ({ url: '/employer/interviews' }),
    expect: anyEmployer(),
  },
  'POST /interviews/:id/confirm': {
    owner: 'seeker',
    call: async (w) => {
      const made = await bobProposes(w);
      return { url: `/interviews/${made.id}/confirm`, payload: { slot: made.slots[0] } };
    },
    expect: { ...seekerOwned(), otherEmployer: 404 },
  },
  'POST /interviews/:id/propose': {
    owner: 'seeker',
    call: async (w) => ({
      url: `/interviews/${(await bobProposes(w)).id}/propose`,
      payload: { slots: interviewBody().slots },
    }),
    expect: { ...seekerOwned(), otherEmployer: 404 },
  },
  'POST /interviews/:id/cancel': {
    owner: 'seeker',
    call: async (w) => ({ url: `/interviews/${(await bobProposes(w)).id}/cancel`, payload: { reason: 'Busy' } }),
    expect: { ...seekerOwned(), otherEmployer: 404 },
  },
  // Another company's ids are reported as skipped (`not_found`), never moved.
  'POST /employer/applications/bulk': {
    owner: 'employer',
    call: async (w) => ({
      url: '/employer/applications/bulk',
      payload: { ids: [await annApplies(w)], status: 'invited' },
    }),
    expect: anyEmployer(),
  },
  'GET /employer/message-templates': {
    owner: 'employer',
    call: () => ({ url: '/employer/message-templates' }),
    expect: anyEmployer(),
  },
  'PUT /employer/message-templates': {
    owner: 'employer',
    call: () => ({ url: '/employer/message-templates', payload: TEMPLATES }),
    expect: anyEmployer(),
  },
  'GET /admin/applications': { owner: 'editor', call: () => ({ url: '/admin/applications' }), expect: editorsOnly() },
  // The company's team: every member reads it; the owner alone changes it (a recruiter: 403, below).
  'GET /employer/team': { owner: 'employer', call: () => ({ url: '/employer/team' }), expect: anyEmployer() },
  'GET /employer/team/responsiveness': {
    owner: 'employer',
    call: () => ({ url: '/employer/team/responsiveness' }),
    expect: anyEmployer(),
  },
  // Another company's owner invites to their own company.
  'POST /employer/team/invites': {
    owner: 'employer',
    call: () => ({ url: '/employer/team/invites', payload: { email: uniqueEmail('invitee'), role: 'recruiter' } }),
    expect: anyEmployer(201),
  },
  'DELETE /employer/team/invites/:id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/team/invites/${await bobInvites(w)}` }),
    expect: companyOwned(204),
  },
  'PATCH /employer/team/:user_id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/team/${(await bobsRecruiter(w)).user.id}`, payload: { role: 'recruiter' } }),
    expect: companyOwned(),
  },
  'DELETE /employer/team/:user_id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/team/${(await bobsRecruiter(w)).user.id}` }),
    expect: companyOwned(204),
  },
  // Anyone holding the link joins (a fresh invitation per caller).
  'POST /employer/auth/accept-invite': {
    owner: 'public',
    call: async (w) => {
      const email = uniqueEmail('joiner');
      ok(await teamApi(ctx.app).invite(w.bob, email), 201);
      return {
        url: '/employer/auth/accept-invite',
        payload: { token: await inviteTokenFor(ctx.database.handle, email), name: 'Jo Joiner', password: PASSWORD },
        noBearer: true,
      };
    },
    expect: everyone(200),
  },
  // Notes: another company's employer sees nothing (404).
  'GET /employer/applications/:id/notes': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/applications/${await annApplies(w)}/notes` }),
    expect: companyOwned(),
  },
  'POST /employer/applications/:id/notes': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/applications/${await annApplies(w)}/notes`, payload: { body: 'Strong CV' } }),
    expect: companyOwned(201),
  },
  'PATCH /employer/notes/:id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/notes/${await bobsNote(w)}`, payload: { body: 'Edited' } }),
    expect: companyOwned(),
  },
  'DELETE /employer/notes/:id': {
    owner: 'employer',
    call: async (w) => ({ url: `/employer/notes/${await bobsNote(w)}` }),
    expect: companyOwned(204),
  },
};

/** A pending invitation of Bob's company (a new one per call). */
async function bobInvites(w: World): Promise<number> {
  return ok<{ id: number }>(await teamApi(ctx.app).invite(w.bob, uniqueEmail('pending')), 201).id;
}
/** A recruiter who joined Bob's company (a new one per call). */
function bobsRecruiter(w: World) {
  return recruiterOf(ctx.app, ctx.database.handle, w.bob);
}
/** Bob's note on a fresh application (a new one per call). */
async function bobsNote(w: World): Promise<number> {
  return ok<{ id: number }>(await teamApi(ctx.app).addNote(w.bob, await annApplies(w), 'Call back'), 201).id;
}

// ——— The run ———

const ctx = useTestApp({ UPLOAD_RATE_LIMIT_PER_HOUR: '1000' });
let world: World;

const call = (who: { token: string } | null, request: Call, method: string) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api${request.url}`,
    headers: { ...(who && !request.noBearer ? bearer(who.token) : {}), ...request.headers },
    cookies: request.cookies,
    ...(request.payload === undefined
      ? {}
      : { payload: Buffer.isBuffer(request.payload) ? request.payload : (request.payload as Record<string, unknown>) }),
  });

/** The chat's first message (a read mark names one of the chat's messages). */
const messageOf = async (chatId: number): Promise<number> => {
  const [row] = await ctx.database.handle.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.id))
    .limit(1);
  if (!row) throw new Error('no message');
  return row.id;
};

const notificationOf = async (who: Party): Promise<number> => {
  const [row] = await ctx.database.handle.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, who.user.id))
    .orderBy(asc(notifications.id))
    .limit(1);
  if (!row) throw new Error('no notification');
  return row.id;
};

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const [ann, ben, bob, carl] = [
    await seeker(ctx.app),
    await seeker(ctx.app),
    await employer(ctx.app),
    await employer(ctx.app),
  ];
  const eve = await editor(ctx.app, ctx.database.handle);
  const eva = await editor(ctx.app, ctx.database.handle);
  const mallory = await seeker(ctx.app);
  const claimsOf = async (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
  const signer = createTokenSigner(resolveJwtSecret(ctx.config));
  const forgedAs = async (role: Role, victim: { token: string }) => {
    const claims = await claimsOf(victim.token);
    return signer.sign({ userId: Number(claims.sub), role, sessionId: claims.sid });
  };
  // Both seekers have a résumé a company can be sent (applying needs a name and a desired position).
  for (const who of [ann, ben]) ok(await appApi(ctx.app).saveResume(who, RESUME));
  const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
  // Bob answers: Ann has a notification.
  ok(await api(ctx.app).send(bob, chatId, say('Hello from Bob')));
  const [service] = await ctx.database.handle.db.select({ id: services.id }).from(services).limit(1);
  world = {
    ann,
    ben,
    bob,
    carl,
    eve,
    eva,
    chatId,
    serviceId: service?.id ?? 0,
    forged: {
      // A seeker's session claiming to be an employer or an editor; an employer's claiming to be a seeker.
      seeker: await forgedAs('seeker', await employer(ctx.app)),
      employer: await forgedAs('employer', mallory),
      editor: await forgedAs('editor', mallory),
    },
  };
});

const tokenOf = (actor: Actor, rule: Rule, w: World): { token: string } | null => {
  switch (actor) {
    case 'owner':
      return rule.owner === 'employer' ? w.bob : rule.owner === 'editor' ? w.eve : w.ann;
    case 'otherSeeker':
      return w.ben;
    case 'otherEmployer':
      return w.carl;
    case 'editor':
      return w.eva;
    case 'anonymous':
      return null;
    case 'wrongRole':
      return { token: w.forged[rule.owner === 'public' ? 'seeker' : rule.owner] };
  }
};

describe('authorisation matrix', () => {
  it('has a rule for every route the API serves from the contracts, and none for a route it does not', () => {
    const served = servedContractRoutes(ctx.app).map(routeKey);
    expect(
      served.filter((key) => !(key in RULES)),
      'routes without a rule in RULES',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !served.includes(key)),
      'rules of routes not served',
    ).toEqual([]);
  });

  it('answers every route × caller as its rule says', async () => {
    const wrong: string[] = [];
    for (const route of servedContractRoutes(ctx.app)) {
      const key = routeKey(route);
      const rule = RULES[key];
      if (!rule) continue;
      // The owner last: its writes (a delete, a logout) must not change what the others get.
      for (const actor of [...ACTORS.filter((a) => a !== 'owner'), 'owner'] as const) {
        const request = await rule.call(world);
        const response: LightMyRequestResponse = await call(tokenOf(actor, rule, world), request, route.method);
        if (response.statusCode !== rule.expect[actor]) {
          wrong.push(
            `${key} as ${actor}: ${response.statusCode} (expected ${rule.expect[actor]}) ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route × six callers, one after another: minutes on a slow, busy machine.
  }, 180_000);

  it("refuses a recruiter the owner's routes (403) and a removed member every employer route (401)", async () => {
    const w = world;
    const team = teamApi(ctx.app);
    const rita = await recruiterOf(ctx.app, ctx.database.handle, w.bob);
    const ron = await recruiterOf(ctx.app, ctx.database.handle, w.bob, 'Ron Removed');
    // A seeker of its own: the matrix's run above may have changed Ann's account.
    const sam = await seeker(ctx.app);
    ok(await appApi(ctx.app).saveResume(sam, RESUME));
    const applicationId = ok<{ id: number }>(await appApi(ctx.app).apply(sam, await published(w)), 201).id;
    const noteId = ok<{ id: number }>(await team.addNote(rita, applicationId, 'Mine'), 201).id;
    const inviteId = await bobInvites(w);
    // A recruiter reads the team and works with notes, but changes nothing of the team.
    expect((await team.team(rita)).statusCode).toBe(200);
    expect((await team.notes(rita, applicationId)).statusCode).toBe(200);
    const ownerOnly = [
      await team.invite(rita, uniqueEmail('x')),
      await team.cancelInvite(rita, inviteId),
      await team.setRole(rita, ron.user.id, 'owner'),
      await team.remove(rita, ron.user.id),
      await team.responsiveness(rita),
    ];
    expect(ownerOnly.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    // Another member's note: readable, not editable (403); the author's own: editable.
    const bobsNoteId = ok<{ id: number }>(await team.addNote(w.bob, applicationId, "Bob's"), 201).id;
    expect((await team.editNote(rita, bobsNoteId, 'x')).statusCode).toBe(403);
    expect((await team.deleteNote(rita, bobsNoteId)).statusCode).toBe(403);
    // Removed: every employer route, old token included, is a 401 at once.
    expect((await team.remove(w.bob, ron.user.id)).statusCode).toBe(204);
    const removed = [
      await team.team(ron),
      await team.notes(ron, applicationId),
      await team.addNote(ron, applicationId, 'late'),
      await team.editNote(ron, noteId, 'x'),
      await call(ron, { url: '/employer/applications' }, 'GET'),
      await call(ron, { url: '/employer/vacancies' }, 'GET'),
      await call(ron, { url: '/employer/invitations' }, 'GET'),
      await call(ron, { url: '/employer/resumes' }, 'GET'),
    ];
    expect(removed.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    expect((await login(ctx.app, 'employer', ron.email)).statusCode).toBe(401);
  }, 60_000);
});
