import { createHash, randomUUID } from 'node:crypto';
import {
  FIELD_ERROR_MESSAGES,
  REFRESH_TOKEN_TTL_DAYS,
  type EmployerRegisterBody,
  type Locale,
  type LoginBody,
  type RegisterBody,
  type Role,
  type User,
} from '@jobs/contracts';
import {
  getDummyHash,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
  type ScryptParams,
} from '@jobs/server-auth-core';
import type { Database, users } from '@jobs/server-db';
import { AppError, fieldDetail, fieldError } from '../../lib/app-error';
import { isUniqueViolation, toUserDto, type AuthRepository } from './auth.repository';
import type { SessionEvents } from './session-events';
import { hashRefreshToken, newRefreshToken, type AccessClaims, type TokenSigner } from './tokens';

export type RequestMeta = { ip: string; userAgent: string | null };
export type SignedIn = { token: string; refreshToken: string; user: User };
export type Refreshed = { token: string; refreshToken: string };

export const REFRESH_TOKEN_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
export const WRONG_CREDENTIALS = 'Wrong e-mail or password';
const SESSION_ENDED = 'Your session has ended: sign in again';

type Deps = {
  repo: AuthRepository;
  /** Writes the verification e-mail in the sign-up's transaction. */
  onRegistered?: (tx: Database, user: { id: number; email: string }) => Promise<void>;
  signer: TokenSigner;
  events: SessionEvents;
  hashParams: ScryptParams;
  refreshGraceMs: number;
};

const emailTaken = () =>
  new AppError('CONFLICT', FIELD_ERROR_MESSAGES.email_taken, [fieldDetail('body.email', 'email_taken')]);

export const createAuthService = ({ repo, signer, events, hashParams, refreshGraceMs, onRegistered }: Deps) => {
  const startSession = async (user: typeof users.$inferSelect, meta: RequestMeta): Promise<SignedIn> => {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await repo.createSession({
      id: sessionId,
      userId: user.id,
      role: user.role,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      refreshTokenHash: hashRefreshToken(refreshToken),
    });
    const token = await signer.sign({ userId: user.id, role: user.role, sessionId });
    return { token, refreshToken, user: toUserDto(user) };
  };

  const revokeSession = async (sessionId: string, reason: string): Promise<void> => {
    await repo.revokeSession(sessionId, reason);
    await events.publish({ kind: 'session', sessionId });
  };

  const register = async (
    role: 'seeker' | 'employer',
    body: RegisterBody | EmployerRegisterBody,
    meta: RequestMeta,
    locale?: Locale,
  ): Promise<SignedIn> => {
    if (isCommonPassword(body.password)) {
      throw fieldError('body.password', 'password_too_weak');
    }
    // A cheap answer before a costly hash; the unique index still settles races.
    if (await repo.findUserByEmail(role, body.email)) throw emailTaken();
    const passwordHash = await hashPassword(body.password, hashParams);
    try {
      const user =
        role === 'employer' && 'company_name' in body
          ? await repo.insertEmployerWithCompany(
              {
                email: body.email,
                name: body.name,
                passwordHash,
                companyName: body.company_name,
                ...(locale ? { locale } : {}),
              },
              onRegistered,
            )
          : await repo.insertSeeker(
              { email: body.email, name: body.name, passwordHash, ...(locale ? { locale } : {}) },
              onRegistered,
            );
      return await startSession(user, meta);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  };

  /** Joins a company's team with an invitation link: a new employer account and its session. */
  const acceptInvite = async (
    body: { token: string; name: string; password: string },
    meta: RequestMeta,
  ): Promise<SignedIn> => {
    if (isCommonPassword(body.password)) throw fieldError('body.password', 'password_too_weak');
    const tokenHash = createHash('sha256').update(body.token).digest('base64url');
    const passwordHash = await hashPassword(body.password, hashParams);
    let result;
    try {
      result = await repo.acceptInvite(tokenHash, { name: body.name, passwordHash });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('body.token', 'team_member_exists');
      throw error;
    }
    if (result.status === 'ok') return startSession(result.user, meta);
    if (result.status === 'expired') throw fieldError('body.token', 'invite_expired');
    if (result.status === 'taken') throw fieldError('body.token', 'team_member_exists');
    throw fieldError('body.token', 'link_invalid');
  };

  /** The same answer, after the same work, for an unknown e-mail and a wrong password. */
  const login = async (role: Role, body: LoginBody, meta: RequestMeta): Promise<SignedIn> => {
    const user = await repo.findUserByEmail(role, body.email);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await getDummyHash(hashParams)));
    if (!user || !valid || user.disabledAt) throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    if (needsRehash(user.passwordHash, hashParams)) {
      await repo.updatePasswordHash(user.id, await hashPassword(body.password, hashParams));
    }
    return startSession(user, meta);
  };

  /**
   * Single-use rotation. A token used before is a theft signal and ends its whole session,
   * except within the grace window after its rotation: two tabs refreshing together both get a
   * fresh token of the same session.
   */
  const refresh = async (role: Role, refreshToken: string | undefined): Promise<Refreshed> => {
    if (!refreshToken) throw new AppError('UNAUTHENTICATED', 'No session: sign in');
    const record = await repo.findRefreshToken(hashRefreshToken(refreshToken));
    if (!record) throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    const { session } = record;
    const now = Date.now();
    if (session.role !== role || session.revokedAt || session.expiresAt.getTime() <= now || record.user.disabledAt) {
      throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    }
    let usedAt = record.usedAt;
    if (!usedAt && !(await repo.markRefreshTokenUsed(record.id))) {
      usedAt = (await repo.getRefreshTokenUsedAt(record.id)) ?? new Date(now);
    }
    if (usedAt && !(refreshGraceMs > 0 && now - usedAt.getTime() <= refreshGraceMs)) {
      await revokeSession(record.sessionId, 'refresh_token_reuse');
      throw new AppError('UNAUTHENTICATED', SESSION_ENDED);
    }
    const next = newRefreshToken();
    await repo.rotateInto(record.sessionId, hashRefreshToken(next), new Date(now + REFRESH_TOKEN_TTL_MS));
    const token = await signer.sign({ userId: session.userId, role: session.role, sessionId: record.sessionId });
    return { token, refreshToken: next };
  };

  /** Ends the session the cookie (or, failing that, the access token) names; idempotent. */
  const logout = async (role: Role, refreshToken: string | undefined, claims: AccessClaims | null): Promise<void> => {
    const ended = new Set<string>();
    if (refreshToken) {
      const record = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (record && record.session.role === role) ended.add(record.sessionId);
    }
    if (claims && claims.role === role) ended.add(claims.sessionId);
    for (const sessionId of ended) await revokeSession(sessionId, 'logout');
  };

  return { register, login, refresh, logout, revokeSession, acceptInvite };
};

export type AuthService = ReturnType<typeof createAuthService>;
