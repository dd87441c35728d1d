import { ErrorPage, Loader, notFoundRoute } from '@jobs/ui';
import { accountPageRoutes } from '@jobs/auth/routes';
import type { RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH, redirectSignedInSeeker, requireSeeker, requireSeekerReturning } from './guards';
import { SeekerJobLayout } from './layouts/seeker-job-layout';
import { SeekerMainLayout } from './layouts/seeker-main-layout';
import type { RouteContext } from './route-context';
import { requireRouteId } from './route-id';
import { loadSignedInRootFor, SeekerRoot } from './shell/seeker-root';

/**
 * The seeker app's routes (spec §2). Pages load lazily; the layouts, guards and the shell are in
 * the first chunk; the signed-in frame (chat store, unread badge, notification poller and toasts)
 * loads only when signed in.
 */
export const createRoutes = (context: RouteContext): RouteObject[] => [
  {
    id: 'root',
    element: <SeekerRoot />,
    loader: loadSignedInRootFor(context.apiClient),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      {
        // Errors of the pages render here, inside the shell, so toasts keep coming on an error page.
        errorElement: <ErrorPage />,
        children: [
          {
            element: <SeekerMainLayout />,
            children: [
              {
                // The pages' errors, and the 404 of an unknown path, inside the layout: header and menu stay.
                errorElement: <ErrorPage />,
                children: [
                  { index: true, lazy: () => import('./home/home-page').then((m) => ({ Component: m.HomePage })) },
                  {
                    path: 'chat',
                    lazy: () => import('./chat/chat-list-page').then((m) => ({ Component: m.ChatListPage })),
                  },
                  {
                    path: 'chat/:id',
                    loader: requireRouteId,
                    lazy: () => import('./chat/chat-page').then((m) => ({ Component: m.ChatPage })),
                  },
                  {
                    path: 'new',
                    lazy: () => import('./pages/new-chat-page').then((m) => ({ Component: m.NewChatPage })),
                  },
                  {
                    path: 'accessibility',
                    lazy: () =>
                      import('./accessibility/accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
                  },
                  {
                    path: 'services',
                    lazy: () => import('./pages/services-page').then((m) => ({ Component: m.ServicesPage })),
                  },
                  ...['salaries', 'salaries/:category', 'salaries/:category/:city'].map((path) => ({
                    path,
                    lazy: () => import('./salaries/salaries-page').then((m) => ({ Component: m.SalariesPage })),
                  })),
                  {
                    path: 'categories',
                    lazy: () => import('./pages/categories-page').then((m) => ({ Component: m.CategoriesPage })),
                  },
                  {
                    path: 'recommendations',
                    lazy: () =>
                      import('./pages/recommendations-page').then((m) => ({ Component: m.RecommendationsPage })),
                  },
                  {
                    path: 'profile',
                    loader: requireSeeker,
                    lazy: () => import('./profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
                  },
                  {
                    path: 'settings',
                    loader: requireSeekerReturning,
                    lazy: () => import('./account/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                  {
                    path: 'settings/notifications',
                    loader: requireSeekerReturning,
                    lazy: () => import('./account/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                  {
                    path: 'applications',
                    loader: requireSeekerReturning,
                    lazy: () =>
                      import('./applications/applications-page').then((m) => ({ Component: m.ApplicationsPage })),
                  },
                  {
                    path: 'saved-searches',
                    loader: requireSeekerReturning,
                    lazy: () => import('./lists/saved-searches-page').then((m) => ({ Component: m.SavedSearchesPage })),
                  },
                  {
                    path: 'saved-searches/:id',
                    loader: (args) => requireSeekerReturning(args) ?? requireRouteId(args),
                    lazy: () =>
                      import('./lists/saved-search-open-page').then((m) => ({ Component: m.SavedSearchOpenPage })),
                  },
                  {
                    path: 'invitations',
                    loader: requireSeekerReturning,
                    lazy: () =>
                      import('./invitations/invitations-page').then((m) => ({ Component: m.InvitationsPage })),
                  },
                  {
                    path: 'favorites',
                    loader: requireSeekerReturning,
                    lazy: () => import('./lists/favorites-page').then((m) => ({ Component: m.FavoritesPage })),
                  },
                  {
                    path: 'hidden',
                    loader: requireSeekerReturning,
                    lazy: () => import('./lists/hidden-page').then((m) => ({ Component: m.HiddenPage })),
                  },
                  {
                    path: 'applications/:id',
                    loader: (args) => requireSeekerReturning(args) ?? requireRouteId(args),
                    lazy: () =>
                      import('./applications/application-page').then((m) => ({ Component: m.ApplicationPage })),
                  },
                  notFoundRoute,
                ],
              },
            ],
          },
          {
            element: <SeekerJobLayout />,
            children: [
              {
                errorElement: <ErrorPage />,
                children: [
                  {
                    path: 'vacancies',
                    lazy: () =>
                      import('./pages/vacancies-page').then((m) => ({
                        Component: m.VacanciesPage,
                        loader: m.createSearchLoader(context),
                      })),
                  },
                  {
                    path: 'companies/:id',
                    lazy: () =>
                      import('./companies/company-page').then((m) => ({
                        Component: m.CompanyPage,
                        loader: m.createCompanyLoader(context),
                      })),
                  },
                  {
                    path: 'vacancies/:id',
                    lazy: () =>
                      import('./vacancy/vacancy-page').then((m) => ({
                        Component: m.VacancyPage,
                        loader: m.createVacancyLoader(context),
                      })),
                  },
                ],
              },
            ],
          },
          {
            path: 'login',
            loader: redirectSignedInSeeker,
            lazy: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          ...accountPageRoutes({ role: 'seeker', loginPath: LOGIN_PATH, homePath: HOME_PATH }),
        ],
      },
    ],
  },
];
