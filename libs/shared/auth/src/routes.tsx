// `@jobs/auth/routes`: the routes of the account pages, for an app's route table. Nothing of the
// pages loads with it: each route loads them lazily (their own chunk).
import type { RouteObject } from 'react-router';
import type { AccountPageProps } from './lib/account-pages';

/**
 * `forgot-password`, `reset-password?token=…` and `verify-email?token=…` (no sign-in needed): the
 * shared account pages with this app's role and paths.
 */
export const accountPageRoutes = ({ role, loginPath, homePath }: AccountPageProps): RouteObject[] => [
  {
    path: 'forgot-password',
    lazy: () =>
      import('./lib/account-pages').then(({ ForgotPasswordPage }) => ({
        Component: () => <ForgotPasswordPage role={role} loginPath={loginPath} />,
      })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('./lib/account-pages').then(({ ResetPasswordPage }) => ({
        Component: () => <ResetPasswordPage role={role} loginPath={loginPath} />,
      })),
  },
  {
    path: 'verify-email',
    lazy: () =>
      import('./lib/account-pages').then(({ VerifyEmailPage }) => ({
        Component: () => <VerifyEmailPage role={role} homePath={homePath} />,
      })),
  },
];
