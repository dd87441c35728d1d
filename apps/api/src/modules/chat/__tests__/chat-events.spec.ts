import { openDatabase } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { onPostgres, useOtherInstance, useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  type HistoryDto,
} from '../../../__tests__/support/chat-helpers';

// Several API instances need PostgreSQL (the embedded database is one process).
describe.skipIf(!onPostgres)('newest history pages between API instances (PostgreSQL)', () => {
  // A long TTL: only the broadcast can make the other instance drop its page.
  const ctx = useTestApp({ HISTORY_PAGE_CACHE_TTL_MS: '600000' });
  const otherInstance = useOtherInstance(ctx);

  it('shows a message stored through one instance on the newest page another instance had kept', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    ok(await api(ctx.app).send(ann, chatId, say('first')));
    const texts = async () =>
      ok<HistoryDto>(await api(otherInstance()).history(bob, chatId)).message.map((m) => m.text);
    // The other instance reads and keeps the newest page.
    expect(await texts()).toEqual(['first']);
    expect(await texts()).toEqual(['first']);

    ok(await api(ctx.app).send(ann, chatId, say('second')));
    await vi.waitFor(async () => expect(await texts()).toEqual(['second', 'first']), { timeout: 5000, interval: 50 });
  });

  it('reads every page from the database when the cache TTL is 0', async () => {
    const url = ctx.database.url;
    if (!url) throw new Error('expected a PostgreSQL test database');
    const uncached = await buildApp({
      config: { ...ctx.config, HISTORY_PAGE_CACHE_TTL_MS: 0 },
      database: await openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    });
    try {
      const ann = await seeker(ctx.app);
      const bob = await employer(ctx.app);
      const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
      ok(await api(uncached).send(bob, chatId, say('hello')));
      expect(ok<HistoryDto>(await api(uncached).history(ann, chatId)).message.map((m) => m.text)).toEqual(['hello']);
      // Written behind the instance's back (as another process would, without a broadcast).
      await ctx.database.handle.db.execute(
        sql`insert into messages (chat_id, author_kind, text) values (${chatId}, 'company', 'direct')`,
      );
      expect(ok<HistoryDto>(await api(uncached).history(ann, chatId)).message.map((m) => m.text)).toEqual([
        'direct',
        'hello',
      ]);
    } finally {
      await uncached.close();
    }
  });
});
