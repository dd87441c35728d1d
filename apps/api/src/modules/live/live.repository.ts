import type { LiveEventType } from '@jobs/contracts';
import { liveEvents, type Database } from '@jobs/server-db';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';

/** One event of one user's stream, as the log keeps it. */
export type StoredLiveEvent = { id: number; userId: number; type: LiveEventType; data: Record<string, unknown> };

export type NewLiveEvent = Omit<StoredLiveEvent, 'id'>;

const columns = { id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data };

const toEvent = (row: { id: number | string; userId: number; type: string; data: Record<string, unknown> }) =>
  ({ ...row, id: Number(row.id) }) as StoredLiveEvent;

/** The event log behind live delivery: written once per recipient, read on reconnects, pruned. */
export const createLiveRepository = (db: Database) => ({
  /** Stores the events (ids in the given order). */
  append: async (events: NewLiveEvent[]): Promise<StoredLiveEvent[]> => {
    if (events.length === 0) return [];
    const rows = await db.insert(liveEvents).values(events).returning(columns);
    return rows.map(toEvent).sort((a, b) => a.id - b.id);
  },

  /** A user's events after an id, oldest first. */
  after: async (userId: number, afterId: number, limit: number): Promise<StoredLiveEvent[]> =>
    (
      await db
        .select(columns)
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit)
    ).map(toEvent),

  /** Events by id (another instance announced them without their data), of these users only. */
  byIds: async (ids: number[], userIds: number[]): Promise<StoredLiveEvent[]> => {
    if (ids.length === 0 || userIds.length === 0) return [];
    return (
      await db
        .select(columns)
        .from(liveEvents)
        .where(and(inArray(liveEvents.id, ids), inArray(liveEvents.userId, userIds)))
        .orderBy(asc(liveEvents.id))
    ).map(toEvent);
  },

  /** Forgets the events older than the given age; answers how many. */
  prune: async (olderThanMs: number): Promise<number> => {
    const cutoff = new Date(Date.now() - olderThanMs);
    const rows = await db.delete(liveEvents).where(lt(liveEvents.createdAt, cutoff)).returning({ id: liveEvents.id });
    return rows.length;
  },

  /** The unread notifications created at a send's time (`createdAt`, whole ms) for these users. */
  notificationsAt: async (userIds: number[], createdAt: number) => {
    if (userIds.length === 0) return [];
    const result = await db.execute(sql`
      select id, user_id, title, text, icon, chat_id, link from notifications
      where user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and read_at is null
        -- The very expression the send computed its time with (chat.repository.ts): that send's notifications.
        and floor(extract(epoch from created_at) * 1000)::float8 = ${createdAt}::float8
      order by id`);
    const rows = (result as unknown as { rows: unknown[] }).rows as {
      id: number;
      user_id: number;
      title: string | null;
      text: string;
      icon: string | null;
      chat_id: number | null;
      link: string | null;
    }[];
    return rows.map((row) => ({
      userId: Number(row.user_id),
      notification: {
        id: Number(row.id),
        title: row.title,
        text: row.text,
        icon: row.icon,
        chat_id: row.chat_id === null ? null : Number(row.chat_id),
        link: row.link,
      },
    }));
  },
});

export type LiveRepository = ReturnType<typeof createLiveRepository>;
