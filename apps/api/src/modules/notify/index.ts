import fp from 'fastify-plugin';
import { createNotify, type Notify } from './notify.service';

// What happens to people, written once: the notifications of a chat message (a step of the send's
// one statement), and of the events that are not messages (a moderation result for a company's
// employers, a saved-search alert): in-app, push and e-mail in the caller's transaction.
export {
  insertNotifications,
  messageNotifications,
  recipientsOf,
  type NotificationAudience,
  type NotificationText,
  type NotifyPlan,
} from './notify.repository';
export {
  noticeTexts,
  renderNotice,
  reportOutcomeNotification,
  companyBlockedNotification,
  reviewNotification,
  savedSearchAlertText,
  teamInviteNotification,
  type Notice,
  type NoticeCode,
} from './notification-texts';
export type { CompanyEvent, Notify, PersonEvent, SavedSearchAlertEvent } from './notify.service';

/** `app.notify`: one event, every channel, per each recipient's settings and quiet hours. */
export const notifyModule = fp(
  async (app) => {
    app.decorate(
      'notify',
      createNotify({
        db: app.database.db,
        events: app.notificationPublisher,
        outbox: app.outbox,
        push: app.push,
        appOrigins: app.appConfig.APP_ORIGINS,
        log: app.log,
      }),
    );
  },
  { name: 'notify', dependencies: ['email', 'push', 'notifications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notify;
  }
}
