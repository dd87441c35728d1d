import { notificationSettingsRoutes, unsubscribeRoute } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { EmailService } from './email.service';

/** Notification settings (seekers and employers) and the e-mails' one-click unsubscribe. */
export const emailRoutes: FastifyPluginAsync<{ email: EmailService }> = async (app, { email }) => {
  registerRoute(app, notificationSettingsRoutes.get, async (request) =>
    email.settingsWithZone(currentUser(request).id),
  );
  registerRoute(app, notificationSettingsRoutes.put, async (request) =>
    email.putSettingsWithZone(currentUser(request).id, request.body),
  );

  // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe
  // address; only this route (its own scope) reads that content type, and it ignores the body.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    registerRoute(scope, unsubscribeRoute, async (request) => {
      const kinds = await email.unsubscribe(request.query.token);
      if (!kinds) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
      return { kinds };
    });
  });
};
