import type { FastifyInstance } from 'fastify';
import { authPath, bearer, PASSWORD, registerSeeker } from '../support/auth-helpers';
import { dropRedisKeys, TEST_REDIS_URL, testRedisPrefix, useTestApp, type TestContext } from '../support/harness';

/**
 * Issue 31, items 1 and 2: every password check (sign-in, change password, delete account)
 * reserves its attempt before the check, so 20 concurrent wrong passwords get at most the
 * allowance (5) checked and the rest 429; in this process's memory and in Redis shared by
 * instances, on the embedded database and on PostgreSQL (TEST_DATABASE_URL).
 */
const ALLOWANCE = 5;
const CONCURRENT = 20;
const env = {
  RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(ALLOWANCE),
  RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS: '600',
  RATE_LIMIT_LOGIN_DELAY_MS: '0',
};

const counts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

const concurrently = (run: (n: number) => Promise<{ statusCode: number }>) =>
  Promise.all(Array.from({ length: CONCURRENT }, (_, n) => run(n))).then((all) => all.map((r) => r.statusCode));

const probe = (name: string, ctx: TestContext) => {
  const app = (): FastifyInstance => ctx.app;

  it(`${name}: 20 concurrent wrong sign-in passwords from one address: at most 5 checked, the rest 429`, async () => {
    const seeker = await registerSeeker(app());
    const statuses = await concurrently(() =>
      app().inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password: 'wrong password' },
        remoteAddress: '10.31.2.1',
      }),
    );
    expect(counts(statuses)).toEqual({ 401: ALLOWANCE, 429: CONCURRENT - ALLOWANCE });
    // The owner, from another address, is not locked out; a success gives its attempt back.
    for (let n = 0; n < ALLOWANCE + 2; n++) {
      const owner = await app().inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password: PASSWORD },
        remoteAddress: '10.31.2.2',
      });
      expect(owner.statusCode).toBe(200);
    }
  });

  it(`${name}: change password's current-password check is limited like sign-in`, async () => {
    const seeker = await registerSeeker(app());
    const statuses = await concurrently((n) =>
      app().inject({
        method: 'POST',
        url: authPath('seeker', 'password/change'),
        headers: bearer(seeker.token),
        payload: { current_password: `wrong password ${n}`, new_password: 'another long passphrase 31' },
        remoteAddress: `10.31.3.${n}`,
      }),
    );
    expect(counts(statuses)).toEqual({ 400: ALLOWANCE, 429: CONCURRENT - ALLOWANCE });
    const refused = await app().inject({
      method: 'POST',
      url: authPath('seeker', 'password/change'),
      headers: bearer(seeker.token),
      payload: { current_password: PASSWORD, new_password: 'another long passphrase 31' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`${name}: delete account's password check is limited like sign-in`, async () => {
    const seeker = await registerSeeker(app());
    const statuses = await concurrently((n) =>
      app().inject({
        method: 'DELETE',
        url: '/api/users/default/me',
        headers: bearer(seeker.token),
        payload: { password: `wrong password ${n}` },
      }),
    );
    expect(counts(statuses)).toEqual({ 400: ALLOWANCE, 429: CONCURRENT - ALLOWANCE });
  });

  it(`${name}: at most 2 password hashes of one account run at once`, async () => {
    const seeker = await registerSeeker(app());
    const hashing = app().passwordAttempts.hashing;
    const acquire = hashing.acquire.bind(hashing);
    let active = 0;
    let peak = 0;
    hashing.acquire = async (key: string) => {
      const release = await acquire(key);
      if (key === `user:${seeker.user.id}`) peak = Math.max(peak, ++active);
      return () => {
        if (key === `user:${seeker.user.id}`) active--;
        release();
      };
    };
    try {
      await concurrently((n) =>
        app().inject({
          method: 'POST',
          url: authPath('seeker', 'password/change'),
          headers: bearer(seeker.token),
          payload: { current_password: `wrong password ${n}`, new_password: 'another long passphrase 31' },
        }),
      );
    } finally {
      hashing.acquire = acquire;
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  });
};

describe('password attempts, counted in memory', () => {
  const ctx = useTestApp(env);
  probe('memory', ctx);
});

describe('password attempts, counted in Redis', () => {
  const prefix = testRedisPrefix('password-attempts');
  const ctx = useTestApp({ ...env, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  afterAll(() => dropRedisKeys(prefix));
  probe('Redis', ctx);
});
