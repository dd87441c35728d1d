import { Loader, notFoundRoute } from '@jobs/ui';
import { accountPageRoutes } from '@jobs/auth/routes';
import type { RouteObject } from 'react-router';
import { AppErrorPage } from './app-error-page';
import {
  HOME_PATH,
  LOGIN_PATH,
  redirectSignedInEmployer,
  redirectToEmployerHome,
  requireEmployer,
  requireEmployerCandidate,
  requireEmployerChat,
  requireEmployerVacancy,
} from './guards';

/**
 * The employer app's routes (spec §2, product.md): everything but login and register needs the
 * token. Pages, layouts and the signed-in shell (chat store, notifications) load lazily, so the
 * first bundle holds only the router, the guards and the error page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <AppErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, loader: redirectToEmployerHome, element: null },
      {
        path: 'employer',
        children: [
          {
            id: 'signed-in',
            loader: requireEmployer,
            lazy: () => import('./session/signed-in-shell').then((m) => ({ Component: m.SignedInShell })),
            children: [
              {
                lazy: () => import('./layouts/employer-main-layout').then((m) => ({ Component: m.EmployerMainLayout })),
                children: [
                  {
                    // The pages' errors inside the layout (an unknown path has its own layout below: it needs no sign-in).
                    errorElement: <AppErrorPage />,
                    children: [
                      {
                        index: true,
                        loader: requireEmployer,
                        lazy: () => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
                      },
                      {
                        path: 'chats',
                        loader: requireEmployer,
                        lazy: () => import('./chats/chat-inbox-page').then((m) => ({ Component: m.ChatInboxPage })),
                      },
                      {
                        path: 'chats/:id',
                        loader: requireEmployerChat,
                        lazy: () => import('./chats/chat-page').then((m) => ({ Component: m.ChatPage })),
                      },
                      {
                        path: 'candidates',
                        loader: requireEmployer,
                        lazy: () =>
                          import('./candidates/candidate-list-page').then((m) => ({ Component: m.CandidateListPage })),
                      },
                      {
                        path: 'candidates/:id',
                        loader: requireEmployerCandidate,
                        lazy: () => import('./candidates/candidate-page').then((m) => ({ Component: m.CandidatePage })),
                      },
                      {
                        path: 'interviews',
                        loader: requireEmployer,
                        lazy: () =>
                          import('./interviews/interviews-page').then((m) => ({ Component: m.InterviewsPage })),
                      },
                      {
                        path: 'resumes',
                        loader: requireEmployer,
                        lazy: () =>
                          import('./resumes/resume-search-page').then((m) => ({ Component: m.ResumeSearchPage })),
                      },
                      {
                        path: 'resumes/:id',
                        loader: requireEmployerCandidate,
                        lazy: () => import('./resumes/resume-page').then((m) => ({ Component: m.ResumePage })),
                      },
                      {
                        path: 'templates',
                        loader: requireEmployer,
                        lazy: () => import('./templates/templates-page').then((m) => ({ Component: m.TemplatesPage })),
                      },
                      {
                        path: 'team',
                        loader: requireEmployer,
                        lazy: () => import('./team/team-page').then((m) => ({ Component: m.TeamPage })),
                      },
                      {
                        path: 'vacancies',
                        loader: requireEmployer,
                        lazy: () =>
                          import('./vacancies/vacancy-list-page').then((m) => ({ Component: m.VacancyListPage })),
                      },
                      {
                        path: 'vacancies/new',
                        loader: requireEmployer,
                        lazy: () =>
                          import('./vacancies/new-vacancy-page').then((m) => ({ Component: m.NewVacancyPage })),
                      },
                      {
                        path: 'vacancies/:id',
                        loader: requireEmployerVacancy,
                        lazy: () =>
                          import('./vacancies/edit-vacancy-page').then((m) => ({ Component: m.EditVacancyPage })),
                      },
                    ],
                  },
                ],
              },
              {
                lazy: () => import('./layouts/employer-job-layout').then((m) => ({ Component: m.EmployerJobLayout })),
                children: [
                  {
                    errorElement: <AppErrorPage />,
                    children: [
                      {
                        path: 'profile',
                        loader: requireEmployer,
                        lazy: () => import('./profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
                      },
                    ],
                  },
                  {
                    path: 'settings',
                    loader: requireEmployer,
                    lazy: () => import('./account/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                  {
                    path: 'settings/notifications',
                    loader: requireEmployer,
                    lazy: () => import('./account/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                ],
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
          {
            // From the invitation e-mail: joins the company's team (a new account, signed in).
            path: 'accept-invite',
            lazy: () => import('./team/accept-invite-page').then((m) => ({ Component: m.AcceptInvitePage })),
          },
          ...accountPageRoutes({ role: 'employer', loginPath: LOGIN_PATH, homePath: HOME_PATH }),
        ],
      },
      {
        // The accessibility statement, signed in or not, in the same layout as the 404.
        path: 'employer/accessibility',
        lazy: () => import('./layouts/not-found-layout').then((m) => ({ Component: m.NotFoundLayout })),
        children: [
          {
            errorElement: <AppErrorPage />,
            children: [
              {
                index: true,
                lazy: () =>
                  import('./accessibility/accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
              },
            ],
          },
        ],
      },
      {
        // An unknown path: Page Not Found inside the employer's layout (header and menu), signed in or not.
        lazy: () => import('./layouts/not-found-layout').then((m) => ({ Component: m.NotFoundLayout })),
        children: [{ errorElement: <AppErrorPage />, children: [notFoundRoute] }],
      },
    ],
  },
];
