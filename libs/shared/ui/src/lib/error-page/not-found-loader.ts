import { data, type LoaderFunctionArgs } from 'react-router';

/** The message a 404 carries: spec §8, 'Page Not Found: {path}'. */
export const notFoundMessage = (pathname: string): string => `Page Not Found: ${pathname}`;

/** Loader of the catch-all route: no route matched, so the router shows its error page as a 404. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw data(notFoundMessage(new URL(request.url).pathname), { status: 404, statusText: 'Not Found' });
}
