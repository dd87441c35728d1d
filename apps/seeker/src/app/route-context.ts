import type { ApiClient } from '@jobs/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** What route loaders need: the app's API client and its query cache (the pages read the same cache). */
export type RouteContext = {
  apiClient: ApiClient;
  queryClient: QueryClient;
};
