import type { ApiClient } from '@jobs/api-client';
import { favoriteRoutes, hiddenRoutes, savedSearchRoutes } from '@jobs/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** Every query of the seeker's own lists starts with this key. */
export const LISTS_KEY = ['lists'] as const;

export const savedSearchesQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'saved-searches'],
    queryFn: ({ signal }) => apiClient.call(savedSearchRoutes.list, undefined, { signal }),
  });

export const favoritesQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'favorites'],
    queryFn: ({ signal }) => apiClient.call(favoriteRoutes.list, undefined, { signal }),
  });

export const hiddenQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'hidden'],
    queryFn: ({ signal }) => apiClient.call(hiddenRoutes.list, undefined, { signal }),
  });

/**
 * After a favourite or a hide: every list of vacancies asks again (a hidden one vanishes, hearts
 * show the new state) and so do the seeker's own lists.
 */
export const refreshVacancyLists = (queryClient: QueryClient) =>
  Promise.all(
    [LISTS_KEY, ['vacancies'], ['collections'], ['recommendations'], ['companies']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export const SAVED_SEARCHES_PATH = '/saved-searches';
export const FAVORITES_PATH = '/favorites';
export const HIDDEN_PATH = '/hidden';
export const savedSearchPath = (id: number) => `${SAVED_SEARCHES_PATH}/${id}`;
