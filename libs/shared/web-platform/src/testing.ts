// Test support (`@jobs/web-platform/testing`, for specs only): the clients a rendered app or
// component runs on in a test, with the API answered by a fake `fetch`.
import { createApiClient, type Audience } from '@jobs/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The API base of the tests (a fake `fetch` answers under it). */
export const TEST_API_BASE = 'http://api.test/api';

export type TestClientsOptions = {
  audience: Audience;
  /** Answers the API's HTTP requests (the network layer); without it every call fails like a dead network. */
  fetch?: (request: Request) => Promise<Response>;
};

/** An API client on `fetch` (no retry delay) and a query client that does not retry. */
export function createTestClients({ audience, fetch }: TestClientsOptions) {
  const fetchImpl = fetch ?? (() => Promise.reject(new TypeError('Failed to fetch')));
  const apiClient = createApiClient({
    audience,
    baseUrl: TEST_API_BASE,
    fetch: (input, init) => fetchImpl(input instanceof Request ? input : new Request(input, init)),
    retryDelayMs: 0,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { apiClient, queryClient };
}
