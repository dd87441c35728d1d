import { authPath, login, PASSWORD, registerSeeker, uniqueEmail } from '../../../__tests__/support/auth-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

const DELAY_MS = 150;
const ctx = useTestApp({
  RATE_LIMIT_LOGIN_PER_ADDRESS: '8',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3',
  RATE_LIMIT_LOGIN_DELAY_MS: String(DELAY_MS),
  RATE_LIMIT_REGISTER_PER_ADDRESS: '6',
});

const fromAddress = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('answers 429 with Retry-After to the address that failed too often, for that account only', async () => {
    const seeker = await registerSeeker(ctx.app);
    const attempt = (password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password },
        ...fromAddress(ip),
      });
    for (let n = 0; n < 3; n++) expect((await attempt('wrong password', '10.0.1.1')).statusCode).toBe(401);
    // That address is held off this account, even with the right password…
    const blocked = await attempt(PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // …but nobody else is: the owner signs in from an address with no failures (no lockout by a stranger).
    expect((await attempt(PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    // The same e-mail in another audience is another account.
    expect((await login(ctx.app, 'employer', seeker.email)).statusCode).toBe(401);
  });

  it('cannot be turned into a lockout: failures from many addresses never refuse the right password', async () => {
    const seeker = await registerSeeker(ctx.app);
    for (let n = 0; n < 12; n++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password: 'wrong password' },
        ...fromAddress(`10.0.6.${n}`),
      });
      expect(response.statusCode).toBe(401);
    }
    const owner = await ctx.app.inject({
      method: 'POST',
      url: authPath('seeker', 'login'),
      payload: { email: seeker.email, password: PASSWORD },
      ...fromAddress('10.0.6.200'),
    });
    expect(owner.statusCode).toBe(200);
  });

  it('makes each further attempt from an address that failed wait longer (growing delay)', async () => {
    const seeker = await registerSeeker(ctx.app);
    const timed = async () => {
      const started = performance.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password: 'wrong password' },
        ...fromAddress('10.0.7.1'),
      });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    await timed();
    // Lower bounds only (a slow machine only makes them longer): 1 × and 2 × the unit.
    expect(await timed()).toBeGreaterThanOrEqual(DELAY_MS);
    expect(await timed()).toBeGreaterThanOrEqual(2 * DELAY_MS);
  });

  it('does not count successful logins against the account', async () => {
    const seeker = await registerSeeker(ctx.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password: PASSWORD },
        ...fromAddress(`10.0.2.${attempt}`),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 429 with Retry-After after too many logins from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: authPath(attempt % 2 ? 'seeker' : 'editor', 'login'),
        payload: { email: uniqueEmail('flood'), password: 'whatever' },
        ...fromAddress('10.0.3.1'),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    // Another address is not affected.
    expect((await login(ctx.app, 'seeker', uniqueEmail('other'))).statusCode).toBe(401);
  });

  it('answers 429 after too many sign-ups from one address', async () => {
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'register'),
        payload: { email: uniqueEmail('signup'), password: PASSWORD, name: 'Ann' },
        ...fromAddress('10.0.4.1'),
      });
    for (let n = 0; n < 6; n++) expect((await register()).statusCode).toBe(201);
    const seventh = await register();
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBeDefined();
  });
});
