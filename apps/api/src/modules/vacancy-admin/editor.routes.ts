import { editorRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import { reviewNotification } from '../notify/notification-texts';
import type { Notify } from '../notify/notify.service';
import { createVacancyAdminService, type Actor, type VacancyAdminHooks } from './vacancy-admin.service';

/** The editors' side: every vacancy, moderation, bulk moves, collections and the audit log. */
export const editorVacanciesRoutes: FastifyPluginAsync<{
  db: Database;
  notify: Notify;
  hooks?: VacancyAdminHooks;
}> = async (app, { db, notify, hooks }) => {
  const service = createVacancyAdminService(db, hooks);

  /** The company's employers hear of an editor's decision on one of its vacancies. */
  const tellEmployers = async (
    vacancy: { id: number; title: string; company: { id: number } },
    decision: 'approved' | 'rejected',
    reason?: string,
  ) => {
    try {
      await notify.companyEmployers({
        companyId: vacancy.company.id,
        kind: 'applications',
        texts: (locale) => reviewNotification(locale, decision, vacancy.title, reason),
        notice: { code: 'vacancy_review', params: { decision, vacancy: vacancy.title, reason: reason ?? null } },
        link: { inApp: `/employer/vacancies/${vacancy.id}`, app: `/vacancies/${vacancy.id}` },
        email: { template: 'vacancy_review', data: { vacancy: vacancy.title, decision, reason: reason ?? null } },
      });
    } catch (error) {
      // The decision stands; only its notification is lost.
      app.log.warn({ err: error }, 'could not notify the employers of a review decision');
    }
  };

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

  registerRoute(app, editorRoutes.approve, async (request) => {
    const vacancy = await service.approve(actorOf(request), request.params.id, request.body.version);
    await tellEmployers(vacancy, 'approved');
    return vacancy;
  });

  registerRoute(app, editorRoutes.reject, async (request) => {
    const vacancy = await service.reject(
      actorOf(request),
      request.params.id,
      request.body.version,
      request.body.reason,
    );
    await tellEmployers(vacancy, 'rejected', request.body.reason);
    return vacancy;
  });

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
