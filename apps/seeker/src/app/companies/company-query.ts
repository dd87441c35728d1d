import type { ApiClient } from '@jobs/api-client';
import { searchRoutes } from '@jobs/contracts';
import { queryOptions } from '@tanstack/react-query';

/** A company's public page (`GET /companies/{id}`): its profile, responsiveness and newest published vacancies. */
export const companyQuery = (apiClient: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['companies', id],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.company, { params: { id } }, { signal }),
    staleTime: 60_000,
  });
