import type { Role } from '@jobs/contracts';
import { accountTokens, sessions, users, type Database } from '@jobs/server-db';
import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';

// The statements of the account's links (password reset, e-mail verification, address change)
// and of what spending one changes: the token rows (only their SHA-256), the user, the sessions.

export type TokenPurpose = 'password_reset' | 'email_verify' | 'email_change';

export type UserRow = typeof users.$inferSelect;

/** The user of `id`, if any. */
export const userById = async (executor: Database, id: number): Promise<UserRow | undefined> => {
  const [user] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

/** The account of an audience with this address, if any. */
export const userByEmail = async (
  executor: Database,
  role: Role,
  email: string,
): Promise<Pick<UserRow, 'id' | 'email' | 'disabledAt' | 'emailVerifiedAt'> | undefined> => {
  const [user] = await executor
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.role, role), eq(users.email, email)))
    .limit(1);
  return user;
};

/** Ends the user's unused tokens of `purpose` (a new one replaces them). */
export const retireTokens = async (tx: Database, userId: number, purpose: TokenPurpose, at: Date): Promise<void> => {
  await tx
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
};

/** Stores a new token (its hash) for the address it is sent to. */
export const insertToken = async (
  tx: Database,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> => {
  await tx.insert(accountTokens).values(token);
};

/** Spends an unused, unexpired token: whose it was and the address it went to, or undefined. */
export const spendToken = async (
  tx: Database,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; email: string } | undefined> => {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
};

/**
 * Whether a verification or address-change token was spent before by an active account of the
 * audience that still has that address, confirmed (a second click on the same link).
 */
export const wasSpentByVerifiedOwner = async (tx: Database, tokenHash: string, role: Role): Promise<boolean> => {
  const [spent] = await tx
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        inArray(accountTokens.purpose, ['email_verify', 'email_change']),
        isNotNull(accountTokens.usedAt),
        eq(users.role, role),
        eq(users.email, accountTokens.email),
        isNotNull(users.emailVerifiedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return Boolean(spent);
};

/** Ends the user's sessions (all, or all but `keep`): the ids ended. */
export const revokeSessions = async (
  tx: Database,
  userId: number,
  reason: string,
  keep?: string,
): Promise<string[]> => {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
};

/** A new password hash (and, when given, the address confirmed at `verifiedAt`). */
export const setPasswordHash = async (
  tx: Database,
  userId: number,
  passwordHash: string,
  verifiedAt?: Date,
): Promise<void> => {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), ...(verifiedAt ? { emailVerifiedAt: verifiedAt } : {}) })
    .where(eq(users.id, userId));
};

/** When the user confirmed the address (null: not yet). */
export const emailVerifiedAt = async (executor: Database, userId: number): Promise<Date | null> => {
  const [row] = await executor.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.at ?? null;
};

/** Marks the user's address confirmed now. */
export const markEmailVerified = async (executor: Database, userId: number): Promise<void> => {
  await executor.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
};

/**
 * Moves the account to a new address, confirmed, in a savepoint (a taken address must not undo
 * the caller's transaction): throws the unique violation for the caller to name.
 */
export const moveToEmail = async (tx: Database, userId: number, email: string, at: Date): Promise<void> => {
  await tx.transaction(async (inner) => {
    await inner.update(users).set({ email, emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
  });
};
