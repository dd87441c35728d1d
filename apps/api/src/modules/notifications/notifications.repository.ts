import type { Locale, Notification } from '@jobs/contracts';
import { notifications, users, type Database } from '@jobs/server-db';
import { and, asc, eq, gte, inArray, isNull, max } from 'drizzle-orm';
import type { NewestUnread } from './unread-state';

/** A poll answers at most this many (the oldest first); the rest come with the next polls. */
export const NOTIFICATIONS_PAGE = 100;

export const createNotificationsRepository = (db: Database) => ({
  newestUnread: async (userId: number): Promise<NewestUnread> => {
    const [row] = await db
      .select({ newest: max(notifications.createdAt) })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.newest ? row.newest.getTime() : null;
  },

  /** With each one's code and parameters, and the reader's stored language (to say it in theirs). */
  unreadSince: async (
    userId: number,
    since: Date,
  ): Promise<(Notification & { code: string | null; params: unknown; locale: Locale })[]> =>
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        text: notifications.text,
        icon: notifications.icon,
        chat_id: notifications.chatId,
        link: notifications.link,
        code: notifications.code,
        params: notifications.params,
        locale: users.locale,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), gte(notifications.createdAt, since)))
      .orderBy(asc(notifications.id))
      .limit(NOTIFICATIONS_PAGE),

  /** Marks the user's own unread ones among `ids` read; returns how many changed. */
  markRead: async (userId: number, ids: number[]): Promise<number> => {
    const updated = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return updated.length;
  },
});

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
