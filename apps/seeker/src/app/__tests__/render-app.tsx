import { createRenderApp } from '@jobs/app-shell/testing';
import { loadAppCatalog } from '../catalog';
import { createRoutes } from '../routes';

/** Renders the seeker app's real routes at `path` (the shared app renderer of @jobs/app-shell). */
export const renderApp = createRenderApp({
  audience: 'seeker',
  routes: createRoutes,
  catalogLoaders: [loadAppCatalog],
});

export { TEST_API_BASE, type RenderAppOptions } from '@jobs/app-shell/testing';
/** A JSON answer as the API sends it; forgets every audience's token (the shared test kit's). */
export { clearAuthCookies, jsonResponse } from '@jobs/testing';
