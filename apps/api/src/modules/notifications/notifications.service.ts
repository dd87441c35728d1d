import type { Notification } from '@jobs/contracts';
import type { NotificationEvents } from './notification-events';
import type { NotificationsRepository } from './notifications.repository';
import type { UnreadState } from './unread-state';

type Deps = { repo: NotificationsRepository; state: UnreadState; events: NotificationEvents };

export const createNotificationsService = ({ repo, state, events }: Deps) => ({
  /**
   * The caller's unread notifications created at or after `since` (ms). Answered from memory,
   * without a query, when the user has no unread notification that recent.
   */
  poll: async (userId: number, since: number): Promise<Notification[]> => {
    const newest = await state.newestUnread(userId);
    if (newest === null || newest < since) return [];
    return repo.unreadSince(userId, new Date(since));
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
