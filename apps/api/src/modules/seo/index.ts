import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { seoRoutes } from './seo.routes';

/** The public pages' heads (titles, descriptions, structured data) for crawlers. */
export const seoModule = fp(
  async (app) => {
    await app.register(seoRoutes, {
      prefix: API_PREFIX,
      db: app.database.db,
      catalog: app.catalog,
      siteOrigin: app.appConfig.APP_ORIGINS[0] ?? 'http://localhost:4200',
      apiPublicUrl: app.appConfig.API_PUBLIC_URL,
    });
  },
  { name: 'seo', dependencies: ['catalog'] },
);
