import { startApp } from '@jobs/app-shell';
import { loadAppCatalog } from './app/catalog';
import { LOGIN_PATH } from './app/guards';
import { routes } from './app/routes';

void startApp({
  audience: 'editor',
  loginPath: LOGIN_PATH,
  routes: () => routes,
  localized: true,
  catalogLoaders: [loadAppCatalog],
});
