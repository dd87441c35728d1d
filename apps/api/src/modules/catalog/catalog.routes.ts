import { searchRoutes as contracts, SITEMAP_MAX_URLS, SITEMAP_PATH, sitemapQuerySchema } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import { registerRoute } from '../../lib/register-route';
import { markFavorites, withoutHidden, type SeekerLists } from '../vacancies/seeker-lists';
import type { CatalogRepository } from './catalog.repository';
import { sitemapIndexXml, sitemapXml } from './sitemap';

export type CatalogRoutesOptions = {
  /** The app's catalog repository (over its one search engine). */
  repo: CatalogRepository;
  /** The seeker app's public origin: the sitemap's links point there. */
  siteOrigin: string;
  /** The API's public address with its prefix (API_PUBLIC_URL): the sitemap index's links. */
  apiPublicUrl?: string;
  /** A signed-in seeker's hidden and favourite vacancies (their lists leave out the one, mark the other). */
  seekerListsOf?: (request: FastifyRequest) => Promise<SeekerLists | undefined>;
};

/** Vacancies a company page lists. */
const COMPANY_VACANCIES = 50;

/** Similar vacancies, categories, collections, company pages and the sitemap (all public). */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (
  app,
  { repo, siteOrigin, seekerListsOf, apiPublicUrl = 'http://localhost:3000/api' },
) => {
  registerRoute(app, contracts.similar, async (request) => {
    const items = await repo.similar(request.params.id, request.query.limit);
    if (!items) throw new AppError('NOT_FOUND', 'Vacancy not found');
    const lists = await seekerListsOf?.(request);
    return { items: markFavorites(withoutHidden(items, lists), lists) };
  });

  registerRoute(app, contracts.categories, async () => ({ items: await repo.categories() }));

  registerRoute(app, contracts.collection, async (request) => {
    const lists = await seekerListsOf?.(request);
    const items = await repo.collection(request.params.slug, request.query.limit, lists?.hidden);
    return {
      slug: request.params.slug,
      items: markFavorites(items, lists),
    };
  });

  registerRoute(app, contracts.company, async (request) => {
    const company = await repo.company(request.params.id, COMPANY_VACANCIES);
    if (!company) throw new AppError('NOT_FOUND', 'Company not found');
    const lists = await seekerListsOf?.(request);
    return { ...company, vacancies: markFavorites(company.vacancies, lists) };
  });

  // XML, so not a contract route: validated by the same zod schema by hand.
  app.get(SITEMAP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const parsed = sitemapQuerySchema.safeParse(request.query);
    if (!parsed.success) throw fieldError('query.page', 'page_number');
    const { page } = parsed.data;
    const total = await repo.publishedCount();
    const pages = Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    if (page === undefined && pages > 1) {
      // From configuration, never the request's Host: the answer is public and cached.
      const sitemapUrl = `${apiPublicUrl.replace(/\/+$/, '')}${SITEMAP_PATH}`;
      return sitemapIndexXml(Array.from({ length: pages }, (_, i) => `${sitemapUrl}?page=${i + 1}`));
    }
    const current = page ?? 1;
    if (current > pages) throw new AppError('NOT_FOUND', 'No such sitemap page');
    return sitemapXml(siteOrigin, await repo.sitemapPage(current, SITEMAP_MAX_URLS));
  });
};
