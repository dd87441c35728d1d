import { recommendationRoutes, type Recommendation } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { hasTaste, rank } from './recommendation-scoring';
import { reasonData, reasonText } from './recommendation-words';
import { createListsRepository } from '../lists/lists.repository';
import { createRecommendationsRepository } from './recommendations.repository';

/** `GET /recommendations` and "not interested" (and its undo), for seekers. */
export const recommendationsRoutesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createRecommendationsRepository(db);
  const lists = createListsRepository(db);

  registerRoute(app, recommendationRoutes.list, async (request) => {
    const seekerId = currentUser(request).id;
    const { limit, locale } = request.query;
    const { taste, dismissed } = await repo.taste(seekerId);
    const candidates = await repo.candidates(seekerId, taste);
    const ranked = rank(taste, candidates, limit);
    const found = await repo.vacancies(ranked.map((scored) => scored.id));
    const { favorites } = await lists.seekerLists(seekerId);
    const byId = new Map(found.map((vacancy) => [vacancy.id, vacancy]));
    const items: Recommendation[] = ranked.flatMap((scored) => {
      const vacancy = byId.get(scored.id);
      if (!vacancy) return [];
      return [
        {
          vacancy: { ...vacancy, is_favorite: favorites.has(vacancy.id) },
          score: scored.score,
          reasons: scored.reasons.map((facts) => ({ ...reasonData(facts), text: reasonText(facts, locale) })),
        },
      ];
    });
    return { items, personalized: hasTaste(taste), dismissed };
  });

  registerRoute(app, recommendationRoutes.dismiss, async (request) => {
    const seekerId = currentUser(request).id;
    if (!(await repo.isPublished(request.params.vacancyId))) throw new AppError('NOT_FOUND', 'Vacancy not found');
    await repo.dismiss(seekerId, request.params.vacancyId);
    return { ok: true as const };
  });

  registerRoute(app, recommendationRoutes.undoDismiss, async (request) => {
    await repo.undoDismiss(currentUser(request).id, request.params.vacancyId);
    return { ok: true as const };
  });
};
