import { logout, me, registerSeeker } from '../../../__tests__/support/auth-helpers';
import { onPostgres, useOtherInstance, useTestApp } from '../../../__tests__/support/harness';

// LISTEN/NOTIFY only matters with several API instances, which only PostgreSQL allows.
describe.skipIf(!onPostgres)('session events between API instances (PostgreSQL)', () => {
  const ctx = useTestApp({ SESSION_CACHE_TTL_SECONDS: '3600' });
  const otherInstance = useOtherInstance(ctx);

  it('ends a session on every instance when it logs out on one', async () => {
    const seeker = await registerSeeker(ctx.app);
    // Both instances have the live session cached (for an hour).
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(200);
    expect((await me(otherInstance(), seeker.token)).statusCode).toBe(200);

    expect((await logout(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(200);
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(otherInstance(), seeker.token)).statusCode).toBe(401), {
      timeout: 5000,
      interval: 50,
    });
  });
});
