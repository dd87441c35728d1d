import { favoriteRoutes, hiddenRoutes, SAVED_SEARCHES_MAX, savedSearchRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { SeekerLists } from '../vacancies/seeker-lists';
import type { ListsRepository } from './lists.repository';

const savedSearchNotFound = () => new AppError('NOT_FOUND', 'Saved search not found');
const vacancyNotFound = () => new AppError('NOT_FOUND', 'Vacancy not found');

/**
 * A signed-in seeker's lists for a public route (search, collections, a vacancy's page); undefined
 * for anybody else. A bad or expired token counts as nobody.
 */
export const seekerListsReader =
  (lists: ListsRepository) =>
  async (request: FastifyRequest): Promise<SeekerLists | undefined> => {
    if (!request.headers.authorization) return undefined;
    const user = await request.server.optionalUser(request);
    return user?.role === 'seeker' ? lists.seekerLists(user.id) : undefined;
  };

/** A seeker's saved searches, favourites and hidden vacancies and companies (another seeker's are a 404). */
export const listsRoutes: FastifyPluginAsync<{ lists: ListsRepository }> = async (app, { lists }) => {
  registerRoute(app, savedSearchRoutes.list, async (request) => ({
    items: await lists.savedSearches(currentUser(request).id),
  }));

  registerRoute(app, savedSearchRoutes.create, async (request) => {
    const seekerId = currentUser(request).id;
    if ((await lists.countSavedSearches(seekerId)) >= SAVED_SEARCHES_MAX) {
      throw new AppError('CONFLICT', `At most ${SAVED_SEARCHES_MAX} saved searches: delete one first`);
    }
    return lists.createSavedSearch(seekerId, request.body);
  });

  registerRoute(app, savedSearchRoutes.update, async (request) => {
    const updated = await lists.updateSavedSearch(currentUser(request).id, request.params.id, request.body);
    if (!updated) throw savedSearchNotFound();
    return updated;
  });

  registerRoute(app, savedSearchRoutes.remove, async (request) => {
    if (!(await lists.deleteSavedSearch(currentUser(request).id, request.params.id))) throw savedSearchNotFound();
    return undefined;
  });

  registerRoute(app, savedSearchRoutes.seen, async (request) => {
    if (!(await lists.markSeen(currentUser(request).id, request.params.id))) throw savedSearchNotFound();
    return undefined;
  });

  registerRoute(app, favoriteRoutes.list, async (request) => ({
    items: await lists.favorites(currentUser(request).id),
  }));

  registerRoute(app, favoriteRoutes.add, async (request) => {
    if (!(await lists.isPublished(request.params.id))) throw vacancyNotFound();
    await lists.addFavorite(currentUser(request).id, request.params.id);
    return undefined;
  });

  registerRoute(app, favoriteRoutes.remove, async (request) => {
    await lists.removeFavorite(currentUser(request).id, request.params.id);
    return undefined;
  });

  registerRoute(app, hiddenRoutes.list, async (request) => lists.hidden(currentUser(request).id));

  registerRoute(app, hiddenRoutes.hideVacancy, async (request) => {
    if (!(await lists.isPublished(request.params.id))) throw vacancyNotFound();
    await lists.hideVacancy(currentUser(request).id, request.params.id);
    return undefined;
  });

  registerRoute(app, hiddenRoutes.showVacancy, async (request) => {
    await lists.showVacancy(currentUser(request).id, request.params.id);
    return undefined;
  });

  registerRoute(app, hiddenRoutes.hideCompany, async (request) => {
    if (!(await lists.companyExists(request.params.id))) throw new AppError('NOT_FOUND', 'Company not found');
    await lists.hideCompany(currentUser(request).id, request.params.id);
    return undefined;
  });

  registerRoute(app, hiddenRoutes.showCompany, async (request) => {
    await lists.showCompany(currentUser(request).id, request.params.id);
    return undefined;
  });
};
