import type { Locale, Role, User } from '@jobs/contracts';
import { companies, refreshTokens, sessions, teamInvites, users, type Database } from '@jobs/server-db';
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionState } from './session-cache';

type UserRow = typeof users.$inferSelect;
type AfterInsert = (tx: Database, user: UserRow) => Promise<void>;

/** PostgreSQL's unique_violation, through drizzle's wrapping. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A user row as the API returns it (sign-in answers, `GET /me`). */
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

export type RefreshTokenRecord = {
  id: number;
  usedAt: Date | null;
  sessionId: string;
  session: { userId: number; role: Role; expiresAt: Date; revokedAt: Date | null };
  user: { disabledAt: Date | null };
};

export const createAuthRepository = (db: Database) => ({
  findUserByEmail: async (role: Role, email: string): Promise<UserRow | undefined> => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.role, role), eq(users.email, email)))
      .limit(1);
    return row;
  },

  findUserById: async (id: number): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** The seeker, and what `then` writes in the same transaction (the verification e-mail). */
  insertSeeker: async (
    input: { email: string; name: string; passwordHash: string; locale?: Locale },
    then?: AfterInsert,
  ): Promise<UserRow> =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [row] = await tx
        .insert(users)
        .values({ ...input, role: 'seeker' })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await then?.(tx, row);
      return row;
    }),

  /** The company and its first employer, together or not at all. */
  insertEmployerWithCompany: async (
    input: {
      email: string;
      name: string;
      passwordHash: string;
      companyName: string;
      locale?: Locale;
    },
    then?: AfterInsert,
  ): Promise<UserRow> =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [company] = await tx.insert(companies).values({ name: input.companyName }).returning({ id: companies.id });
      if (!company) throw new Error('insert returned no row');
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          passwordHash: input.passwordHash,
          role: 'employer',
          companyId: company.id,
          ...(input.locale ? { locale: input.locale } : {}),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await then?.(tx, row);
      return row;
    }),

  /**
   * Spends a team invitation (its token's hash) on a new employer of its company, in one
   * transaction: 'invalid' for an unknown or used link, 'expired' past its time, 'taken' when the
   * address already has an employer account.
   */
  acceptInvite: async (
    tokenHash: string,
    input: { name: string; passwordHash: string },
  ): Promise<{ status: 'ok'; user: UserRow } | { status: 'invalid' | 'expired' | 'taken' }> =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [invite] = await tx
        .select()
        .from(teamInvites)
        .where(eq(teamInvites.tokenHash, tokenHash))
        .limit(1)
        .for('update');
      if (!invite || invite.acceptedAt) return { status: 'invalid' as const };
      if (invite.expiresAt.getTime() <= Date.now()) return { status: 'expired' as const };
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'employer'), eq(users.email, invite.email)))
        .limit(1);
      if (existing) return { status: 'taken' as const };
      const now = new Date();
      const [row] = await tx
        .insert(users)
        .values({
          email: invite.email,
          name: input.name,
          passwordHash: input.passwordHash,
          role: 'employer',
          companyId: invite.companyId,
          locale: invite.locale,
          // The link came to this address: it is theirs.
          emailVerifiedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx
        .update(teamInvites)
        .set({ acceptedAt: now, acceptedUserId: row.id })
        .where(eq(teamInvites.id, invite.id));
      return { status: 'ok' as const, user: row };
    }),

  updatePasswordHash: async (userId: number, passwordHash: string): Promise<void> => {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  createSession: async (input: {
    id: string;
    userId: number;
    role: Role;
    userAgent: string | null;
    ip: string | null;
    expiresAt: Date;
    refreshTokenHash: string;
  }): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id: input.id,
        userId: input.userId,
        role: input.role,
        userAgent: input.userAgent,
        ip: input.ip,
        expiresAt: input.expiresAt,
      });
      await tx.insert(refreshTokens).values({ sessionId: input.id, tokenHash: input.refreshTokenHash });
    });
  },

  findRefreshToken: async (tokenHash: string): Promise<RefreshTokenRecord | undefined> => {
    const [row] = await db
      .select({
        id: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: refreshTokens.sessionId,
        userId: sessions.userId,
        role: sessions.role,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        disabledAt: users.disabledAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      usedAt: row.usedAt,
      sessionId: row.sessionId,
      session: { userId: row.userId, role: row.role, expiresAt: row.expiresAt, revokedAt: row.revokedAt },
      user: { disabledAt: row.disabledAt },
    };
  },

  /** Marks a refresh token used; false when another request used it first. */
  markRefreshTokenUsed: async (id: number): Promise<boolean> => {
    const updated = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return updated.length === 1;
  },

  getRefreshTokenUsedAt: async (id: number): Promise<Date | null> => {
    const [row] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id))
      .limit(1);
    return row?.usedAt ?? null;
  },

  /** The next token of a session, and the session's life extended (it slides with use). */
  rotateInto: async (sessionId: string, refreshTokenHash: string, expiresAt: Date): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx.insert(refreshTokens).values({ sessionId, tokenHash: refreshTokenHash });
      await tx
        .update(sessions)
        .set({ lastUsedAt: new Date(), expiresAt })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    });
  },

  revokeSession: async (sessionId: string, reason: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  loadSessionState: async (sessionId: string): Promise<SessionState | null> => {
    const [row] = await db
      .select({
        userId: sessions.userId,
        role: sessions.role,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        companyId: users.companyId,
        disabledAt: users.disabledAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId))
      .limit(1);
    if (!row) return null;
    return {
      userId: row.userId,
      role: row.role,
      companyId: row.companyId,
      expiresAt: row.expiresAt.getTime(),
      revoked: row.revokedAt !== null,
      disabled: row.disabledAt !== null,
    };
  },
});

export type AuthRepository = ReturnType<typeof createAuthRepository>;
