import type { ApiClient } from '@jobs/api-client';
import { meRoute } from '@jobs/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * The signed-in user (`GET /users/default/me`). Asked only while the app holds a token: for a
 * visitor the call would be refused, and the client would take the refused refresh for the end of
 * a session and send them to the login page (from a public page, a 404, a reset-password link).
 */
export const meQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => apiClient.call(meRoute, undefined, { signal }),
    enabled: apiClient.isSignedIn(),
  });
