import { editorRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import { createVacancyAdminService, type Actor } from './vacancy-admin.service';

/** The editors' side: every vacancy, moderation, bulk moves, collections and the audit log. */
export const editorVacanciesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const service = createVacancyAdminService(db);

  const actorOf = (request: Parameters<typeof currentUser>[0]): Actor => ({
    id: currentUser(request).id,
    role: 'editor',
    companyId: null,
  });

  registerRoute(app, editorRoutes.list, async (request) => {
    const query = request.query;
    const { items, total } = await service.repo.listForEditor(query);
    return { items, total, page: query.page, per_page: query.per_page };
  });

  registerRoute(app, editorRoutes.create, async (request) => service.createForEditor(actorOf(request), request.body));

  registerRoute(app, editorRoutes.get, async (request) => service.get(actorOf(request), request.params.id));

  registerRoute(app, editorRoutes.update, async (request) =>
    service.update(actorOf(request), request.params.id, request.body),
  );

  registerRoute(app, editorRoutes.archive, async (request) => service.archive(actorOf(request), request.params.id));

  registerRoute(app, editorRoutes.approve, async (request) =>
    service.approve(actorOf(request), request.params.id, request.body.version),
  );

  registerRoute(app, editorRoutes.reject, async (request) =>
    service.reject(actorOf(request), request.params.id, request.body.version, request.body.reason),
  );

  registerRoute(app, editorRoutes.bulk, async (request) =>
    service.bulk(actorOf(request), request.body.action, request.body.ids),
  );

  registerRoute(app, editorRoutes.getCollection, async (request) => ({
    slug: request.params.slug,
    items: await service.collection(request.params.slug),
  }));

  registerRoute(app, editorRoutes.putCollection, async (request) => ({
    slug: request.params.slug,
    items: await service.putCollection(actorOf(request), request.params.slug, request.body.vacancy_ids),
  }));

  registerRoute(app, editorRoutes.audit, async (request) => service.repo.audit(request.query));

  registerRoute(app, editorRoutes.companies, async (request) => service.repo.companies(request.query.q));
};
