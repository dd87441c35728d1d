import type { Locale } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { NotificationEvents } from '../notifications/notification-events';
import { insertNotifications } from './notify.repository';

/**
 * A notification that is not a chat message (chat_id null) for every active employer of the
 * company, each in their own language, opening `link` in the employer app; the unread state of
 * every instance learns of it as of a chat message's.
 */
export const notifyCompanyEmployers = async (
  db: Database,
  events: NotificationEvents,
  companyId: number,
  texts: (locale: Locale) => { title: string; text: string },
  link: string,
): Promise<number[]> => {
  const { userIds, createdAt } = await insertNotifications(db, { companyEmployers: companyId }, texts, link);
  if (userIds.length > 0) {
    await events.publish({ kind: 'created', userIds, createdAt });
  }
  return userIds;
};
