import { Writable } from 'node:stream';
import { users } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../config';
import { loggerOptions } from '../lib/logger';
import { useTestApp } from './support/harness';

/** A failed query is logged with its statement, never its values (session ids, texts, e-mails). */
const lines: string[] = [];
const logger = pino(
  loggerOptions(loadConfig({ LOG_LEVEL: 'info' })),
  new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  }),
);

const SECRET_EMAIL = 'very.secret.person@example.com';
const SECRET_TEXT = 'a private message text 7f3a';

const ctx = useTestApp(
  { LOG_LEVEL: 'info' },
  {
    logger,
    beforeReady: (app) => {
      app.post('/api/__test/duplicate-user', async () => {
        const row = { email: SECRET_EMAIL, name: 'Secret', role: 'seeker' as const, passwordHash: 'x' };
        await ctx.database.handle.db.insert(users).values(row);
        await ctx.database.handle.db.insert(users).values(row);
        return { ok: true };
      });
      app.get('/api/__test/bad-value', async () => {
        await ctx.database.handle.db.execute(sql`select ${SECRET_TEXT}::integer as n`);
        return { ok: true };
      });
    },
  },
);

describe('database error logs', () => {
  beforeEach(() => {
    lines.length = 0;
  });

  it('log the statement of a failed insert but not its parameters or the key detail', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/__test/duplicate-user' });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toMatch(/insert into \\?"users\\?"/);
    expect(logged).toContain('23505');
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain('very.secret.person');
  });

  it('log a rejected value as redacted, with the statement', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/__test/bad-value' });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toContain('::integer');
    expect(logged).not.toContain(SECRET_TEXT);
    expect(logged).not.toContain('7f3a');
  });
});
