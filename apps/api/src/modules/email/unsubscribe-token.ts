import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@jobs/contracts';
import { z } from 'zod';

/**
 * The one-click unsubscribe token (RFC 8058): which user and which kinds of e-mail, signed with
 * a key derived from the server's secret. It needs no sign-in and never expires (an old e-mail's
 * link still works), and it can do one thing only: switch e-mail of those kinds off.
 */
const payloadSchema = z.object({ u: z.number().int().positive(), k: z.array(z.enum(NOTIFICATION_KINDS)).min(1) });

export type UnsubscribeClaims = { userId: number; kinds: NotificationKind[] };

export const createUnsubscribeTokens = (secret: Uint8Array) => {
  const key = createHmac('sha256', secret).update('email-unsubscribe-v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign: ({ userId, kinds }: UnsubscribeClaims): string => {
      const body = Buffer.from(JSON.stringify({ u: userId, k: kinds })).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The claims of a genuine token; null for anything else. */
    verify: (token: string): UnsubscribeClaims | null => {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
        return parsed.success ? { userId: parsed.data.u, kinds: parsed.data.k } : null;
      } catch {
        return null;
      }
    },
  };
};

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
