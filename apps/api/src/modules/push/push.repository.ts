import { notificationSettings, users, type Database } from '@jobs/server-db';
import { eq, inArray } from 'drizzle-orm';
import type { Recipient } from '../notify/notify.repository';

export type { Recipient } from '../notify/notify.repository';

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
