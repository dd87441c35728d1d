// Test support: renders an auth component under a memory router, with a query client and an API client talking to `fetch`.
import type { Audience } from '@jobs/api-client';
import { AppProviders, DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@jobs/web-platform';
import { createTestClients } from '@jobs/web-platform/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

export { TEST_API_BASE } from '@jobs/web-platform/testing';

export type RenderWithApiOptions = {
  audience?: Audience;
  /** Answers the API's HTTP requests; unanswered calls fail like a dead network. */
  fetch?: (request: Request) => Promise<Response>;
  /** Other pages of the memory router (the page to land on after signing in or out). */
  otherPages?: Record<string, ReactNode>;
  /** Where the memory router starts (the page under test is at `/`): `/?token=…` for a link's query. */
  initialEntry?: string;
  /** The app's runtime configuration (the defaults: no third parties configured). */
  runtimeConfig?: RuntimeConfig;
};

export function renderWithApi(
  ui: ReactNode,
  {
    audience = 'seeker',
    fetch,
    otherPages = {},
    initialEntry = '/',
    runtimeConfig = DEFAULT_RUNTIME_CONFIG,
  }: RenderWithApiOptions = {},
) {
  const { apiClient, queryClient } = createTestClients({ audience, fetch });
  const router = createMemoryRouter(
    [{ path: '/', element: ui }, ...Object.entries(otherPages).map(([path, element]) => ({ path, element }))],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <AppProviders config={runtimeConfig} apiClient={apiClient} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, apiClient, queryClient };
}

/** Forgets every audience's token (the shared test kit's). */
export { clearAuthCookies } from '@jobs/testing';
