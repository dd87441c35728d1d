import { MAX_ID } from '@jobs/contracts';
import { notFoundMessage } from '@jobs/ui';
import { data, type LoaderFunctionArgs } from 'react-router';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** A route's `:id` as a positive integer the API can hold, or null when it is not one. */
export const parseRouteId = (value: string | undefined): number | null => {
  if (!value || !ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
};

/** A 404 route error, shown by the router's error page as 'Page Not Found'. */
export const notFound = (request: Request) =>
  data(notFoundMessage(new URL(request.url).pathname), { status: 404, statusText: 'Not Found' });

/** Loader of `/…/:id` routes: an id that is not a positive integer is a 404, before any request is made. */
export function requireRouteId({ params, request }: LoaderFunctionArgs): number {
  const id = parseRouteId(params['id']);
  if (id === null) throw notFound(request);
  return id;
}
