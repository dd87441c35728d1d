import * as contracts from '@jobs/contracts';
import type { RouteContract } from '@jobs/contracts';
import type { FastifyInstance } from 'fastify';

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteContract).method === 'string' &&
  typeof (value as RouteContract).path === 'string' &&
  'auth' in value &&
  'response' in value;

/** `METHOD /path` of a route contract (the path as the contract writes it, without `/api`). */
export const routeKey = (route: Pick<RouteContract, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * Every route descriptor `@jobs/contracts` exports, found by walking its exports (route tables
 * nest by audience), one per method and path.
 */
export const contractRoutes = (): RouteContract[] => {
  const found = new Map<string, RouteContract>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 4 || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isRoute(value)) {
      found.set(routeKey(value), value);
      return;
    }
    // zod schemas are objects too: only plain objects are route tables.
    if (Object.getPrototypeOf(value) !== Object.prototype) return;
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  for (const value of Object.values(contracts)) walk(value, 0);
  return [...found.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
};

/** The contract routes this API instance serves (under `/api`). */
export const servedContractRoutes = (app: FastifyInstance): RouteContract[] =>
  contractRoutes().filter((route) => app.hasRoute({ method: route.method, url: `/api${route.path}` }));
