import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { getErrorStatus } from './error-status';
import { ErrorScreen } from './error-screen';
import { notFoundMessage } from './not-found-loader';

export type ErrorPageProps = {
  homePath?: string;
};

/** The router's `errorElement`: reads the route error, logs it and shows the matching error screen. */
export function ErrorPage({ homePath = '/' }: ErrorPageProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = getErrorStatus(error);

  useEffect(() => {
    if (status === 404) {
      const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : '';
      console.error(message.startsWith('Page Not Found') ? message : notFoundMessage(pathname));
    } else {
      console.error(error);
    }
  }, [error, status, pathname]);

  return <ErrorScreen status={status} homePath={homePath} />;
}
