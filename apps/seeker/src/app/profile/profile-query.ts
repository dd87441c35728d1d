import type { ApiClient } from '@jobs/api-client';
import { profileRoutes } from '@jobs/contracts';
import { queryOptions } from '@tanstack/react-query';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The seeker's résumé (`GET /profile`), shared by the profile page and the apply dialog. */
export const profileQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(profileRoutes.get, undefined, { signal }),
  });
