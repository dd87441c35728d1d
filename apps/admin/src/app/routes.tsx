import { Loader, notFoundRoute } from '@jobs/ui';
import { accountPageRoutes } from '@jobs/auth/routes';
import type { RouteObject } from 'react-router';
import { AppErrorPage } from './app-error-page';
import {
  HOME_PATH,
  LOGIN_PATH,
  redirectSignedInEditor,
  redirectToEditorHome,
  requireEditor,
  requireEditorChat,
} from './guards';
import { requireEditorVacancy } from './vacancies/vacancy-guard';
import { EditorLayout } from './layouts/editor-layout';
import { EditorChatRoot } from './chat/editor-chat-root';

const collectionPage = () => import('./collections/collection-page').then((m) => ({ Component: m.CollectionPage }));

/** The editor app's routes (spec §2 and §4, product.md): every page but login needs the editor token. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // One chat store for the header's «Chats» unread badge, kept across the layouts.
    element: <EditorChatRoot />,
    errorElement: <AppErrorPage />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, loader: redirectToEditorHome, element: null },
      {
        path: 'edit-vacancies-list',
        children: [
          {
            element: <EditorLayout />,
            children: [
              {
                // The pages' errors inside the layout: header and menu stay.
                errorElement: <AppErrorPage />,
                children: [
                  {
                    index: true,
                    loader: requireEditor,
                    lazy: () => import('./vacancies/vacancy-list-page').then((m) => ({ Component: m.VacancyListPage })),
                  },
                  {
                    path: 'accessibility',
                    lazy: () =>
                      import('./accessibility/accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
                  },
                  {
                    path: 'new',
                    loader: requireEditor,
                    lazy: () => import('./vacancies/new-vacancy-page').then((m) => ({ Component: m.NewVacancyPage })),
                  },
                  { path: 'similar', loader: requireEditor, lazy: collectionPage },
                  { path: 'recommended', loader: requireEditor, lazy: collectionPage },
                  { path: 'no-experience', loader: requireEditor, lazy: collectionPage },
                  {
                    path: 'assistant',
                    loader: requireEditor,
                    lazy: () =>
                      import('./assistant/assistant-templates-page').then((m) => ({
                        Component: m.AssistantTemplatesPage,
                      })),
                  },
                  {
                    path: 'categories',
                    loader: requireEditor,
                    lazy: () => import('./categories/categories-page').then((m) => ({ Component: m.CategoriesPage })),
                  },
                  {
                    path: 'reports',
                    loader: requireEditor,
                    lazy: () => import('./reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
                  },
                  {
                    path: 'audit',
                    loader: requireEditor,
                    lazy: () => import('./audit/audit-page').then((m) => ({ Component: m.AuditPage })),
                  },
                  {
                    path: 'settings',
                    loader: requireEditor,
                    lazy: () => import('./account/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                  {
                    path: 'account',
                    loader: requireEditor,
                    lazy: () => import('./account/account-page').then((m) => ({ Component: m.AccountPage })),
                  },
                  {
                    path: ':id',
                    loader: requireEditorVacancy,
                    lazy: () => import('./vacancies/edit-vacancy-page').then((m) => ({ Component: m.EditVacancyPage })),
                  },
                ],
              },
            ],
          },
          {
            path: 'login',
            loader: redirectSignedInEditor,
            lazy: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          ...accountPageRoutes({ role: 'editor', loginPath: LOGIN_PATH, homePath: HOME_PATH }),
        ],
      },
      {
        path: 'admin/chat',
        element: <EditorLayout />,
        children: [
          {
            errorElement: <AppErrorPage />,
            children: [
              {
                index: true,
                loader: requireEditor,
                lazy: () => import('./chat/chat-inbox-page').then((m) => ({ Component: m.ChatInboxPage })),
              },
              {
                path: ':id',
                loader: requireEditorChat,
                lazy: () => import('./chat/chat-page').then((m) => ({ Component: m.ChatPage })),
              },
            ],
          },
        ],
      },
      {
        // An unknown path: the 404 inside the editors' layout (header and menu).
        element: <EditorLayout />,
        children: [{ errorElement: <AppErrorPage />, children: [notFoundRoute] }],
      },
    ],
  },
];
