import { editorCategoryRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, fieldDetail, fieldError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { createCategoriesRepository } from './categories.repository';

/**
 * Editors manage the platform's categories: add, rename (ru/en), reorder, hide; delete only one
 * no vacancy uses (a used one is hidden instead: its vacancies keep it).
 */
export const categoriesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createCategoriesRepository(db);

  registerRoute(app, editorCategoryRoutes.list, async () => ({ items: await repo.list() }));

  registerRoute(app, editorCategoryRoutes.create, async (request) => {
    const created = await repo.create(currentUser(request).id, request.body);
    if (!created) {
      throw new AppError('CONFLICT', 'A category with this slug exists', [
        fieldDetail('body.slug', 'category_slug_taken'),
      ]);
    }
    return created;
  });

  registerRoute(app, editorCategoryRoutes.update, async (request) => {
    const updated = await repo.update(currentUser(request).id, request.params.id, request.body);
    if (!updated) throw new AppError('NOT_FOUND', 'Category not found');
    return updated;
  });

  registerRoute(app, editorCategoryRoutes.order, async (request) => {
    const items = await repo.order(currentUser(request).id, request.body.ids);
    if (items === 'mismatch') throw fieldError('body.ids', 'category_ids_mismatch');
    return { items };
  });

  registerRoute(app, editorCategoryRoutes.remove, async (request) => {
    const result = await repo.remove(currentUser(request).id, request.params.id);
    if (result === 'missing') throw new AppError('NOT_FOUND', 'Category not found');
    if (result !== 'deleted') {
      throw new AppError('CONFLICT', 'The category is in use: hide it instead', { vacancy_count: result.inUse });
    }
    return { ok: true as const };
  });
};
