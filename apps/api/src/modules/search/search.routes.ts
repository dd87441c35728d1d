import { searchRoutes as contracts } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../lib/register-route';
import { markFavorites, type SeekerLists } from '../vacancies/seeker-lists';
import type { SearchService } from './search.service';

export type SearchRoutesOptions = {
  /** The app's search service (over its one search engine). */
  repo: SearchService;
  /** A signed-in seeker's hidden and favourite vacancies (their lists leave out the one, mark the other). */
  seekerListsOf?: (request: FastifyRequest) => Promise<SeekerLists | undefined>;
};

/** Search and suggestions (public). */
export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, { repo, seekerListsOf }) => {
  registerRoute(app, contracts.search, async (request) => {
    const { page, per_page: perPage } = request.query;
    const lists = await seekerListsOf?.(request);
    const result = await repo.query(request.query, lists?.hidden);
    return {
      items: markFavorites(result.items, lists),
      total: result.total,
      total_is_exact: result.totalIsExact,
      total_relation: result.totalRelation,
      page,
      per_page: perPage,
      facets: result.facets,
      ...(result.didYouMean ? { did_you_mean: result.didYouMean } : {}),
      ...(result.interpreted ? { interpreted: result.interpreted } : {}),
    };
  });

  registerRoute(app, contracts.suggest, async (request) => ({
    items: await repo.suggest(request.query.q, request.query.limit),
  }));
};
