import type { ApiClient } from '@jobs/api-client';
import { meRoute } from '@jobs/contracts';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in user (`GET /users/default/me`). */
export const meQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => apiClient.call(meRoute, undefined, { signal }),
  });
