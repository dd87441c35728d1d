import type { ApiClient } from '@jobs/api-client';
import type { Application, ApplicationStatus, SeekerApplicationsResponse } from '@jobs/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** The contracts, with the first request (see application-routes.ts). */
const contracts = () => import('./application-routes');

/** Every query about the seeker's applications starts with this key (refreshed together). */
export const APPLICATIONS_KEY = ['applications'] as const;

/** One page of `/applications`, optionally of one status. */
export const applicationsQuery = (apiClient: ApiClient, filter: { status?: ApplicationStatus; page: number }) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', filter.status ?? 'all', filter.page],
    queryFn: async ({ signal }): Promise<SeekerApplicationsResponse> => {
      const { applicationRoutes } = await contracts();
      return apiClient.call(
        applicationRoutes.list,
        { query: { status: filter.status, page: filter.page } },
        { signal },
      );
    },
  });

export const applicationQuery = (apiClient: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'one', id],
    queryFn: async ({ signal }) => {
      const { applicationRoutes } = await contracts();
      return apiClient.call(applicationRoutes.get, { params: { id } }, { signal });
    },
  });

/** How many pages of applications the "already applied" marks read at most (500 applications). */
export const APPLIED_MAX_PAGES = 25;

export type AppliedVacancies = ReadonlyMap<number, Pick<Application, 'id' | 'status' | 'chat_id' | 'created_at'>>;

/**
 * The seeker's applications by vacancy, for the Apply buttons ("You applied · Viewed"): every page
 * of `GET /applications` (one request for most seekers), kept for half a minute.
 */
export const appliedVacanciesQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'by-vacancy'],
    queryFn: async ({ signal }): Promise<AppliedVacancies> => {
      const { APPLICATIONS_PER_PAGE, applicationRoutes } = await contracts();
      const byVacancy = new Map<number, Pick<Application, 'id' | 'status' | 'chat_id' | 'created_at'>>();
      for (let page = 1; page <= APPLIED_MAX_PAGES; page++) {
        const { items, total } = await apiClient.call(applicationRoutes.list, { query: { page } }, { signal });
        for (const { id, status, chat_id, created_at, vacancy } of items) {
          // Newest first: an older application to the same vacancy does not hide the latest one.
          if (!byVacancy.has(vacancy.id)) byVacancy.set(vacancy.id, { id, status, chat_id, created_at });
        }
        if (items.length < APPLICATIONS_PER_PAGE || page * APPLICATIONS_PER_PAGE >= total) break;
      }
      return byVacancy;
    },
    staleTime: 30_000,
  });

/** After an apply, a withdrawal or a status notification: every list, page and mark is read again. */
export const refreshApplications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
