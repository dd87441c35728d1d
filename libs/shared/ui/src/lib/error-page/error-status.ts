import { isRouteErrorResponse } from 'react-router';

/** The HTTP-like status of a route error: a thrown response's status, 500 for anything else. */
export function getErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}
