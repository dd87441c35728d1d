import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@jobs/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ApiClientProvider } from './api-client-provider';
import { bootstrapApp, type BootstrapAppOptions } from './bootstrap-app';
import { RuntimeConfigProvider } from './runtime-config-provider';

export type StartAppOptions = Omit<BootstrapAppOptions, 'render'> & {
  /** The app's route objects, given the client and cache its loaders may need. */
  routes: (context: { apiClient: ApiClient; queryClient: QueryClient }) => RouteObject[];
};

/** Each app's entry point: bootstraps, then mounts the providers and the router into `#root`. */
export const startApp = ({ routes, ...options }: StartAppOptions) =>
  bootstrapApp({
    ...options,
    render: ({ config, apiClient, queryClient }) => {
      const router = createBrowserRouter(routes({ apiClient, queryClient }));
      const container = document.getElementById('root');
      if (!container) throw new Error('The page has no #root element');
      createRoot(container).render(
        <StrictMode>
          <RuntimeConfigProvider config={config}>
            <ApiClientProvider client={apiClient}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </ApiClientProvider>
          </RuntimeConfigProvider>
        </StrictMode>,
      );
    },
  });
