import { authPath, login, PASSWORD, registerSeeker, uniqueEmail } from '../../../__tests__/support/auth-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

const ctx = useTestApp({
  RATE_LIMIT_LOGIN_PER_ADDRESS: '8',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '2',
});

const fromAddress = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('answers 429 with Retry-After after too many failed logins for one account', async () => {
    const seeker = await registerSeeker(ctx.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'login'),
        payload: { email: seeker.email, password: 'wrong password' },
        ...fromAddress(`10.0.1.${attempt}`),
      });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password, from yet another address, waits out the window.
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: authPath('seeker', 'login'),
      payload: { email: seeker.email, password: PASSWORD },
      ...fromAddress('10.0.1.99'),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same e-mail in another audience is another account.
    expect((await login(ctx.app, 'employer', seeker.email)).statusCode).toBe(401);
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
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const third = await register();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
