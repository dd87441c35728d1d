import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { authPath, bearer, PASSWORD, registerSeeker } from './support/auth-helpers';
import { ok } from './support/chat-helpers';
import { dropRedisKeys, startInstance, TEST_REDIS_URL, testRedisPrefix, useTestApp } from './support/harness';

/**
 * Several API instances behave as one: what one counts, stores or starts, the others see. Two
 * instances on one database (PostgreSQL or the embedded one) and one Redis, each file with its
 * own key prefix.
 */
const LIMIT = 20;
const PREFIX = testRedisPrefix('instances');
const ctx = useTestApp({
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: PREFIX,
  RATE_LIMIT_LOGIN_PER_ADDRESS: String(LIMIT),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: '600',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '4',
  RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS: '600',
});

let other: FastifyInstance;
beforeAll(async () => {
  other = await startInstance(ctx);
});
afterAll(async () => {
  await other?.close();
  await dropRedisKeys(PREFIX);
});

const signIn = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: authPath('seeker', 'login'),
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limits shared through Redis', () => {
  it('answers the 21st sign-in attempt from an address with 429, the attempts spread over two instances', async () => {
    const seeker = await registerSeeker(ctx.app);
    const instances = [ctx.app, other];
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 1; n++) {
      const response = await signIn(instances[n % 2] as FastifyInstance, seeker.email, PASSWORD, '10.20.0.1');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect(statuses[LIMIT]).toBe(429);
    // Each instance alone has seen only half the allowance: it is the shared count that refused.
    const refused = await signIn(ctx.app, seeker.email, PASSWORD, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(other, seeker.email, PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('counts failed sign-ins per account and address across instances (and the owner still signs in)', async () => {
    const seeker = await registerSeeker(ctx.app);
    const instances = [ctx.app, other, other, ctx.app];
    for (const app of instances) {
      expect((await signIn(app, seeker.email, 'wrong password', '10.20.1.1')).statusCode).toBe(401);
    }
    expect((await signIn(ctx.app, seeker.email, PASSWORD, '10.20.1.1')).statusCode).toBe(429);
    expect((await signIn(other, seeker.email, PASSWORD, '10.20.1.1')).statusCode).toBe(429);
    expect((await signIn(other, seeker.email, PASSWORD, '10.20.1.2')).statusCode).toBe(200);
  });

  it('keeps each limiter’s counters apart (sign-up and sign-in from one address share nothing)', async () => {
    const seeker = await registerSeeker(ctx.app);
    // Sign-ups from 10.20.2.1 do not spend the sign-in allowance of that address.
    for (let n = 0; n < 3; n++) {
      const response = await other.inject({
        method: 'POST',
        url: authPath('seeker', 'register'),
        payload: { email: `limits.${n}.${Date.now()}@example.com`, password: PASSWORD, name: 'Sam' },
        remoteAddress: '10.20.2.1',
      });
      expect(response.statusCode).toBe(201);
    }
    for (let n = 0; n < LIMIT; n++) {
      expect((await signIn(n % 2 ? other : ctx.app, seeker.email, PASSWORD, '10.20.2.1')).statusCode).toBe(200);
    }
    expect((await signIn(ctx.app, seeker.email, PASSWORD, '10.20.2.1')).statusCode).toBe(429);
  });

  it('still limits, in its own memory, an instance whose Redis does not answer (never a 500)', async () => {
    const seeker = await registerSeeker(ctx.app);
    // A port nothing listens on: the instance counts alone and logs a warning.
    const cutOff = await startInstance(ctx, { ...ctx.config, REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < LIMIT + 1; n++) {
        statuses.push((await signIn(cutOff, seeker.email, PASSWORD, '10.20.3.1')).statusCode);
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
      expect(statuses[LIMIT]).toBe(429);
    } finally {
      await cutOff.close();
    }
  });
});

const BOUNDARY = '----jobs-instances-boundary';

describe('uploads in the store every instance reads', () => {
  it('renders through one instance an image uploaded through the other', async () => {
    const ann = await registerSeeker(ctx.app);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const uploaded = ok<{ path: string; width: number }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...bearer(ann.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload,
      }),
      201,
    );
    const rendered = await other.inject({
      method: 'GET',
      url: `/api/_img/w_64,h_64,f_webp,fit_contain,b_ffffff/${uploaded.path}`,
    });
    expect(rendered.statusCode).toBe(200);
    expect(await sharp(rendered.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });
});
