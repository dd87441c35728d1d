// Test support (`@jobs/vacancy-editor/testing`, for specs only): a contract-shaped managed vacancy for
// this lib's tests and the employer's and editor's apps'.
import { managedVacancySchema, type ManagedVacancy } from '@jobs/contracts';

export const LONG_DESCRIPTION =
  'We are looking for a frontend developer to build the hiring tools that thousands of companies use every day. ' +
  'You will work on forms, tables and dashboards in React and TypeScript, together with designers and backend developers.';

/** A managed vacancy as the API answers it (parsed by its schema): a draft; override what a test needs. */
export function managedVacancy(overrides: Partial<ManagedVacancy> = {}): ManagedVacancy {
  return managedVacancySchema.parse({
    id: 7,
    title: 'Frontend developer',
    company: { id: 3, name: 'Acme', logo: null },
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
    version: 2,
    rejection_reason: null,
    pending_changes: null,
    submitted_at: null,
    reviewed_at: null,
    archived_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-11T10:00:00.000Z',
    views_count: 0,
    responsible_user_id: null,
    chats_count: 0,
    unanswered_chats_count: 0,
    quality: [],
    ...overrides,
  });
}
