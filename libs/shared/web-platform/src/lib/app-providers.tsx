import type { ApiClient } from '@jobs/api-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientProvider } from './api-client-provider';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigProvider } from './runtime-config-provider';

export type AppProvidersProps = {
  config: RuntimeConfig;
  apiClient: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
};

/**
 * What every page of an app reads from context: the runtime configuration, the API client and the
 * query cache (`startApp` mounts the app in it; the tests' renderers too).
 */
export function AppProviders({ config, apiClient, queryClient, children }: AppProvidersProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </RuntimeConfigProvider>
  );
}
