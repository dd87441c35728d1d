import type { User } from '@jobs/contracts';
import { users, type Database } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { toUserDto } from '../auth/auth.repository';

export const createUsersRepository = (db: Database) => ({
  findById: async (id: number): Promise<User | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ? toUserDto(row) : undefined;
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
