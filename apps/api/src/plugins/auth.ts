import type { Role } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { SessionCache } from '../modules/auth/session-cache';
import type { AccessClaims, TokenSigner } from '../modules/auth/tokens';

export type AuthUser = { id: number; role: Role; sessionId: string; companyId: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** A preHandler that admits a live session of one of `roles`: 401 without one, 403 for another role. */
    authenticate: (roles: readonly Role[]) => preHandlerAsyncHookHandler;
    /** The verified claims of the request's bearer token, or null (no session check). */
    readAccessClaims: (request: FastifyRequest) => Promise<AccessClaims | null>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

export const authPlugin = fp<{ signer: TokenSigner; sessions: SessionCache }>(
  async (app, { signer, sessions }) => {
    app.decorateRequest('user', null);

    const readAccessClaims = async (request: FastifyRequest): Promise<AccessClaims | null> => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      return match?.[1] ? signer.verify(match[1]) : null;
    };
    app.decorate('readAccessClaims', readAccessClaims);

    app.decorate(
      'authenticate',
      (roles: readonly Role[]): preHandlerAsyncHookHandler =>
        async (request) => {
          if (!request.headers.authorization) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
          const claims = await readAccessClaims(request);
          if (!claims) throw new AppError('UNAUTHENTICATED', 'Invalid or expired token');
          // The token alone is not enough: its session must still be live (logout ends it at once).
          const session = await sessions.get(claims.sessionId);
          if (
            !session ||
            session.revoked ||
            session.disabled ||
            session.expiresAt <= Date.now() ||
            session.userId !== claims.userId ||
            session.role !== claims.role
          ) {
            throw new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again');
          }
          if (!roles.includes(claims.role)) throw new AppError('FORBIDDEN', 'This account cannot use this resource');
          request.user = {
            id: claims.userId,
            role: claims.role,
            sessionId: claims.sessionId,
            companyId: session.companyId,
          };
        },
    );
  },
  { name: 'auth' },
) as FastifyPluginAsync<{ signer: TokenSigner; sessions: SessionCache }>;
