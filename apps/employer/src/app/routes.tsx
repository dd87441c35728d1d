import { ErrorPage, Loader, notFoundRoute } from '@jobs/ui';
import type { RouteObject } from 'react-router-dom';
import { redirectSignedInEmployer, redirectToEmployerHome, requireEmployer } from './guards';
import { EmployerJobLayout } from './layouts/employer-job-layout';
import { EmployerMainLayout } from './layouts/employer-main-layout';

/** The employer app's routes (spec §2, product.md): everything but login and register needs the token. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ErrorPage homePath="/employer" />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, loader: redirectToEmployerHome, element: null },
      {
        path: 'employer',
        children: [
          {
            element: <EmployerMainLayout />,
            children: [
              {
                index: true,
                loader: requireEmployer,
                lazy: () => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
              },
            ],
          },
          {
            element: <EmployerJobLayout />,
            children: [
              {
                path: 'profile',
                loader: requireEmployer,
                lazy: () => import('./profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
            ],
          },
          {
            path: 'login',
            loader: redirectSignedInEmployer,
            lazy: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'register',
            loader: redirectSignedInEmployer,
            lazy: () => import('./auth/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
        ],
      },
      notFoundRoute,
    ],
  },
];
