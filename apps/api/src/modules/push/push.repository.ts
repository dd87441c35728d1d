import { notificationSettings, users, type Database } from '@jobs/server-db';
import { eq, inArray, sql } from 'drizzle-orm';
import { resultRows } from '../../lib/sql-rows';
import { recipientsOf, type NotifyPlan } from '../notify/notify.repository';

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

/** The users of `ids` with their notification settings. */
export const recipientsByIds = (executor: Database, ids: number[]): Promise<Recipient[]> =>
  executor
    .select({
      id: users.id,
      role: users.role,
      locale: users.locale,
      disabledAt: users.disabledAt,
      email: notificationSettings.email,
      push: notificationSettings.push,
      quietHours: notificationSettings.quietHours,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, ids));

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
