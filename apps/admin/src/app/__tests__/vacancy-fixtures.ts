// Test support: contract-shaped managed vacancies for the editor's pages (the shared factory of @jobs/vacancy-editor).
import type { ManagedVacancy } from '@jobs/contracts';
import { managedVacancy } from '@jobs/vacancy-editor/testing';

export { LONG_DESCRIPTION } from '@jobs/vacancy-editor/testing';

/** Vacancy `id` of Acme (12) as the editor's list gives it: published, a bare one. */
export const aVacancy = (id: number, overrides: Partial<ManagedVacancy> = {}): ManagedVacancy =>
  managedVacancy({
    id,
    title: `Vacancy ${id}`,
    company: { id: 12, name: 'Acme', logo: null },
    salary_to: null,
    experience: 'none',
    schedule: 'office',
    requirements: '',
    conditions: '',
    skills: [],
    status: 'published',
    published_at: '2026-01-10T10:00:00.000Z',
    version: 1,
    ...overrides,
  });
