import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFY_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  type ChangePasswordBody,
  type ResetPasswordBody,
  type Role,
  type VerifyEmailResult,
} from '@jobs/contracts';
import { hashPassword, isCommonPassword, verifyPassword, type ScryptParams } from '@jobs/server-auth-core';
import { accountTokens, sessions, users, type Database } from '@jobs/server-db';
import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { AppError, fieldError } from '../../lib/app-error';
import type { Outbox } from '../email/outbox';
import { changeEmailWith } from './email-change.service';
import type { SessionEvents } from './session-events';

type Purpose = 'password_reset' | 'email_verify';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

type Deps = { db: Database; outbox: Outbox; events: SessionEvents; hashParams: ScryptParams };

/**
 * Forgotten and changed passwords, e-mail verification. Tokens are single-use secrets sent by
 * e-mail; only their SHA-256 is stored. The e-mail of each is written in the same transaction as
 * the token (the outbox), so a token never exists without its e-mail, nor an e-mail without it.
 */
export const createAccountsService = ({ db, outbox, events, hashParams }: Deps) => {
  /** A new token of `purpose` (older unused ones of that purpose stop working) and its e-mail. */
  const issue = async (
    tx: Database,
    user: { id: number; email: string },
    purpose: Purpose,
    ttlMs: number,
  ): Promise<void> => {
    const token = newToken();
    const now = new Date();
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    const path = purpose === 'password_reset' ? '/reset-password' : '/verify-email';
    await outbox.enqueueEmail(tx, {
      userId: user.id,
      kind: 'account',
      template: purpose,
      path: `${path}?token=${token}`,
    });
  };

  /** Spends a token: the user it was for, or undefined (unknown, used, expired, other audience). */
  const spend = async (tx: Database, role: Role, purpose: Purpose, token: string) => {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: accountTokens.userId, email: accountTokens.email });
    if (!row) return undefined;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user || user.role !== role || user.disabledAt || user.email !== row.email) return undefined;
    return user;
  };

  /** Ends the user's sessions (all, or all but one) and tells every instance's session cache. */
  const endSessions = async (tx: Database, userId: number, keep?: string): Promise<string[]> => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'password_changed' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])))
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  };

  const publishEnded = async (ids: string[]) => {
    for (const sessionId of ids) await events.publish({ kind: 'session', sessionId });
  };

  /** The reset e-mail, when the e-mail has an account of this audience; nothing otherwise. */
  const forgotPassword = async (role: Role, email: string): Promise<void> => {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [user] = await tx
        .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
        .from(users)
        .where(and(eq(users.role, role), eq(users.email, email)))
        .limit(1);
      if (!user || user.disabledAt) return;
      await issue(tx, user, 'password_reset', PASSWORD_RESET_TTL_MINUTES * 60_000);
    });
  };

  const resetPassword = async (role: Role, body: ResetPasswordBody): Promise<void> => {
    if (isCommonPassword(body.password)) throw fieldError('body.password', 'password_too_weak');
    const passwordHash = await hashPassword(body.password, hashParams);
    const ended = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const user = await spend(tx, role, 'password_reset', body.token);
      if (!user) throw fieldError('body.token', 'link_invalid');
      const now = new Date();
      // The link came to this address: it is the user's.
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now })
        .where(eq(users.id, user.id));
      return endSessions(tx, user.id);
    });
    await publishEnded(ended);
  };

  const changePassword = async (actor: { id: number; sessionId: string }, body: ChangePasswordBody): Promise<void> => {
    const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      throw fieldError('body.current_password', 'current_password_wrong');
    }
    if (isCommonPassword(body.new_password)) throw fieldError('body.new_password', 'password_too_weak');
    if (body.new_password === body.current_password) {
      throw fieldError('body.new_password', 'password_unchanged');
    }
    const passwordHash = await hashPassword(body.new_password, hashParams);
    const ended = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      // A reset link sent before the change would undo it: every outstanding one stops working.
      await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.userId, user.id),
            eq(accountTokens.purpose, 'password_reset'),
            isNull(accountTokens.usedAt),
          ),
        );
      return endSessions(tx, user.id, actor.sessionId);
    });
    await publishEnded(ended);
  };

  /**
   * Confirms the address a link was sent to: 'verified' the first time; 'already_verified' when
   * the link was spent before and the account still has that address, confirmed (a second click,
   * another device, a mail scanner that opened it); `link_invalid` otherwise. A link of an address
   * change (email-change.service.ts) moves the account to the new address: 'changed'.
   */
  const verifyEmail = async (role: Role, token: string): Promise<VerifyEmailResult> =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const user = await spend(tx, role, 'email_verify', token);
      if (user) {
        if (!user.emailVerifiedAt) {
          await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
        }
        return { status: 'verified' as const };
      }
      if (await changeEmailWith(tx, role, token)) return { status: 'changed' as const };
      const [spent] = await tx
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            inArray(accountTokens.purpose, ['email_verify', 'email_change']),
            isNotNull(accountTokens.usedAt),
            eq(users.role, role),
            eq(users.email, accountTokens.email),
            isNotNull(users.emailVerifiedAt),
            isNull(users.disabledAt),
          ),
        )
        .limit(1);
      if (spent) return { status: 'already_verified' as const };
      throw fieldError('body.token', 'link_invalid');
    });

  /** A new verification e-mail; nothing when the e-mail is verified already. */
  const resendVerification = async (userId: number): Promise<void> => {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [user] = await tx
        .select({ id: users.id, email: users.email, verified: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user || user.verified) return;
      await issue(tx, user, 'email_verify', EMAIL_VERIFY_TTL_HOURS * 3_600_000);
    });
  };

  /** For sign-up: the verification e-mail, inside the transaction that creates the user. */
  const onRegistered = (tx: Database, user: { id: number; email: string }) =>
    issue(tx, user, 'email_verify', EMAIL_VERIFY_TTL_HOURS * 3_600_000);

  /** Whether the user confirmed the e-mail. */
  const isVerified = async (userId: number, executor: Database = db): Promise<boolean> => {
    const [row] = await executor.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
    return Boolean(row?.at);
  };

  /** Marks an e-mail verified without a link (the command-line tools, tests). */
  const markVerified = async (userId: number): Promise<void> => {
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  };

  return {
    forgotPassword,
    resetPassword,
    changePassword,
    verifyEmail,
    resendVerification,
    onRegistered,
    isVerified,
    markVerified,
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
