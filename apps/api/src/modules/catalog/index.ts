import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';

/** Similar vacancies, categories' counts, collections, company pages and the sitemap (over search's engine). */
export const catalogModule = fp(
  async (app) => {
    const catalog = createCatalogRepository(app.database.db, app.searchEngine);
    app.decorate('catalog', catalog);
    await app.register(catalogRoutes, {
      prefix: API_PREFIX,
      repo: catalog,
      seekerListsOf: app.seekerListsOf,
      siteOrigin: app.appConfig.APP_ORIGINS[0] ?? 'http://localhost:4200',
      apiPublicUrl: app.appConfig.API_PUBLIC_URL,
    });
  },
  { name: 'catalog', dependencies: ['search', 'lists'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogRepository;
  }
}
