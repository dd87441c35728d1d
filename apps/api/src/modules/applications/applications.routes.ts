import {
  applicationRoutes,
  DELETED_USER_NAME,
  DELETED_USER_NAMES,
  editorApplicationRoutes,
  employerApplicationRoutes,
  type EmployerApplication,
  type Locale,
} from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import type { ApplicationsService } from './applications.service';

/** A candidate who deleted the account is «Удалённый пользователь» in a Russian interface (issue 30, item 15). */
const localizeDeleted = <T extends Pick<EmployerApplication, 'candidate'>>(item: T, locale: Locale | null): T =>
  locale === 'ru' && item.candidate.name === DELETED_USER_NAME
    ? {
        ...item,
        candidate: {
          ...item.candidate,
          name: DELETED_USER_NAMES.ru,
          resume: { ...item.candidate.resume, name: DELETED_USER_NAMES.ru },
        },
      }
    : item;

/** Applications: the seeker's side, the company's candidates, and the editors' read-only list. */
export const applicationsRoutes: FastifyPluginAsync<{ applications: ApplicationsService }> = async (
  app,
  { applications },
) => {
  registerRoute(app, applicationRoutes.apply, async (request) =>
    applications.apply(currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, applicationRoutes.previousAnswers, async (request) =>
    applications.previousAnswers(currentUser(request)),
  );

  registerRoute(app, applicationRoutes.coverLetterDraft, async (request) => ({
    text: await applications.coverLetterDraft(currentUser(request), request.params.id, requestLocale(request as never)),
  }));

  registerRoute(app, applicationRoutes.list, async (request) =>
    applications.seekerList(currentUser(request), request.query),
  );

  registerRoute(app, applicationRoutes.get, async (request) =>
    applications.seekerGet(currentUser(request), request.params.id),
  );

  registerRoute(app, applicationRoutes.withdraw, async (request) =>
    applications.withdraw(currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, employerApplicationRoutes.list, async (request) => {
    const page = await applications.employerList(currentUser(request), request.query);
    const locale = requestLocale(request as never);
    return { ...page, items: page.items.map((item) => localizeDeleted(item, locale)) };
  });

  registerRoute(app, employerApplicationRoutes.get, async (request) =>
    localizeDeleted(
      await applications.employerGet(currentUser(request), request.params.id),
      requestLocale(request as never),
    ),
  );

  registerRoute(app, employerApplicationRoutes.move, async (request) =>
    applications.move(currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, employerApplicationRoutes.undo, async (request) =>
    applications.undo(currentUser(request), request.params.id, request.body.version),
  );

  registerRoute(app, employerApplicationRoutes.bulk, async (request) =>
    applications.bulk(currentUser(request), request.body),
  );

  registerRoute(app, employerApplicationRoutes.templates, async (request) =>
    applications.templates(currentUser(request)),
  );

  registerRoute(app, employerApplicationRoutes.saveTemplates, async (request) =>
    applications.saveTemplates(currentUser(request), request.body),
  );

  registerRoute(app, editorApplicationRoutes.list, async (request) => applications.editorList(request.query));
};
