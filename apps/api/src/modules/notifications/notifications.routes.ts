import { chatRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsync<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  registerRoute(app, chatRoutes.notifies, async (request) =>
    notifications.poll(currentUser(request).id, request.query.user_opened_site, requestLocale(request)),
  );

  registerRoute(app, chatRoutes.readNotifies, async (request) => ({
    updated: await notifications.markRead(currentUser(request).id, request.body.notification_ids),
  }));
};
