export {
  createFakeApi,
  type FakeApi,
  type FakeApiRoute,
  type FakeRouteHandler,
  type RecordedCall,
} from './lib/create-fake-api';
export {
  AUTH_TOKEN_COOKIES,
  clearAuthCookies,
  describeAuthGuards,
  expectRedirect,
  setAuthCookie,
  type AuthGuardsSpec,
  type GuardAudience,
} from './lib/auth-guards';
export { fillJsdomGaps, LAZY_PAGE_WAIT_MS } from './lib/jsdom-gaps';
export { jsonResponse, routeParams } from './lib/http';
