import {
  searchRoutes as contracts,
  SITEMAP_MAX_URLS,
  SITEMAP_PATH,
  sitemapQuerySchema,
  vacancySearchQuerySchema,
  type VacancySearchQuery,
  type VacancySearchResponse,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import { registerRoute } from '../../lib/register-route';
import { parseSearchText } from '../assistant/parser';
import { markFavorites, withoutHidden, type SeekerLists } from '../lists/lists.repository';
import { createSearchRepository, type SearchOptions, type SearchRepository } from './search.repository';
import type { SearchFilters } from './search.sql';
import { sitemapIndexXml, sitemapXml } from './sitemap';

export type SearchRoutesOptions = SearchOptions & {
  db: Database;
  /** The seeker app's public origin: the sitemap's links point there. */
  siteOrigin: string;
  /** The one search repository of the app (made here when not given). */
  repo?: SearchRepository;
  /** A signed-in seeker's hidden and favourite vacancies (their lists leave out the one, mark the other). */
  seekerListsOf?: (request: FastifyRequest) => Promise<SeekerLists | undefined>;
};

/** Vacancies a company page lists. */
const COMPANY_VACANCIES = 50;

/**
 * The filters of a `/vacancies` query: the category's slug resolved (an unknown one is a 400), and
 * unless `literal`, a city, a salary or remote work named in `q` taken as those filters.
 */
export const resolveSearchFilters = async (
  repo: SearchRepository,
  query: Omit<VacancySearchQuery, 'sort' | 'page' | 'per_page'>,
): Promise<{ filters: SearchFilters; interpreted: VacancySearchResponse['interpreted'] }> => {
  const { category, ...filters } = query;
  let categoryId: number | undefined;
  if (category !== undefined) {
    categoryId = await repo.categoryIdBySlug(category);
    if (categoryId === undefined) throw fieldError('query.category', 'unknown_category');
  }
  const { literal, ...rest } = filters;
  let q = rest.q?.trim() ? rest.q.trim() : undefined;
  // A city, a salary or remote work named in the words become those filters (unless set).
  let interpreted: VacancySearchResponse['interpreted'];
  const applied: Partial<SearchFilters> = {};
  if (q && literal !== true) {
    const parsed = parseSearchText(q, await repo.cityDictionary(), {
      city: rest.city === undefined,
      salary: rest.salary_from === undefined,
      remote: rest.remote === undefined && rest.schedule === undefined,
    });
    const city = parsed.city ?? undefined;
    // A number past what the filter accepts (e.g. «99999999999999999999») stays a word of the query.
    const salary =
      parsed.salary && vacancySearchQuerySchema.shape.salary_from.safeParse(parsed.salary.amount).success
        ? parsed.salary
        : undefined;
    const remote = parsed.remote;
    if (city || salary || remote) {
      q = parsed.rest || undefined;
      if (city) applied.city = city;
      if (salary) Object.assign(applied, { salary_from: salary.amount, currency: salary.currency });
      if (remote) applied.remote = true;
      interpreted = {
        ...(q ? { q } : {}),
        ...(city ? { city } : {}),
        ...(salary ? { salary_from: salary.amount, currency: salary.currency } : {}),
        ...(remote ? { remote: true as const } : {}),
      };
    }
  }
  return { filters: { ...rest, ...applied, q, categoryId }, interpreted };
};

/** Search, suggestions, similar vacancies, categories, collections, company pages and the sitemap (all public). */
export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (
  app,
  { db, siteOrigin, repo: givenRepo, seekerListsOf, ...options },
) => {
  const repo = givenRepo ?? createSearchRepository(db, options);

  registerRoute(app, contracts.search, async (request) => {
    const { sort, page, per_page: perPage } = request.query;
    const { filters, interpreted } = await resolveSearchFilters(repo, request.query);
    const lists = await seekerListsOf?.(request);
    const result = await repo.search(
      lists && lists.hidden.size > 0 ? { ...filters, excludeIds: lists.hidden } : filters,
      sort,
      page,
      perPage,
    );
    return {
      items: markFavorites(result.items, lists),
      total: result.total,
      total_is_exact: result.totalIsExact,
      page,
      per_page: perPage,
      facets: result.facets,
      ...(result.didYouMean ? { did_you_mean: result.didYouMean } : {}),
      ...(interpreted ? { interpreted } : {}),
    };
  });

  registerRoute(app, contracts.suggest, async (request) => ({
    items: await repo.suggest(request.query.q, request.query.limit),
  }));

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
      const apiBase = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
      return sitemapIndexXml(Array.from({ length: pages }, (_, i) => `${apiBase}?page=${i + 1}`));
    }
    const current = page ?? 1;
    if (current > pages) throw new AppError('NOT_FOUND', 'No such sitemap page');
    return sitemapXml(siteOrigin, await repo.sitemapPage(current, SITEMAP_MAX_URLS));
  });
};
