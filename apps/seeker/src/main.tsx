import { ApiClientProvider, bootstrapApp, RuntimeConfigProvider } from '@jobs/web-platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LOGIN_PATH } from './app/guards';
import { createRoutes } from './app/routes';

void bootstrapApp({
  audience: 'seeker',
  loginPath: LOGIN_PATH,
  render: ({ config, apiClient, queryClient }) => {
    const router = createBrowserRouter(createRoutes({ apiClient, queryClient }));
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
