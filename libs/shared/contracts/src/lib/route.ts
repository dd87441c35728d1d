import type { z } from 'zod';
import type { Role } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP route as both sides see it. The API registers it (validation, OpenAPI); the client
 * calls it (path params, parsing of the answer). `path` uses `:name` for parameters.
 */
export type RouteContract<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** Roles allowed to call it; `public` needs no token. */
  auth: readonly Role[] | 'public';
  /** Success status (200 unless stated). */
  status?: number;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
};

export const defineRoute = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  route: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> => route;

type InferOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller passes: params, query and body as the schemas accept them (before coercion). */
export type RouteInput<T extends RouteContract> = {
  params?: InferOr<T['params'], undefined>;
  query?: InferOr<T['query'], undefined>;
  body?: InferOr<T['body'], undefined>;
};

/** What a caller gets back: the parsed response. */
export type RouteOutput<T extends RouteContract> = z.output<T['response']>;

/** Fills `:name` segments of a route path; values are URI-encoded. */
export const buildPath = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
