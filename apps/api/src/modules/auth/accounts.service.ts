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
import type { Database } from '@jobs/server-db';
import { AppError, fieldError } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import type { Outbox } from '../email/outbox';
import {
  emailVerifiedAt,
  insertToken,
  markEmailVerified,
  retireTokens,
  revokeSessions,
  setPasswordHash,
  spendToken,
  userByEmail,
  userById,
  wasSpentByVerifiedOwner,
} from './account-tokens.repository';
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
    await retireTokens(tx, user.id, purpose, now);
    await insertToken(tx, {
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
    const row = await spendToken(tx, hashToken(token), purpose);
    if (!row) return undefined;
    const user = await userById(tx, row.userId);
    if (!user || user.role !== role || user.disabledAt || user.email !== row.email) return undefined;
    return user;
  };

  /** Tells every instance's session cache, once the sessions' end has committed. */
  const publishEnded = async (ids: string[]) => {
    for (const sessionId of ids) await events.publish({ kind: 'session', sessionId });
  };

  /** The reset e-mail, when the e-mail has an account of this audience; nothing otherwise. */
  const forgotPassword = async (role: Role, email: string): Promise<void> => {
    await transact(db, async (tx) => {
      const user = await userByEmail(tx, role, email);
      if (!user || user.disabledAt) return;
      await issue(tx, user, 'password_reset', PASSWORD_RESET_TTL_MINUTES * 60_000);
    });
  };

  const resetPassword = async (role: Role, body: ResetPasswordBody): Promise<void> => {
    if (isCommonPassword(body.password)) throw fieldError('body.password', 'password_too_weak');
    const passwordHash = await hashPassword(body.password, hashParams);
    await transact(db, async (tx, unit) => {
      const user = await spend(tx, role, 'password_reset', body.token);
      if (!user) throw fieldError('body.token', 'link_invalid');
      // The link came to this address: it is the user's.
      await setPasswordHash(tx, user.id, passwordHash, user.emailVerifiedAt ?? new Date());
      const ended = await revokeSessions(tx, user.id, 'password_changed');
      unit.afterCommit(() => publishEnded(ended));
    });
  };

  const changePassword = async (actor: { id: number; sessionId: string }, body: ChangePasswordBody): Promise<void> => {
    const user = await userById(db, actor.id);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      throw fieldError('body.current_password', 'current_password_wrong');
    }
    if (isCommonPassword(body.new_password)) throw fieldError('body.new_password', 'password_too_weak');
    if (body.new_password === body.current_password) {
      throw fieldError('body.new_password', 'password_unchanged');
    }
    const passwordHash = await hashPassword(body.new_password, hashParams);
    await transact(db, async (tx, unit) => {
      await setPasswordHash(tx, user.id, passwordHash);
      // A reset link sent before the change would undo it: every outstanding one stops working.
      await retireTokens(tx, user.id, 'password_reset', new Date());
      const ended = await revokeSessions(tx, user.id, 'password_changed', actor.sessionId);
      unit.afterCommit(() => publishEnded(ended));
    });
  };

  /**
   * Confirms the address a link was sent to: 'verified' the first time; 'already_verified' when
   * the link was spent before and the account still has that address, confirmed (a second click,
   * another device, a mail scanner that opened it); `link_invalid` otherwise. A link of an address
   * change (email-change.service.ts) moves the account to the new address: 'changed'.
   */
  const verifyEmail = async (role: Role, token: string): Promise<VerifyEmailResult> =>
    transact(db, async (tx) => {
      const user = await spend(tx, role, 'email_verify', token);
      if (user) {
        if (!user.emailVerifiedAt) await markEmailVerified(tx, user.id);
        return { status: 'verified' as const };
      }
      if (await changeEmailWith(tx, role, token)) return { status: 'changed' as const };
      if (await wasSpentByVerifiedOwner(tx, hashToken(token), role)) return { status: 'already_verified' as const };
      throw fieldError('body.token', 'link_invalid');
    });

  /** A new verification e-mail; nothing when the e-mail is verified already. */
  const resendVerification = async (userId: number): Promise<void> => {
    await transact(db, async (tx) => {
      const user = await userById(tx, userId);
      if (!user || user.emailVerifiedAt) return;
      await issue(tx, user, 'email_verify', EMAIL_VERIFY_TTL_HOURS * 3_600_000);
    });
  };

  /** For sign-up: the verification e-mail, inside the transaction that creates the user. */
  const onRegistered = (tx: Database, user: { id: number; email: string }) =>
    issue(tx, user, 'email_verify', EMAIL_VERIFY_TTL_HOURS * 3_600_000);

  /** Whether the user confirmed the e-mail. */
  const isVerified = async (userId: number, executor: Database = db): Promise<boolean> =>
    Boolean(await emailVerifiedAt(executor, userId));

  /** Marks an e-mail verified without a link (the command-line tools, tests). */
  const markVerified = (userId: number): Promise<void> => markEmailVerified(db, userId);

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
