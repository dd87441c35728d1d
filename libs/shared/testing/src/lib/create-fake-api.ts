import { jsonResponse, routeParams } from './http';

/** What the fake API needs of a contract route: its method and `:param` path (a `RouteContract` fits). */
export type FakeApiRoute = { method: string; path: string };

export type RecordedCall = {
  method: string;
  /** The path under the API base, e.g. `/chat/5/send`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
};

export type FakeRouteHandler = (call: RecordedCall & { params: Record<string, string> }) => unknown;

type Entry = { route: FakeApiRoute; handler: FakeRouteHandler };

/**
 * A fake API at the HTTP layer for a client whose base URL is `baseUrl`: `on(route, handler)`
 * answers a contract route (a handler returning a `Response` sends it as is, anything else as a 200
 * JSON body; the route added last wins); every request is recorded in `calls`; anything else is a
 * 404 in the API's error envelope.
 */
export function createFakeApi(baseUrl: string): FakeApi {
  const basePath = new URL(baseUrl).pathname;
  const entries: Entry[] = [];
  const calls: RecordedCall[] = [];

  const on = (route: FakeApiRoute, handler: FakeRouteHandler): FakeApi => {
    entries.unshift({ route, handler });
    return api;
  };

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice(basePath.length);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: RecordedCall = {
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    for (const { route, handler } of entries) {
      const params = route.method === request.method ? routeParams(route.path, path) : null;
      if (!params) continue;
      const result = await handler({ ...call, params });
      return result instanceof Response ? result : jsonResponse(200, result);
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'test' } });
  };

  /** The recorded calls to one route (`GET /chat/list`, `POST /chat/5/send`...). */
  const callsTo = (method: string, path: string | RegExp): RecordedCall[] =>
    calls.filter(
      (call) => call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
    );

  const api: FakeApi = { on, fetch, calls, callsTo };
  return api;
}

/** The fake API `createFakeApi` returns (written out: `on` returns the API itself, for chaining). */
export type FakeApi = {
  on: (route: FakeApiRoute, handler: FakeRouteHandler) => FakeApi;
  fetch: (request: Request) => Promise<Response>;
  calls: RecordedCall[];
  /** The recorded calls to one route (`GET /chat/list`, `POST /chat/5/send`...). */
  callsTo: (method: string, path: string | RegExp) => RecordedCall[];
};
