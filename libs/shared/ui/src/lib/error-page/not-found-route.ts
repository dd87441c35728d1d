import type { RouteObject } from 'react-router';
import { notFoundLoader } from './not-found-loader';

/** The catch-all route to put last among an app's routes: any unmatched path becomes a 404. */
export const notFoundRoute: RouteObject = {
  path: '*',
  loader: notFoundLoader,
  // Never rendered (the loader always throws); present so the router does not warn of an empty leaf.
  element: null,
};
