import type { ApiClient } from '@jobs/api-client';
import { employerVacancyRoutes, type ManagedVacancy, VACANCY_STATUSES } from '@jobs/contracts';
import type { QueryClient } from '@tanstack/react-query';

export const VACANCIES_PATH = '/employer/vacancies';
export const vacancyPath = (id: number): string => `${VACANCIES_PATH}/${id}`;

type Status = (typeof VACANCY_STATUSES)[number];

export const employerKeys = {
  all: ['employer'] as const,
  dashboard: ['employer', 'dashboard'] as const,
  vacancies: (status?: Status) => ['employer', 'vacancies', status ?? 'all'] as const,
  vacancy: (id: number) => ['employer', 'vacancy', id] as const,
};

export const vacanciesQuery = (apiClient: ApiClient, status?: Status) => ({
  queryKey: employerKeys.vacancies(status),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiClient.call(employerVacancyRoutes.list, { query: status ? { status } : {} }, { signal }),
});

export const vacancyQuery = (apiClient: ApiClient, id: number) => ({
  queryKey: employerKeys.vacancy(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiClient.call(employerVacancyRoutes.get, { params: { id } }, { signal }),
});

export const dashboardQuery = (apiClient: ApiClient) => ({
  queryKey: employerKeys.dashboard,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiClient.call(employerVacancyRoutes.dashboard, undefined, { signal }),
});

/** A vacancy changed: remember it, and let the lists and the dashboard load again. */
export function storeVacancy(queryClient: QueryClient, vacancy: ManagedVacancy): void {
  queryClient.setQueryData(employerKeys.vacancy(vacancy.id), vacancy);
  void queryClient.invalidateQueries({ queryKey: ['employer', 'vacancies'] });
  void queryClient.invalidateQueries({ queryKey: employerKeys.dashboard });
}

/** A vacancy id from the route: a positive integer, else null. */
export const parseVacancyId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};
