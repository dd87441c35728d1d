import type { RouteObject } from 'react-router';
import { reloadOnChunkError } from './chunk-reload';

/**
 * The routes with every `lazy` import wrapped so that a page chunk that fails to load (a deploy
 * removed it) reloads the page once, guarded for 10 s, instead of showing the error page.
 */
export const withChunkReload = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const next = { ...route } as RouteObject;
    const { lazy } = route;
    if (typeof lazy === 'function') {
      next.lazy = reloadOnChunkError(lazy) as typeof lazy;
    } else if (lazy && typeof lazy === 'object') {
      next.lazy = Object.fromEntries(
        Object.entries(lazy).map(([key, load]) => [
          key,
          typeof load === 'function' ? reloadOnChunkError(load as () => Promise<unknown>) : load,
        ]),
      ) as typeof lazy;
    }
    if (route.children) next.children = withChunkReload(route.children);
    return next;
  });
