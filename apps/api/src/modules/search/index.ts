import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createSearchEngine, type SearchEngine } from './search-engine';
import { searchRoutes } from './search.routes';
import { createSearchService, type SearchService } from './search.service';

/**
 * Vacancy search. Its one engine (the in-memory index and the text matches) serves search, the
 * saved-search alerts and the catalog (similar vacancies, the categories' counts).
 */
export const searchModule = fp(
  async (app) => {
    const engine = createSearchEngine(app.database.db);
    const search = createSearchService(app.database.db, engine);
    app.decorate('searchEngine', engine);
    app.decorate('searchService', search);
    await app.register(searchRoutes, { prefix: API_PREFIX, repo: search, seekerListsOf: app.seekerListsOf });
  },
  { name: 'search', dependencies: ['lists'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
    searchService: SearchService;
  }
}
