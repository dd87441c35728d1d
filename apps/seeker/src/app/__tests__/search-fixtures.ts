// Test support for the search pages: contract-shaped search answers (parsed by their schemas).
import {
  categoriesResponseSchema,
  toVacancySummary,
  vacancySearchResponseSchema,
  type SearchFacets,
  type VacancySearchResponse,
  type VacancySummary,
} from '@jobs/contracts';
import { aVacancy } from './fake-api';

export const aSummary = (overrides: Partial<VacancySummary> = {}): VacancySummary => ({
  ...toVacancySummary(aVacancy()),
  ...overrides,
});

export const FACETS: SearchFacets = {
  category: [
    { value: 'it', name_ru: 'ИТ', name_en: 'Information technology', count: 120 },
    { value: 'design', name_ru: 'Дизайн', name_en: 'Design', count: 14 },
  ],
  city: [
    { value: 'Москва', count: 80 },
    { value: 'Bern', count: 12 },
  ],
  experience: [
    { value: '1-3', count: 60 },
    { value: '3-6', count: 50 },
    { value: 'none', count: 24 },
  ],
  employment: [{ value: 'full', count: 134 }],
  schedule: [
    { value: 'remote', count: 40 },
    { value: 'office', count: 94 },
  ],
  posted_within_days: [
    { value: '1', count: 5 },
    { value: '3', count: 20 },
    { value: '7', count: 70 },
    { value: '30', count: 134 },
  ],
};

export const aSearchResponse = (overrides: Partial<VacancySearchResponse> = {}): VacancySearchResponse =>
  vacancySearchResponseSchema.parse({
    items: [
      aSummary({ id: 1, title: 'Frontend-разработчик (React)', city: 'Москва', schedule: 'hybrid' }),
      aSummary({
        id: 2,
        title: 'Python developer',
        company: { id: 11, name: 'Globex', logo: null },
        salary_from: null,
        salary_to: null,
        city: 'Bern',
        schedule: 'remote',
      }),
    ],
    total: 2,
    total_is_exact: true,
    page: 1,
    per_page: 20,
    facets: FACETS,
    ...overrides,
  });

export const CATEGORIES = categoriesResponseSchema.parse({
  items: [
    { id: 1, slug: 'it', name_ru: 'ИТ', name_en: 'Information technology', count: 1234 },
    { id: 2, slug: 'design', name_ru: 'Дизайн', name_en: 'Design', count: 56 },
    { id: 3, slug: 'logistics', name_ru: 'Логистика', name_en: 'Logistics', count: 0 },
  ],
});

/** The query string of a request as an object (for assertions on what the page asked for). */
export const queryOf = (request: Request): Record<string, string> =>
  Object.fromEntries(new URL(request.url).searchParams.entries());
