import { NOTIFICATION_EVENTS_CHANNEL } from '@jobs/server-db';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createNotificationEvents, type NotificationEvents } from './notification-events';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { UnreadState } from './unread-state';

/** In-app notifications: the list, the unread state every instance keeps in step, their live copies. */
export const notificationsModule = fp(
  async (app) => {
    const config = app.appConfig;
    const repo = createNotificationsRepository(app.database.db);
    const unreadState = new UnreadState(
      config.NOTIFICATION_STATE_TTL_SECONDS * 1000,
      config.NOTIFICATION_STATE_MAX_ENTRIES,
      repo.newestUnread,
    );
    const notificationEvents = createNotificationEvents(unreadState, app.log);
    app.channels.on(NOTIFICATION_EVENTS_CHANNEL, notificationEvents.handler);
    notificationEvents.attach(app.channels.listener);
    const { live, liveRepository } = app;
    // Every new notification also goes to its recipients' event streams (the poll stays on; the apps dedupe by id).
    const publisher: NotificationEvents = {
      publish: async (event) => {
        await notificationEvents.events.publish(event);
        if (event.kind === 'created' && event.userIds.length > 0) {
          void liveRepository.notificationsAt(event.userIds, event.createdAt).then(
            (found) => live.publishNotifications(found),
            (error: unknown) => app.log.warn({ err: error }, 'could not read new notifications for live delivery'),
          );
        }
      },
    };
    app.decorate('notificationEvents', notificationEvents.events);
    app.decorate('notificationPublisher', publisher);
    const notifications = createNotificationsService({ repo, state: unreadState, events: publisher });
    await app.register(notificationsRoutes, { prefix: API_PREFIX, notifications });
  },
  { name: 'notifications', dependencies: ['live'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The unread state's events only (a chat send writes its live events in its own statement). */
    notificationEvents: NotificationEvents;
    /** The unread state's events and the new notifications' live copies. */
    notificationPublisher: NotificationEvents;
  }
}
