import type { Locale } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import type { NotificationEvents } from './notification-events';
import { resultRows } from '../../lib/sql-rows';

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
  const ru = texts('ru');
  const en = texts('en');
  const rows = resultRows<{ user_id: number; created_ms: number | string }>(
    await db.execute(sql`
      insert into notifications (user_id, chat_id, title, text, icon, link)
      select u.id, null,
        case when u.locale = 'ru' then ${ru.title}::text else ${en.title}::text end,
        case when u.locale = 'ru' then ${ru.text}::text else ${en.text}::text end,
        null, ${link}::text
      from users u
      where u.company_id = ${companyId} and u.role = 'employer' and u.disabled_at is null
      returning user_id, floor(extract(epoch from created_at) * 1000)::float8 as created_ms`),
  );
  const userIds = rows.map((row) => Number(row.user_id));
  if (userIds.length > 0) {
    const createdAt = Math.max(...rows.map((row) => Number(row.created_ms)));
    await events.publish({ kind: 'created', userIds, createdAt });
  }
  return userIds;
};
