import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, roleSchema, type Role } from '@jobs/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'jobs-api';
const AUDIENCE = 'jobs';

export type AccessClaims = { userId: number; role: Role; sessionId: string };

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  role: roleSchema,
  sid: z.string().min(1).max(100),
});

export type TokenSigner = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify: (token: string) => Promise<AccessClaims | null>;
};

/** Access tokens: HS256 JWTs of 15 minutes naming the user, the role and the session. */
export const createTokenSigner = (secret: Uint8Array): TokenSigner => ({
  sign: ({ userId, role, sessionId }) =>
    new SignJWT({ role, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(secret),
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      return { userId: Number(claims.data.sub), role: claims.data.role, sessionId: claims.data.sid };
    } catch {
      return null;
    }
  },
});

/** 32 random bytes: what the refresh cookie carries. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored: a database leak yields no usable refresh token. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
