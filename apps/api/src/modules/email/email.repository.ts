import type { NotificationSettings } from '@jobs/contracts';
import {
  chatEmailMarks,
  emailDigestItems,
  emailOutbox,
  notificationSettings,
  users,
  type Database,
} from '@jobs/server-db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { settingsOf } from './outbox';

// The e-mail module's statements: settings, the outbox and the digest items.

export const readSettings = async (executor: Database, userId: number): Promise<NotificationSettings> => {
  const [row] = await executor
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return settingsOf(row);
};

/** An outbox row; resolves with its id. */
export const insertOutboxRow = async (executor: Database, values: typeof emailOutbox.$inferInsert): Promise<number> => {
  const [row] = await executor.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

/** Whom an e-mail goes to, as the outbox needs them. */
export const recipientOf = async (executor: Database, userId: number) => {
  const [user] = await executor
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      locale: users.locale,
      timeZone: users.timeZone,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
};

/** Something kept for a user's daily digest. */
export const insertDigestItem = async (executor: Database, values: typeof emailDigestItems.$inferInsert) => {
  await executor.insert(emailDigestItems).values(values);
};

/** An outbox row by id. */
export const outboxRow = async (executor: Database, id: number) => {
  const [row] = await executor.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
};

export const markSent = async (executor: Database, id: number): Promise<void> => {
  await executor.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
};

/** The outbox rows of a user, oldest first. */
export const outboxRowsOf = (executor: Database, userId: number) =>
  executor.select().from(emailOutbox).where(eq(emailOutbox.userId, userId)).orderBy(asc(emailOutbox.id));

/**
 * Per user and chat, the unread message notifications due for an e-mail: unread since before
 * `dueBefore` (after `notBefore`), newer than the chat's read mark and its last e-mail, whose last
 * e-mail was before `windowStart`; the newest one with the count and the texts (newest first).
 */
export const unreadDue = (
  db: Database,
  { dueBefore, notBefore, windowStart, limit }: { dueBefore: Date; notBefore: Date; windowStart: Date; limit: number },
) =>
  db.execute(sql`
      select * from (
        select distinct on (n.user_id, n.chat_id)
          n.user_id, n.chat_id, n.message_id, n.title, n.text, n.link, u.role,
          count(*) over (partition by n.user_id, n.chat_id)::int as unread,
          jsonb_agg(n.text) over (
            partition by n.user_id, n.chat_id order by n.message_id desc
            rows between unbounded preceding and unbounded following
          ) as texts
        from notifications n
        join users u on u.id = n.user_id and u.disabled_at is null
        -- The platform's status notes have their own e-mail (application_status).
        join messages msg on msg.id = n.message_id and msg.author_kind <> 'system'
        left join chat_reads r on r.chat_id = n.chat_id and r.user_id = n.user_id
        left join chat_email_marks m on m.chat_id = n.chat_id and m.user_id = n.user_id
        where n.read_at is null and n.message_id is not null
          and n.created_at <= ${dueBefore.toISOString()}::timestamptz
          and n.created_at > ${notBefore.toISOString()}::timestamptz
          and n.message_id > coalesce(r.last_read_message_id, 0)
          and n.message_id > coalesce(m.last_message_id, 0)
          -- One e-mail per chat per window: what comes within it waits for the next one.
          and (m.updated_at is null or m.updated_at <= ${windowStart.toISOString()}::timestamptz)
        order by n.user_id, n.chat_id, n.message_id desc
      ) due
      limit ${limit}`);

/** The chat's unread messages up to `messageId` were e-mailed about (at `at`). */
export const markEmailed = async (
  tx: Database,
  { userId, chatId, messageId, at }: { userId: number; chatId: number; messageId: number; at: Date },
): Promise<void> => {
  await tx
    .insert(chatEmailMarks)
    .values({
      userId: userId,
      chatId: chatId,
      lastMessageId: messageId,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [chatEmailMarks.userId, chatEmailMarks.chatId],
      set: {
        lastMessageId: sql`greatest(${chatEmailMarks.lastMessageId}, excluded.last_message_id)`,
        updatedAt: at,
      },
    });
};

/** Users with something kept for their digest (a batch). */
export const usersWithDigestItems = (executor: Database, limit: number) =>
  executor.selectDistinct({ userId: emailDigestItems.userId }).from(emailDigestItems).limit(limit);

/** The local day a user's last digest went out on. */
export const digestSentOn = async (executor: Database, userId: number) => {
  const [row] = await executor
    .select({ digestSentOn: notificationSettings.digestSentOn })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return row;
};

/** Takes (deletes and returns) what was kept for a user's digest, oldest first. */
export const takeDigestItems = async (tx: Database, userId: number) => {
  const items = await tx.delete(emailDigestItems).where(eq(emailDigestItems.userId, userId)).returning({
    id: emailDigestItems.id,
    kind: emailDigestItems.kind,
    template: emailDigestItems.template,
    data: emailDigestItems.data,
  });
  return items.sort((a, b) => a.id - b.id);
};

/** A user as an e-mail needs them; undefined when gone (or disabled, unless `includeDisabled`). */
export const activeUser = async (executor: Database, userId: number, { includeDisabled = false } = {}) => {
  const [user] = await executor
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, locale: users.locale })
    .from(users)
    .where(includeDisabled ? eq(users.id, userId) : and(eq(users.id, userId), isNull(users.disabledAt)))
    .limit(1);
  return user;
};

/** The day a user's digest went out (their settings row made with the current values if none). */
export const markDigestSent = async (
  tx: Database,
  userId: number,
  settings: NotificationSettings,
  date: string,
): Promise<void> => {
  await tx
    .insert(notificationSettings)
    .values({
      userId,
      email: settings.email,
      push: settings.push,
      quietHours: settings.quiet_hours,
      digestSentOn: date,
    })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { digestSentOn: date } });
};

export const writeSettings = async (executor: Database, userId: number, settings: NotificationSettings) => {
  await executor
    .insert(notificationSettings)
    .values({ userId, email: settings.email, push: settings.push, quietHours: settings.quiet_hours })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { email: settings.email, push: settings.push, quietHours: settings.quiet_hours, updatedAt: new Date() },
    });
};

/** Drops what still waits for the digest of the given kinds. */
export const dropDigestItems = async (executor: Database, userId: number, kinds: readonly string[]) => {
  await executor
    .delete(emailDigestItems)
    .where(and(eq(emailDigestItems.userId, userId), inArray(emailDigestItems.kind, [...kinds])));
};

/** The user's time zone (interviews show times in it). */
export const timeZoneOf = async (executor: Database, userId: number): Promise<string> => {
  const [row] = await executor.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tz ?? 'Europe/Moscow';
};

export const writeTimeZone = async (executor: Database, userId: number, timeZone: string): Promise<void> => {
  await executor.update(users).set({ timeZone }).where(eq(users.id, userId));
};
