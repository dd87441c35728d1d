import type { Locale, User } from '@jobs/contracts';
import { users, type Database } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { toUserDto } from '../auth/auth.repository';

export const createUsersRepository = (db: Database) => ({
  findById: async (id: number): Promise<User | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ? toUserDto(row) : undefined;
  },
  /** Sets the account's language (what e-mails, notes and a fresh sign-in use). */
  setLocale: async (id: number, locale: Locale): Promise<User | undefined> => {
    const [row] = await db.update(users).set({ locale }).where(eq(users.id, id)).returning();
    return row ? toUserDto(row) : undefined;
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
