// Test support: the API at the HTTP layer, answering contract-shaped JSON (every body parsed by its schema).
import {
  chatRoutes,
  meRoute,
  searchRoutes,
  vacancySchema,
  type RouteContract,
  type User,
  type Vacancy,
  liveRoutes,
  resumeRoutes,
} from '@jobs/contracts';
import { routeParams } from '@jobs/testing';
import { DEFAULT_RUNTIME_CONFIG } from '@jobs/web-platform';
import { jsonResponse, TEST_API_BASE } from './render-app';

/** Chats, messages and notifications: the shared contract-shaped factories. */
export { aChat, aMessage } from '@jobs/chat/testing';
export { aNotification } from '@jobs/notifications/testing';

/** The company's logo as the API gives it: an uploaded image, which only the image optimiser serves. */
export const ACME_LOGO = '/uploads/2026/01/acme.webp';
/** Where the apps fetch that logo: `/_img/{modifiers}/…` under the API base of the runtime configuration. */
export const acmeLogoUrl = (modifiers: string) =>
  `${DEFAULT_RUNTIME_CONFIG.apiBaseUrl}/_img/${modifiers}/2026/01/acme.webp`;

const EMPTY_FACETS = { category: [], city: [], experience: [], employment: [], schedule: [], posted_within_days: [] };
const DISCOVERY_DEFAULTS: FakeRoute[] = [
  { route: searchRoutes.categories, answer: () => jsonResponse(200, { items: [] }) },
  { route: searchRoutes.collection, answer: (_request, { slug }) => jsonResponse(200, { slug, items: [] }) },
  { route: searchRoutes.similar, answer: () => jsonResponse(200, { items: [] }) },
  {
    route: searchRoutes.search,
    answer: () =>
      jsonResponse(200, { items: [], total: 0, total_is_exact: true, page: 1, per_page: 20, facets: EMPTY_FACETS }),
  },
];

export type FakeAnswer = (request: Request, params: Record<string, string>) => Response | Promise<Response>;
export type FakeRoute = { route: RouteContract; answer: FakeAnswer };

/** Answers `route` (method and `:param` path of its contract). */
export const on = (route: RouteContract, answer: FakeAnswer): FakeRoute => ({ route, answer });

/** Answers `route` with `body` as JSON (200). */
export const reply = (route: RouteContract, body: unknown): FakeRoute => on(route, () => jsonResponse(200, body));

const API_PATH = new URL(TEST_API_BASE).pathname;

/**
 * A fake API for `renderApp({ fetch })`. Routes given first win; a signed-in page's background
 * calls (the user, chat list, notification poll) answer `SEEKER` and empty lists unless a test
 * answers them. Anything else fails like a dead network, and is listed in `unanswered`.
 */
export const fakeApi = (...routes: FakeRoute[]) => {
  const all = [
    ...routes,
    reply(meRoute, SEEKER),
    reply(chatRoutes.list, []),
    reply(chatRoutes.notifies, []),
    // Who viewed the résumé (the profile page): none unless a test answers it.
    reply(resumeRoutes.views, { items: [], total_30d: 0 }),
    // Live delivery refused (as for a session it cannot serve): the stream stops, the poll goes on.
    on(liveRoutes.events, () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No live events here' } })),
    // The public lists of the home and vacancy pages: empty unless a test answers them.
    ...DISCOVERY_DEFAULTS,
  ];
  const requests: Request[] = [];
  const unanswered: string[] = [];
  const fetch = vi.fn(async (request: Request): Promise<Response> => {
    requests.push(request);
    const url = new URL(request.url);
    const pathname = url.pathname.slice(API_PATH.length);
    for (const { route, answer } of all) {
      if (route.method !== request.method) continue;
      const params = routeParams(route.path, pathname);
      if (params) return answer(request, params);
    }
    unanswered.push(`${request.method} ${pathname}`);
    throw new TypeError('Failed to fetch');
  });
  /** The requests made to `route`. */
  const callsTo = (route: RouteContract): Request[] =>
    requests.filter(
      (request) =>
        request.method === route.method &&
        routeParams(route.path, new URL(request.url).pathname.slice(API_PATH.length)) !== null,
    );
  return { fetch, requests, unanswered, callsTo };
};

/** An error envelope as the API sends it. */
export const errorResponse = (status: number, code: string, message: string): Response =>
  jsonResponse(status, { error: { code, message, requestId: 'req-test' } });

const ISO = '2024-05-01T09:00:00.000Z';

/** The signed-in seeker (`GET /users/default/me`). */
export const SEEKER: User = {
  id: 7,
  email: 'seeker@demo.jobs',
  name: 'Demo Seeker',
  role: 'seeker',
  locale: 'ru',
  company_id: null,
  email_verified: true,
};

export const aVacancy = (overrides: Partial<Vacancy> = {}): Vacancy =>
  vacancySchema.parse({
    id: 42,
    title: 'Senior React Developer',
    company: { id: 10, name: 'Acme Corp', logo: ACME_LOGO },
    category: { id: 3, slug: 'it', name_ru: 'Информационные технологии', name_en: 'Information technology' },
    city: 'Moscow',
    country: 'RU',
    salary_from: 250000,
    salary_to: 350000,
    currency: 'RUB',
    salary_gross: true,
    experience: '3-6',
    employment: 'full',
    schedule: 'remote',
    description: 'We build a job platform.\n\nYou will own the seeker app.',
    requirements: 'React and TypeScript.',
    conditions: 'Remote work, flexible hours.',
    skills: ['React', 'TypeScript', 'Testing Library'],
    status: 'published',
    published_at: ISO,
    language: 'en',
    ...overrides,
  });

export const signInAsSeeker = (token = 'seeker-token') => {
  document.cookie = `auth_token=${token}; path=/`;
};
