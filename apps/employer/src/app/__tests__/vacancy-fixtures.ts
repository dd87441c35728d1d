// Test support: contract-shaped managed vacancies, the dashboard and the employer's profile.
import {
  employerDashboardSchema,
  employerMeResponseSchema,
  type EmployerDashboard,
  type ManagedVacancy,
} from '@jobs/contracts';
import { managedVacancy } from '@jobs/vacancy-editor/testing';
import { EMPLOYER } from './chat-fixtures';

export { LONG_DESCRIPTION } from '@jobs/vacancy-editor/testing';

/** Vacancy `id` of the employer's company (Acme, 12) as the employer's list gives it: a draft with counts. */
export const aVacancy = (id: number, overrides: Partial<ManagedVacancy> = {}): ManagedVacancy =>
  managedVacancy({
    id,
    title: `Frontend developer ${id}`,
    company: { id: 12, name: 'Acme', logo: null },
    version: 1,
    views_count: 10,
    responsible_user_id: null,
    chats_count: 3,
    unanswered_chats_count: 1,
    ...overrides,
  });

export const aDashboard = (overrides: Partial<EmployerDashboard> = {}): EmployerDashboard =>
  employerDashboardSchema.parse({
    vacancies: [aVacancy(1, { status: 'published' })],
    totals: { published: 1, on_review: 0, drafts: 0, views: 10, chats: 3, unanswered_chats: 1 },
    chats_per_day: Array.from({ length: 30 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
      count: index === 29 ? 4 : index === 10 ? 2 : 0,
    })),
    unanswered_chats: [],
    ...overrides,
  });

export const EMPLOYER_ME = employerMeResponseSchema.parse({
  user: EMPLOYER,
  company: {
    id: 12,
    name: 'Acme',
    logo: null,
    description: 'We build things.',
    site: null,
    city: 'Moscow',
    industry: 'IT',
    size: '11-50',
  },
});
