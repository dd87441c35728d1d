// Test support: contract-shaped managed vacancies for the editor's pages.
import { managedVacancySchema, type ManagedVacancy } from '@jobs/contracts';

export const LONG_DESCRIPTION =
  'We are looking for a frontend developer to build the hiring tools that thousands of companies use every day. ' +
  'You will work on forms, tables and dashboards in React and TypeScript, together with designers and backend developers.';

export const aVacancy = (id: number, overrides: Partial<ManagedVacancy> = {}): ManagedVacancy =>
  managedVacancySchema.parse({
    id,
    title: `Vacancy ${id}`,
    company: { id: 12, name: 'Acme', logo: null },
    category: null,
    category_id: null,
    city: 'Moscow',
    country: 'RU',
    salary_from: 100_000,
    salary_to: null,
    currency: 'RUB',
    salary_gross: true,
    experience: 'none',
    employment: 'full',
    schedule: 'office',
    description: LONG_DESCRIPTION,
    requirements: '',
    conditions: '',
    skills: [],
    status: 'published',
    published_at: '2026-01-10T10:00:00.000Z',
    language: 'en',
    version: 1,
    rejection_reason: null,
    pending_changes: null,
    submitted_at: null,
    reviewed_at: null,
    archived_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-11T10:00:00.000Z',
    views_count: 0,
    chats_count: 0,
    unanswered_chats_count: 0,
    quality: [],
    ...overrides,
  });
