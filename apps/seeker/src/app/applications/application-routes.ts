/**
 * The applications' route contracts, loaded by application-queries with the first request: the
 * Apply buttons of the browsing pages import those queries but ask only when signed in, and these
 * contracts bring the chat's and the profile's schemas, which a visitor's first page need not build.
 */
export { APPLICATIONS_PER_PAGE, applicationRoutes } from '@jobs/contracts';
