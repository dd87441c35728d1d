import type { Role } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { SessionCache, SessionState } from './session-cache';
import type { AccessClaims, TokenSigner } from './tokens';

export type AuthUser = { id: number; role: Role; sessionId: string; companyId: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** An onRequest hook (it runs before parsing and validation) that admits a live session of one of `roles`: 401 without one, 403 for another role. */
    authenticate: (roles: readonly Role[]) => onRequestHookHandler;
    /** The verified claims of the request's bearer token, or null (no session check). */
    readAccessClaims: (request: FastifyRequest) => Promise<AccessClaims | null>;
    /**
     * On a public route: the caller when the bearer token names a live session, else null (an
     * expired or bad token makes a public route answer as to anybody, never a 401).
     */
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/** Admits the request (sets `request.user`) or says why not. */
const admit = (
  request: FastifyRequest,
  roles: readonly Role[],
  claims: AccessClaims | null,
  session: SessionState | null,
): AppError | undefined => {
  if (!claims) return new AppError('UNAUTHENTICATED', 'Invalid or expired token');
  // The token alone is not enough: its session must still be live (logout ends it at once).
  if (
    !session ||
    session.revoked ||
    session.disabled ||
    session.expiresAt <= Date.now() ||
    session.userId !== claims.userId ||
    session.role !== claims.role
  ) {
    return new AppError('UNAUTHENTICATED', 'Your session has ended: sign in again');
  }
  if (!roles.includes(claims.role)) return new AppError('FORBIDDEN', 'This account cannot use this resource');
  request.user = { id: claims.userId, role: claims.role, sessionId: claims.sessionId, companyId: session.companyId };
  return undefined;
};

export const authPlugin = fp<{ signer: TokenSigner; sessions: SessionCache }>(
  async (app, { signer, sessions }) => {
    app.decorateRequest('user', null);

    const readAccessClaims = async (request: FastifyRequest): Promise<AccessClaims | null> => {
      const token = bearerToken(request);
      return token ? signer.verify(token) : null;
    };
    app.decorate('readAccessClaims', readAccessClaims);

    app.decorate('optionalUser', async (request: FastifyRequest): Promise<AuthUser | null> => {
      if (request.user) return request.user;
      const claims = await readAccessClaims(request);
      if (!claims) return null;
      const refused = admit(request, [claims.role], claims, await sessions.get(claims.sessionId));
      return refused ? null : request.user;
    });

    app.decorate(
      'authenticate',
      (roles: readonly Role[]): onRequestHookHandler =>
        (request, _reply, done) => {
          const authorization = request.headers.authorization;
          if (!authorization) {
            done(new AppError('UNAUTHENTICATED', 'Sign in to continue'));
            return;
          }
          // A token verified before and a cached session (every call of a signed-in client but its
          // first few): decided at once, no promise. Only tokens that matched BEARER were ever
          // verified, so a remembered one needs no second look; the checks are the same either way.
          const known = authorization.startsWith('Bearer ') ? signer.verifyKnown(authorization.slice(7)) : undefined;
          const cached = known ? sessions.peek(known.sessionId) : undefined;
          if (known === null || (known && cached !== undefined)) {
            done(admit(request, roles, known, cached ?? null));
            return;
          }
          const token = bearerToken(request);
          if (!token) {
            done(new AppError('UNAUTHENTICATED', 'Invalid or expired token'));
            return;
          }
          signer
            .verify(token)
            .then(async (claims) => admit(request, roles, claims, claims ? await sessions.get(claims.sessionId) : null))
            .then(done, done);
        },
    );
  },
  { name: 'auth' },
) as FastifyPluginAsync<{ signer: TokenSigner; sessions: SessionCache }>;
