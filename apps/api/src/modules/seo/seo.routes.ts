import { SALARIES_SITEMAP_PATH, SITEMAP_PATH } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { createVacanciesRepository } from '../vacancies/vacancies.repository';
import { companyHead, robotsTxt, seoPageOf, vacancyHead } from './seo-head';

const headQuerySchema = z.object({ path: z.string().max(200) });

/** Vacancies the company page's JSON has (the head needs none of them). */
const NO_VACANCIES = 1;

/**
 * The seeker site's pages for readers that run no JavaScript (not contract routes: HTML and text):
 *
 * - `GET /seo/head?path=/en/vacancies/12`: the `<head>` tags of a vacancy or company page (title,
 *   description, canonical, alternates, Open Graph, JSON-LD), which the seeker's server puts into
 *   index.html in place of its `<title>` (tools/seo: the Vite plugin in development and preview, a
 *   small Node handler in production); 404 when there is no such published page, 400 for any other path.
 * - `GET /robots.txt`: the seeker site's robots.txt (its server serves it at `/robots.txt`), with
 *   the sitemap's address on this API.
 */
export const seoRoutes: FastifyPluginAsync<{
  db: Database;
  /** The app's catalog repository (company pages). */
  catalog: CatalogRepository;
  siteOrigin: string;
  /**
   * The API's public address with its prefix (API_PUBLIC_URL): every absolute URL of these public,
   * cacheable answers comes from configuration, never from the request's Host or X-Forwarded-Host
   * (a forged one would be cached and served to everyone).
   */
  apiPublicUrl: string;
}> = async (app, { db, catalog, siteOrigin, apiPublicUrl }) => {
  const vacancies = createVacanciesRepository(db);
  const apiBase = apiPublicUrl.replace(/\/+$/, '');

  app.get('/seo/head', { schema: { hide: true } }, async (request, reply) => {
    const parsed = headQuerySchema.safeParse(request.query);
    const page = parsed.success ? seoPageOf(parsed.data.path) : null;
    if (!page) throw fieldError('query.path', 'seo_page_path');
    const context = { page, origin: siteOrigin, apiBase };
    let head: string | undefined;
    if (page.kind === 'vacancy') {
      const vacancy = await vacancies.findPublished(page.id);
      if (vacancy) head = vacancyHead(vacancy, context);
    } else {
      const company = await catalog.company(page.id, NO_VACANCIES);
      if (company) head = companyHead(company, context);
    }
    if (head === undefined) throw new AppError('NOT_FOUND', 'No such page');
    reply.header('cache-control', 'public, max-age=60').type('text/html; charset=utf-8');
    return head;
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(`${apiBase}${SITEMAP_PATH}`, `${apiBase}${SALARIES_SITEMAP_PATH}`);
  });
};
