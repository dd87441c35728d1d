import { ErrorPage, Loader, notFoundRoute } from '@jobs/ui';
import type { RouteObject } from 'react-router-dom';
import { redirectSignedInSeeker, requireSeeker } from './guards';
import { SeekerJobLayout } from './layouts/seeker-job-layout';
import { SeekerMainLayout } from './layouts/seeker-main-layout';

/** The seeker app's routes (spec §2); pages load lazily, layouts and guards are in the first chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      {
        element: <SeekerMainLayout />,
        children: [
          { index: true, lazy: () => import('./home/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: 'chat', lazy: () => import('./pages/chat-list-page').then((m) => ({ Component: m.ChatListPage })) },
          { path: 'chat/:id', lazy: () => import('./pages/chat-page').then((m) => ({ Component: m.ChatPage })) },
          { path: 'new', lazy: () => import('./pages/new-chat-page').then((m) => ({ Component: m.NewChatPage })) },
          { path: 'services', lazy: () => import('./pages/services-page').then((m) => ({ Component: m.ServicesPage })) },
          {
            path: 'categories',
            lazy: () => import('./pages/categories-page').then((m) => ({ Component: m.CategoriesPage })),
          },
          {
            path: 'recommendations',
            lazy: () => import('./pages/recommendations-page').then((m) => ({ Component: m.RecommendationsPage })),
          },
          {
            path: 'profile',
            loader: requireSeeker,
            lazy: () => import('./profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
        ],
      },
      {
        element: <SeekerJobLayout />,
        children: [
          {
            path: 'vacancies',
            lazy: () => import('./pages/vacancies-page').then((m) => ({ Component: m.VacanciesPage })),
          },
          {
            path: 'vacancies/:id',
            lazy: () => import('./pages/vacancy-page').then((m) => ({ Component: m.VacancyPage })),
          },
        ],
      },
      {
        path: 'login',
        loader: redirectSignedInSeeker,
        lazy: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      notFoundRoute,
    ],
  },
];
