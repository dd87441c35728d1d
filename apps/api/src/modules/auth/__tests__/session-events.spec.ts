import { openDatabase } from '@jobs/server-db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { logout, me, registerSeeker } from '../../../__tests__/support/auth-helpers';
import { onPostgres, useTestApp } from '../../../__tests__/support/harness';

// LISTEN/NOTIFY only matters with several API instances, which only PostgreSQL allows.
describe.skipIf(!onPostgres)('session events between API instances (PostgreSQL)', () => {
  const ctx = useTestApp({ SESSION_CACHE_TTL_SECONDS: '3600' });
  let other: FastifyInstance;

  beforeAll(async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('expected a PostgreSQL test database');
    other = await buildApp({
      config: ctx.config,
      database: await openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('ends a session on every instance when it logs out on one', async () => {
    const seeker = await registerSeeker(ctx.app);
    // Both instances have the live session cached (for an hour).
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(200);
    expect((await me(other, seeker.token)).statusCode).toBe(200);

    expect((await logout(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(200);
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(other, seeker.token)).statusCode).toBe(401), {
      timeout: 5000,
      interval: 50,
    });
  });
});
