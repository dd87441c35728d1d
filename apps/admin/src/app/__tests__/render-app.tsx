import { createRenderApp } from '@jobs/app-shell/testing';
import { loadAppCatalog } from '../catalog';
import { routes } from '../routes';

/** Renders the editor app's real routes at `path` (the shared app renderer of @jobs/app-shell). */
export const renderApp = createRenderApp({
  audience: 'editor',
  routes: () => routes,
  catalogLoaders: [loadAppCatalog],
});

export { TEST_API_BASE, type RenderAppOptions } from '@jobs/app-shell/testing';
/** A JSON answer as the API sends it; forgets every audience's token (the shared test kit's). */
export { clearAuthCookies, jsonResponse } from '@jobs/testing';
