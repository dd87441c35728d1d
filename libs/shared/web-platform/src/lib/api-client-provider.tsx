import type { ApiClient } from '@jobs/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

export type ApiClientProviderProps = { client: ApiClient; children?: ReactNode };

export const ApiClientProvider = ({ client, children }: ApiClientProviderProps) => (
  <ApiClientContext value={client}>{children}</ApiClientContext>
);

/** The app's API client; throws outside an ApiClientProvider. */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
};
