import { chats, messages, openDatabase, runMigrations, users, type DatabaseHandle } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { startStatisticsKeeper } from '../embedded-statistics';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

const plan = async (database: DatabaseHandle, chatId: number) => {
  const result = (await database.db.execute(
    sql`explain select id, text from messages where chat_id = ${chatId} order by id desc limit 31`,
  )) as unknown as { rows: Array<Record<string, string>> };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
};

const lastAnalyzed = async (database: DatabaseHandle) => {
  const result = (await database.db.execute(
    sql`select last_analyze from pg_stat_user_tables where relname = 'messages'`,
  )) as unknown as { rows: Array<{ last_analyze: unknown }> };
  return String(result.rows[0]?.last_analyze ?? '');
};

// The embedded database has no autovacuum; a PostgreSQL server gathers statistics itself.
describe('statistics of the embedded database', () => {
  let database: DatabaseHandle;
  let chatId: number;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    const [user] = await database.db
      .insert(users)
      .values({ email: 'stats@example.com', name: 'S', role: 'seeker', passwordHash: 'x' })
      .returning({ id: users.id });
    const made = await database.db
      .insert(chats)
      .values(Array.from({ length: 20 }, () => ({ kind: 'assistant' as const, seekerId: user?.id })))
      .returning({ id: chats.id });
    chatId = made[0]?.id ?? 0;
    // One long chat among many, their messages interleaved in time as they would be.
    for (let round = 0; round < 100; round++) {
      await database.db.insert(messages).values(
        made.flatMap((chat, index) =>
          Array.from({ length: index === 0 ? 20 : 1 }, () => ({
            chatId: chat.id,
            authorKind: 'seeker' as const,
            text: `round ${round}`,
          })),
        ),
      );
    }
  }, 180_000); // a new embedded database and every migration: a minute and more on a loaded 2-core machine
  afterAll(async () => {
    await database?.close();
  });

  it('plans a history page as a backward index scan, not "read the whole chat and sort", once gathered', async () => {
    // Without statistics the planner guesses a chat has a handful of messages and sorts them all.
    expect(await plan(database, chatId)).toMatch(/Sort/);
    const keeper = await startStatisticsKeeper(database, log);
    const gathered = await plan(database, chatId);
    expect(gathered).toMatch(/Index Scan Backward/);
    expect(gathered).not.toMatch(/Sort|Bitmap/);
    await keeper.close();
  });

  it('gathers them again after enough writes', async () => {
    const keeper = await startStatisticsKeeper(database, log);
    const before = await lastAnalyzed(database);
    await new Promise((resolve) => setTimeout(resolve, 20));
    keeper.noteWrites(10);
    await keeper.close();
    expect(await lastAnalyzed(database)).toBe(before);

    const again = await startStatisticsKeeper(database, log, { quietMs: 50 });
    const started = await lastAnalyzed(database);
    await new Promise((resolve) => setTimeout(resolve, 20));
    again.noteWrites(1000);
    // Not while writes go on: at the first pause in them.
    expect(await lastAnalyzed(database)).toBe(started);
    // At the pause (quietMs after the last write): polled, no fixed sleep.
    await expect.poll(() => lastAnalyzed(database), { timeout: 5000 }).not.toBe(started);
    await again.close();
  });

  it('runs a due refresh under constant writes all the same, once the longest wait is over', async () => {
    const keeper = await startStatisticsKeeper(database, log, { quietMs: 100, maxWaitMs: 250 });
    const started = await lastAnalyzed(database);
    await new Promise((resolve) => setTimeout(resolve, 20));
    keeper.noteWrites(1000);
    const until = Date.now() + 600;
    while (Date.now() < until) {
      keeper.noteWrites(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await keeper.close();
    expect(await lastAnalyzed(database)).not.toBe(started);
  });
});
