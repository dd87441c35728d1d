import { startApp } from '@jobs/app-shell';
import { loadAppCatalog } from './app/catalog';
import { LOGIN_PATH } from './app/guards';
import { createRoutes } from './app/routes';

void startApp({
  audience: 'seeker',
  loginPath: LOGIN_PATH,
  routes: createRoutes,
  localized: true,
  catalogLoaders: [loadAppCatalog],
});
