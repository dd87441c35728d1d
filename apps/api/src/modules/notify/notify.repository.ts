import type { Locale } from '@jobs/contracts';
import { notificationSettings, users, type Database } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import { resultRows } from '../../lib/sql-rows';
import type { Notice } from './notification-texts';

// The one writer of the notifications table: every event that reaches a person in the app (a chat
// message, an application's status note, a moderation result, a saved-search alert) is stored by
// the statements below, inside the caller's transaction (a chat send: inside its one statement).

/** Whom a new message notifies, and with what title and icon. */
export type NotifyPlan = (
  | { to: 'none' }
  /** Every active employer of the company but the sender; titled with the seeker's name. */
  | { to: 'employers'; companyId: number; senderId: number; seekerId?: number }
  /** The seeker, titled with the company's name and logo. */
  | { to: 'seeker-from-company'; seekerId: number; companyId: number }
  /** The seeker, with a given title and icon (assistant and service chats). */
  | { to: 'seeker'; seekerId: number; title: string | null; icon: string | null }
) & {
  /** A path in the recipient's app the notification opens (an application, a candidate). */
  link?: string | null;
};

/** Who a message notifies, as rows of (user_id, title, icon): what `sendStatement` notifies. */
export const recipientsOf = (notify: NotifyPlan): SQL => {
  switch (notify.to) {
    case 'none':
      return sql`select null::integer as user_id, null::text as title, null::text as icon where false`;
    case 'employers':
      return sql`select u.id as user_id, (select s.name from users s where s.id = ${notify.seekerId ?? notify.senderId}) as title, null::text as icon
        from users u
        where u.company_id = ${notify.companyId} and u.role = 'employer' and u.disabled_at is null and u.id <> ${notify.senderId}`;
    case 'seeker-from-company':
      return sql`select ${notify.seekerId}::integer as user_id, c.name as title, c.logo_url as icon
        from companies c where c.id = ${notify.companyId}`;
    case 'seeker':
      return sql`select ${notify.seekerId}::integer as user_id, ${notify.title}::text as title, ${notify.icon}::text as icon`;
  }
};

/** A notice's code and parameters as the statements store them (null, null for none). */
const noticeColumns = (notice: Notice | null | undefined): SQL =>
  sql`${notice?.code ?? null}::text, ${notice ? JSON.stringify(notice.params) : null}::jsonb`;

/**
 * The notifications of a new chat message, as the `notified` step of the send's one statement
 * (`msg` is the stored message): one per recipient, the message's text (in the recipient's
 * language when the platform wrote it in both: `texts`, with its `notice` for whoever reads it
 * later in another language), `link` to open.
 */
export const messageNotifications = (
  notify: NotifyPlan,
  texts?: Record<Locale, string> | null,
  notice?: Notice | null,
): SQL => sql`
      insert into notifications (user_id, chat_id, message_id, title, text, icon, link, code, params)
      select r.user_id, msg.chat_id, msg.id, r.title, ${
        texts
          ? sql`case when (select u.locale from users u where u.id = r.user_id) = 'ru' then ${texts.ru}::text else ${texts.en}::text end`
          : sql`msg.text`
      }, r.icon, ${notify.link ?? null}::text, ${noticeColumns(texts ? notice : null)}
      from msg cross join (${recipientsOf(notify)}) r
      on conflict do nothing
      returning id, user_id, chat_id, title, text, icon, link, code, params`;

/** A recipient as the push decision needs them: their account and their notification settings. */
export type Recipient = {
  id: number;
  role: string;
  locale: string;
  disabledAt: Date | string | null;
  email: NotificationSettingsRow['email'] | null;
  push: NotificationSettingsRow['push'] | null;
  quietHours: NotificationSettingsRow['quietHours'];
};
type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** Whom a chat message will notify (its notify plan), with their settings and the notification's title. */
export const messageRecipients = async (
  executor: Database,
  notify: NotifyPlan,
): Promise<(Recipient & { title: string | null })[]> =>
  resultRows<Recipient & { title: string | null }>(
    await executor.execute(sql`
        select u.id, u.role, u.locale, u.disabled_at as "disabledAt", s.email, s.push, s.quiet_hours as "quietHours",
          r.title
        from (${recipientsOf(notify)}) r
        join ${users} u on u.id = r.user_id
        left join ${notificationSettings} s on s.user_id = u.id`),
  );

/** A notification's words in one language. */
export type NotificationText = { title: string; text: string };

/** The people a notification that is not a chat message goes to. */
export type NotificationAudience =
  /** Every active employer of the company. */
  | { companyEmployers: number }
  /** One user. */
  | { userId: number };

const audienceSql = (audience: NotificationAudience): SQL =>
  'companyEmployers' in audience
    ? sql`select u.id, u.locale from users u
        where u.company_id = ${audience.companyEmployers} and u.role = 'employer' and u.disabled_at is null`
    : sql`select u.id, u.locale from users u where u.id = ${audience.userId}`;

/** Who got a notification that is not a chat message, in which language, and when. */
export type StoredNotifications = {
  recipients: { userId: number; locale: Locale }[];
  userIds: number[];
  createdAt: number;
};

/**
 * A notification that is not a chat message (chat_id null) for each of `audience`, in each one's
 * language, opening `link`; resolves with who got one and when (for the unread state's event).
 */
export const insertNotifications = async (
  executor: Database,
  audience: NotificationAudience,
  texts: (locale: Locale) => NotificationText,
  link: string | null,
  notice?: Notice | null,
): Promise<StoredNotifications> => {
  const ru = texts('ru');
  const en = texts('en');
  const rows = resultRows<{ user_id: number; locale: Locale; created_ms: number | string }>(
    await executor.execute(sql`
      with a as (${audienceSql(audience)}), stored as (
        insert into notifications (user_id, chat_id, title, text, icon, link, code, params)
        select a.id, null,
          case when a.locale = 'ru' then ${ru.title}::text else ${en.title}::text end,
          case when a.locale = 'ru' then ${ru.text}::text else ${en.text}::text end,
          null, ${link}::text, ${noticeColumns(notice)}
        from a
        returning user_id, created_at
      )
      select stored.user_id, a.locale, floor(extract(epoch from stored.created_at) * 1000)::float8 as created_ms
      from stored join a on a.id = stored.user_id`),
  );
  const recipients = rows.map((row) => ({ userId: Number(row.user_id), locale: row.locale }));
  return {
    recipients,
    userIds: recipients.map((recipient) => recipient.userId),
    createdAt: rows.length > 0 ? Math.max(...rows.map((row) => Number(row.created_ms))) : Date.now(),
  };
};
