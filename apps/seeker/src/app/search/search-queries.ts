import type { ApiClient } from '@jobs/api-client';
import { searchRoutes, type CollectionSlug, type VacancySearchInput } from '@jobs/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Search results stay fresh for half a minute (back and forward show them at once). */
const SEARCH_STALE_MS = 30_000;
/** Lists that change slowly (counts, collections, the services and the assistant's templates). */
export const LISTS_STALE_MS = 5 * 60_000;

export const searchQuery = (apiClient: ApiClient, input: VacancySearchInput) =>
  queryOptions({
    queryKey: ['vacancies', 'search', input],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.search, { query: input }, { signal }),
    staleTime: SEARCH_STALE_MS,
    // The previous results stay on screen (marked busy) while the next ones load.
    placeholderData: keepPreviousData,
  });

export const suggestQuery = (apiClient: ApiClient, q: string) =>
  queryOptions({
    queryKey: ['vacancies', 'suggest', q],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.suggest, { query: { q, limit: 8 } }, { signal }),
    staleTime: LISTS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const categoriesQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.categories, {}, { signal }),
    staleTime: LISTS_STALE_MS,
  });

export const collectionQuery = (apiClient: ApiClient, slug: CollectionSlug) =>
  queryOptions({
    queryKey: ['collections', slug],
    queryFn: ({ signal }) =>
      apiClient.call(searchRoutes.collection, { params: { slug }, query: { limit: 6 } }, { signal }),
    staleTime: LISTS_STALE_MS,
  });

export const similarQuery = (apiClient: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['vacancies', id, 'similar'],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.similar, { params: { id }, query: { limit: 6 } }, { signal }),
    staleTime: LISTS_STALE_MS,
  });

export const vacancyHref = (vacancy: { id: number }) => `/vacancies/${vacancy.id}`;
