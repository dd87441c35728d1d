import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_EDITOR, DEMO_EMPLOYER, DEMO_SEEKER } from './accounts';
import { findCompanyVacancy } from './demo-vacancy';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from './urls';

/**
 * The addresses of each app that the accessibility suite (journeys/accessibility.spec.ts) checks with
 * axe-core; each app's accessibility statement gives their number (journeys/accessibility-statement.spec.ts
 * holds it to this list).
 */
export type Fixtures = { vacancyId: number; chatId: number; companyId: number; applicationId: number | null };

/** One published Demo Company vacancy and the demo seeker's chat with Demo Company (created if missing). */
export const demoFixtures = async (request: APIRequestContext): Promise<Fixtures> => {
  const vacancy = await findCompanyVacancy(request, 'Demo Company');
  const login = await request.post(`${API_URL}/auth/login`, { data: DEMO_SEEKER });
  const { token } = (await login.json()) as { token: string };
  const chat = await request.post(`${API_URL}/companies/${vacancy.company.id}/chat`, {
    headers: { authorization: `Bearer ${token}` },
    data: { vacancy_id: vacancy.id },
  });
  expect(chat.ok(), await chat.text()).toBe(true);
  const { id } = (await chat.json()) as { id: number };
  // One of the demo seeker's applications, when the demo data gives them one (reading it changes nothing).
  const applications = await request.get(`${API_URL}/applications`, { headers: { authorization: `Bearer ${token}` } });
  expect(applications.ok(), await applications.text()).toBe(true);
  const body = (await applications.json()) as { items?: Array<{ id: number }> } | Array<{ id: number }>;
  const first = (Array.isArray(body) ? body : (body.items ?? []))[0];
  return { vacancyId: vacancy.id, chatId: id, companyId: vacancy.company.id, applicationId: first?.id ?? null };
};

export type AppRoutes = {
  app: string;
  origin: string;
  audience: 'seeker' | 'employer' | 'editor';
  account: { email: string; password: string };
  signedOut: string[];
  signedIn: (fixtures: Fixtures) => string[];
};

export const APPS: AppRoutes[] = [
  {
    app: 'seeker',
    origin: SEEKER_URL,
    audience: 'seeker',
    account: DEMO_SEEKER,
    signedOut: ['/login', '/forgot-password', '/accessibility', '/no-such-page'],
    signedIn: ({ vacancyId, chatId, companyId, applicationId }) => [
      '/',
      '/vacancies',
      '/vacancies?q=developer&schedule=remote',
      `/vacancies/${vacancyId}`,
      `/companies/${companyId}`,
      '/applications',
      ...(applicationId === null ? [] : [`/applications/${applicationId}`]),
      '/categories',
      '/services',
      '/new',
      '/recommendations',
      '/profile',
      '/settings',
      '/settings/notifications',
      '/saved-searches',
      '/favorites',
      '/hidden',
      '/chat',
      `/chat/${chatId}`,
    ],
  },
  {
    app: 'employer',
    origin: EMPLOYER_URL,
    audience: 'employer',
    account: DEMO_EMPLOYER,
    signedOut: [
      '/employer/login',
      '/employer/register',
      '/employer/forgot-password',
      '/employer/accessibility',
      '/no-such-page',
    ],
    // Not /employer/candidates/:id: the first open by the company marks a candidate viewed (other tests count them).
    signedIn: ({ vacancyId, chatId }) => [
      '/employer',
      '/employer/vacancies',
      '/employer/vacancies/new',
      `/employer/vacancies/${vacancyId}`,
      '/employer/candidates',
      '/employer/interviews',
      '/employer/templates',
      '/employer/chats',
      `/employer/chats/${chatId}`,
      '/employer/profile',
      '/employer/settings',
      '/employer/settings/notifications',
      '/employer/no-such-page',
    ],
  },
  {
    app: 'admin',
    origin: ADMIN_URL,
    audience: 'editor',
    account: DEMO_EDITOR,
    signedOut: [
      '/edit-vacancies-list/login',
      '/edit-vacancies-list/forgot-password',
      '/edit-vacancies-list/accessibility',
    ],
    signedIn: ({ vacancyId, chatId }) => [
      '/edit-vacancies-list',
      '/edit-vacancies-list/new',
      `/edit-vacancies-list/${vacancyId}`,
      '/edit-vacancies-list/similar',
      '/edit-vacancies-list/recommended',
      '/edit-vacancies-list/no-experience',
      '/edit-vacancies-list/categories',
      '/edit-vacancies-list/assistant',
      '/edit-vacancies-list/audit',
      '/edit-vacancies-list/settings',
      '/edit-vacancies-list/account',
      '/admin/chat',
      `/admin/chat/${chatId}`,
      '/no-such-page',
    ],
  },
];
