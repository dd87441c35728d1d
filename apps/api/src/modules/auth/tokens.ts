import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, roleSchema, type Role } from '@jobs/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { BoundedMap } from '../../lib/bounded-map';

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
  /**
   * Synchronously, what `verify` would answer for a token it already verified (claims, or null
   * once it has expired); undefined for a token not remembered, which needs `verify`.
   */
  verifyKnown: (token: string) => AccessClaims | null | undefined;
};

// Verified tokens remembered (token → claims, until the token's own expiry), so that a busy client
// is verified once per token instead of on every call. Only the signature and claims check is
// skipped: the session is still looked up on every request (a revoked session is refused at once).
const VERIFIED_CACHE_SIZE = 50_000;

type Verified = { claims: AccessClaims; expiresAtMs: number };

/** Access tokens: HS256 JWTs of 15 minutes naming the user, the role and the session. */
export const createTokenSigner = (
  secret: Uint8Array,
  { cacheSize = VERIFIED_CACHE_SIZE, now = Date.now }: { cacheSize?: number; now?: () => number } = {},
): TokenSigner => {
  // Imported once: handing jose the raw bytes re-imports the key on every verification.
  const key = createSecretKey(secret);
  const verified = new BoundedMap<string, Verified>(cacheSize);
  const verifyKnown = (token: string): AccessClaims | null | undefined => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAtMs > now()) return known.claims;
    verified.delete(token);
    return null;
  };
  return {
    verifyKnown,
    sign: ({ userId, role, sessionId }) =>
      new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      const known = verifyKnown(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success || typeof payload.exp !== 'number') return null;
        const result = { userId: Number(claims.data.sub), role: claims.data.role, sessionId: claims.data.sid };
        verified.set(token, { claims: result, expiresAtMs: payload.exp * 1000 });
        return result;
      } catch {
        return null;
      }
    },
  };
};

/** 32 random bytes: what the refresh cookie carries. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored: a database leak yields no usable refresh token. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
