import type { ApiClient } from '@jobs/api-client';
import { vacancyRoutes } from '@jobs/contracts';
import { queryOptions } from '@tanstack/react-query';

/** A vacancy changes rarely: reuse a loaded one for a minute before asking again. */
export const VACANCY_STALE_TIME_MS = 60_000;

/** One published vacancy (`GET /vacancies/{id}`), shared by the vacancy page and the chat's vacancy links. */
export const vacancyQuery = (apiClient: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['vacancies', id],
    queryFn: ({ signal }) => apiClient.call(vacancyRoutes.get, { params: { id } }, { signal }),
    staleTime: VACANCY_STALE_TIME_MS,
  });
