import type { Locale, User } from '@jobs/contracts';
import { users, type Database } from '@jobs/server-db';
import { eq } from 'drizzle-orm';

type UserRow = typeof users.$inferSelect;

export const toUserDto = (
  row: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'locale' | 'companyId' | 'emailVerifiedAt'>,
): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  locale: row.locale,
  company_id: row.companyId,
  email_verified: row.emailVerifiedAt !== null,
});

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
