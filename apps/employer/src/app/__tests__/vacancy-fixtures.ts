// Test support: contract-shaped managed vacancies, the dashboard and the employer's profile.
import {
  employerDashboardSchema,
  employerMeResponseSchema,
  managedVacancySchema,
  type EmployerDashboard,
  type ManagedVacancy,
} from '@jobs/contracts';
import { EMPLOYER } from './chat-fixtures';

export const LONG_DESCRIPTION =
  'We are looking for a frontend developer to build the hiring tools that thousands of companies use every day. ' +
  'You will work on forms, tables and dashboards in React and TypeScript, together with designers and backend developers.';

export const aVacancy = (id: number, overrides: Partial<ManagedVacancy> = {}): ManagedVacancy =>
  managedVacancySchema.parse({
    id,
    title: `Frontend developer ${id}`,
    company: { id: 12, name: 'Acme', logo: null },
    category: null,
    category_id: null,
    city: 'Moscow',
    country: 'RU',
    salary_from: 100_000,
    salary_to: 150_000,
    currency: 'RUB',
    salary_gross: true,
    experience: '1-3',
    employment: 'full',
    schedule: 'hybrid',
    description: LONG_DESCRIPTION,
    requirements: 'React',
    conditions: 'Remote Fridays',
    skills: ['React', 'TypeScript'],
    status: 'draft',
    published_at: null,
    language: 'en',
    version: 1,
    rejection_reason: null,
    pending_changes: null,
    submitted_at: null,
    reviewed_at: null,
    archived_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-11T10:00:00.000Z',
    views_count: 10,
    chats_count: 3,
    unanswered_chats_count: 1,
    quality: [],
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
