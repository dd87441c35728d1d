import type { Locale, Notification } from '@jobs/contracts';
import { renderNotice } from '../notify/notification-texts';
import type { NotificationEvents } from './notification-events';
import type { NotificationsRepository } from './notifications.repository';
import type { UnreadState } from './unread-state';

type Deps = { repo: NotificationsRepository; state: UnreadState; events: NotificationEvents };

export const createNotificationsService = ({ repo, state, events }: Deps) => ({
  /**
   * The caller's unread notifications created at or after `since` (ms). Answered from memory,
   * without a query, when the user has no unread notification that recent. What the platform
   * told (a status change, a moderation result, an alert) is said in the reader's language: the
   * interface's (`locale`), else the account's.
   */
  poll: async (userId: number, since: number, locale?: Locale | null): Promise<Notification[]> => {
    const newest = await state.newestUnread(userId);
    if (newest === null || newest < since) return [];
    const rows = await repo.unreadSince(userId, new Date(since));
    return rows.map(({ code, params, locale: stored, ...row }) => {
      const words = renderNotice(code, params, locale ?? stored);
      return words ? { ...row, title: words.title ?? row.title, text: words.text } : row;
    });
  },

  /** Marks the caller's own notifications read; ids of others' or unknown ones change nothing. */
  markRead: async (userId: number, ids: number[]): Promise<number> => {
    const updated = await repo.markRead(userId, [...new Set(ids)]);
    if (updated > 0) {
      await events.publish({ kind: 'changed', userIds: [userId] });
      // Reload now, so the polls that follow are answered from memory again.
      await state.newestUnread(userId);
    }
    return updated;
  },
});

export type NotificationsService = ReturnType<typeof createNotificationsService>;
