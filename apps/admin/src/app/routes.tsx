import { Loader, notFoundRoute } from '@jobs/ui';
import type { RouteObject } from 'react-router-dom';
import { AppErrorPage } from './app-error-page';
import { redirectSignedInEditor, redirectToEditorHome, requireEditor, requireEditorChat } from './guards';
import { requireEditorVacancy } from './vacancies/vacancy-guard';
import { EditorLayout } from './layouts/editor-layout';

const collectionPage = () => import('./collections/collection-page').then((m) => ({ Component: m.CollectionPage }));

/** The editor app's routes (spec §2 and §4, product.md): every page but login needs the editor token. */
export const routes: RouteObject[] = [
  {
    id: 'root',
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
                index: true,
                loader: requireEditor,
                lazy: () => import('./vacancies/vacancy-list-page').then((m) => ({ Component: m.VacancyListPage })),
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
                  import('./assistant/assistant-templates-page').then((m) => ({ Component: m.AssistantTemplatesPage })),
              },
              {
                path: 'audit',
                loader: requireEditor,
                lazy: () => import('./audit/audit-page').then((m) => ({ Component: m.AuditPage })),
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
          {
            path: 'login',
            loader: redirectSignedInEditor,
            lazy: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      {
        path: 'admin/chat',
        element: <EditorLayout />,
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
      notFoundRoute,
    ],
  },
];
