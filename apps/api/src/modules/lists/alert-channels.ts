import type { Outbox } from '../email/outbox';
import { appUrl } from '../email/outbox';
import type { Push } from '../push/push';
import { savedSearchAlertText, type AlertChannel } from './saved-search-alerts';

/**
 * The saved-search alert's e-mail: through the outbox like every e-mail, so the seeker's `alerts`
 * e-mail setting decides (off; at once, after quiet hours; or a line with its links in the daily
 * digest), in the seeker's language, with the one-click unsubscribe from alert e-mails only.
 */
export const alertEmailChannel =
  (outbox: Outbox, appOrigins: readonly string[]): AlertChannel =>
  async (tx, event) => {
    await outbox.enqueueEmail(tx, {
      userId: event.seekerId,
      kind: 'alerts',
      template: 'saved_search_alert',
      data: {
        search: event.savedSearch.name,
        kind: event.kind,
        count: event.count,
        vacancies: event.vacancies.map((vacancy) => ({
          title: vacancy.title,
          company: vacancy.company,
          url: appUrl(appOrigins, 'seeker', event.locale, `/vacancies/${vacancy.id}`),
        })),
      },
      path: `/saved-searches/${event.savedSearch.id}`,
    });
  };

/** The saved-search alert's push notification (the in-app notification's words), per the `alerts` push setting. */
export const alertPushChannel =
  (push: Push): AlertChannel =>
  async (tx, event) => {
    const { title, text, link } = savedSearchAlertText(event);
    await push.enqueuePush(tx, { userId: event.seekerId, kind: 'alerts', title, text, path: link });
  };
