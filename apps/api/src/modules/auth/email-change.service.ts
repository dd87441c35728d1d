import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFY_TTL_HOURS, type ChangeEmailBody, type Role } from '@jobs/contracts';
import { verifyPassword } from '@jobs/server-auth-core';
import type { Database } from '@jobs/server-db';
import { AppError, fieldError } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import type { Outbox } from '../email/outbox';
import { insertToken, moveToEmail, retireTokens, spendToken, userByEmail, userById } from './account-tokens.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Thrown for a wrong current password (the route counts these like failed sign-ins). */
export const WRONG_CURRENT_PASSWORD = 'current_password_wrong';

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

/**
 * Spends the link of an address change (sent to the new address; its token row keeps that
 * address) and moves the account to it, confirmed: true when the token was one. Sessions stay.
 * The new address taken meanwhile by another account of the audience: `email_taken`.
 */
export const changeEmailWith = async (tx: Database, role: Role, token: string): Promise<boolean> => {
  const row = await spendToken(tx, hashToken(token), 'email_change');
  if (!row) return false;
  const user = await userById(tx, row.userId);
  if (!user || user.role !== role || user.disabledAt) return false;
  const now = new Date();
  try {
    // A savepoint: a taken address must not undo the spent token's transaction as a 500.
    await moveToEmail(tx, user.id, row.email, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('body.token', 'email_taken');
    throw error;
  }
  return true;
};

type Deps = { db: Database; outbox: Outbox };

/**
 * Changing the e-mail address of an account: the current password confirms it is the owner; a
 * link goes to the new address (the account moves there once it is opened, on the verify-email
 * page), and a notice to the old one. Nothing changes and no session ends until the link is used.
 */
export const createEmailChangeService = ({ db, outbox }: Deps) => {
  const requestChange = async (actor: { id: number; role: Role }, body: ChangeEmailBody): Promise<void> => {
    const user = await userById(db, actor.id);
    if (!user || user.disabledAt) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      throw fieldError('body.current_password', WRONG_CURRENT_PASSWORD);
    }
    const newEmail = body.new_email;
    if (newEmail === user.email) throw fieldError('body.new_email', 'email_unchanged');
    const taken = await userByEmail(db, user.role, newEmail);
    if (taken) throw fieldError('body.new_email', 'email_taken');
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await transact(db, async (tx) => {
      // One change at a time: an earlier link stops working.
      await retireTokens(tx, user.id, 'email_change', now);
      await insertToken(tx, {
        userId: user.id,
        purpose: 'email_change',
        tokenHash: hashToken(token),
        email: newEmail,
        expiresAt: new Date(now.getTime() + EMAIL_VERIFY_TTL_HOURS * 3_600_000),
      });
      await outbox.enqueueEmail(tx, {
        userId: user.id,
        kind: 'account',
        template: 'email_change',
        to: newEmail,
        data: { newEmail },
        path: `/verify-email?token=${token}`,
      });
      await outbox.enqueueEmail(tx, {
        userId: user.id,
        kind: 'account',
        template: 'email_change_notice',
        data: { newEmail },
      });
    });
  };

  return { requestChange };
};

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
