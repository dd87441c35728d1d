import { messages } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  editor,
  employer,
  ok,
  present,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type ChatDto,
  type HistoryDto,
  type Party,
} from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

/** A company chat with `count` messages, alternating seeker and employer; returns ids oldest first. */
const chatWith = async (count: number) => {
  const ann = await seeker(ctx.app);
  const bob = await employer(ctx.app);
  const chatId = await openCompanyChat(client(), ann, bob.companyId);
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const who = i % 2 === 1 ? ann : bob;
    ids.push(ok<{ id: number }>(await client().send(who, chatId, say(`message ${i}`))).id);
  }
  return { ann, bob, chatId, ids };
};

const walkBack = async (who: Party, chatId: number, limit: number, during?: () => Promise<unknown>) => {
  const seen: number[] = [];
  let page = ok<HistoryDto>(await client().history(who, chatId, `?limit=${limit}`));
  seen.push(...page.message.map((message) => message.id));
  while (page.has_more) {
    const oldest = seen[seen.length - 1];
    const [next] = await Promise.all([
      client().history(who, chatId, `?limit=${limit}&older_than_id=${oldest}`),
      during?.(),
    ]);
    page = ok<HistoryDto>(next);
    seen.push(...page.message.map((message) => message.id));
  }
  return seen;
};

describe('GET /chat/{id}/history', () => {
  it('returns the newest 20 first by default, with has_more, and older pages by older_than_id', async () => {
    const { ann, chatId, ids } = await chatWith(25);
    const latest = ok<HistoryDto>(await client().history(ann, chatId));
    expect(latest.message.map((m) => m.id)).toEqual(ids.slice(5).reverse());
    expect(latest.has_more).toBe(true);
    expect(latest.message[0]).toMatchObject({ text: 'message 25', is_my: true, author_kind: 'seeker' });

    const older = ok<HistoryDto>(await client().history(ann, chatId, `?older_than_id=${ids[5]}`));
    expect(older.message.map((m) => m.id)).toEqual(ids.slice(0, 5).reverse());
    expect(older.has_more).toBe(false);

    const exact = ok<HistoryDto>(await client().history(ann, chatId, `?limit=25`));
    expect(exact.message).toHaveLength(25);
    expect(exact.has_more).toBe(false);
  });

  it('answers a repeated read of an unchanged chat from memory, without any query, and shows a new message at once', async () => {
    const { ann, bob, chatId, ids } = await chatWith(3);
    const first = ok<HistoryDto>(await client().history(ann, chatId));
    expect(first.message.map((m) => m.id)).toEqual([...ids].reverse());
    ctx.queries.reset();
    const again = ok<HistoryDto>(await client().history(ann, chatId));
    expect(again).toEqual(first);
    // The read mark is where it was: it is not written again, and the page itself comes from memory.
    expect(ctx.queries.count).toBe(0);
    const sent = ok<{ id: number }>(await client().send(bob, chatId, say('news')));
    const after = ok<HistoryDto>(await client().history(ann, chatId));
    expect(after.message[0]).toMatchObject({ id: sent.id, text: 'news', is_my: false });
    const employerView = ok<HistoryDto>(await client().history(bob, chatId));
    expect(employerView.message[0]).toMatchObject({ id: sent.id, is_my: true });
  });

  it('says is_my from the caller’s side and carries the vacancy and author', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const chatId = await openCompanyChat(client(), ann, bob.companyId);
    ok(await client().send(ann, chatId, say('about the job', vacancyId)));
    ok(await client().send(bob, chatId, say('happy to talk')));

    const seen = ok<HistoryDto>(await client().history(ann, chatId)).message;
    expect(seen.map((m) => [m.text, m.is_my, m.vacancy_id, m.author_kind, m.author_name])).toEqual([
      ['happy to talk', false, null, 'company', null],
      ['about the job', true, vacancyId, 'seeker', null],
    ]);
    const theirs = ok<HistoryDto>(await client().history(bob, chatId)).message;
    expect(theirs.map((m) => m.is_my)).toEqual([true, false]);
    expect(Date.parse(present(theirs[0]).createdAt)).not.toBeNaN();
  });

  it('walks back without skipping or repeating a message while new ones arrive', async () => {
    const { ann, bob, chatId, ids } = await chatWith(40);
    let n = 0;
    const writeMore = async () => {
      await Promise.all([client().send(bob, chatId, say(`new ${++n}`)), client().send(ann, chatId, say(`new ${++n}`))]);
    };
    // The first page is read before anything new arrives, then pages and sends interleave.
    const seen = await walkBack(ann, chatId, 7, writeMore);
    expect(n).toBeGreaterThan(0);
    expect(seen).toEqual([...ids].reverse());
  });

  it('never shows a message before an older one of the same chat is visible, under concurrent sends', async () => {
    const { ann, bob, chatId } = await chatWith(1);
    const pages: number[][] = [];
    let sending = true;
    const sends = Promise.all(
      Array.from({ length: 40 }, (_, i) => client().send(i % 2 ? ann : bob, chatId, say(`burst ${i}`))),
    ).finally(() => (sending = false));
    while (sending) {
      pages.push(ok<HistoryDto>(await client().history(ann, chatId, '?limit=100')).message.map((m) => m.id));
      // inject and the embedded database answer a cached caller in microtasks alone: let the
      // sends (and the timers and I/O they wait for) run between reads, as a network would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sends;
    const all = ok<HistoryDto>(await client().history(ann, chatId, '?limit=100')).message.map((m) => m.id);
    expect(all).toHaveLength(41);
    // Every page read mid-burst is a gapless run of the final ids: nothing older appeared later.
    for (const page of pages) {
      const newest = page[0] ?? 0;
      expect(page).toEqual(all.filter((id) => id <= newest));
    }
  });

  it('walks a long chat back in pages of 100 at most', async () => {
    const { ann, chatId } = await chatWith(3);
    // 150 messages more, written directly: pagination is about ids, not about who wrote them.
    await ctx.database.handle.db
      .insert(messages)
      .values(Array.from({ length: 150 }, (_, i) => ({ chatId, authorKind: 'seeker' as const, text: `bulk ${i}` })));
    const seen = await walkBack(ann, chatId, 100);
    expect(seen).toHaveLength(153);
    expect(new Set(seen).size).toBe(153);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('answers a template with an empty history', async () => {
    const ann = await seeker(ctx.app);
    const template = present(ok<ChatDto[]>(await client().list(ann)).find((chat) => chat.is_template));
    expect(ok<HistoryDto>(await client().history(ann, template.id))).toEqual({ message: [], has_more: false });
  });

  it('answers 404 for another’s chat exactly as for a missing one', async () => {
    const { chatId } = await chatWith(1);
    const stranger = await seeker(ctx.app);
    const rival = await employer(ctx.app);
    const missing = await client().history(stranger, 999_999);
    const notMine = await client().history(stranger, chatId);
    const notOurs = await client().history(rival, chatId);
    for (const response of [missing, notMine, notOurs]) {
      expect(response.statusCode).toBe(404);
      const { requestId: _ignored, ...body } = response.json().error;
      expect(body).toEqual({ code: 'NOT_FOUND', message: 'Chat not found' });
    }
    // A template belongs to seekers only.
    const ann = await seeker(ctx.app);
    const template = present(ok<ChatDto[]>(await client().list(ann)).find((chat) => chat.is_template));
    expect((await client().history(rival, template.id)).statusCode).toBe(404);
  });

  it('names the field of a bad id, older_than_id or limit', async () => {
    const { ann, chatId } = await chatWith(1);
    const cases: Array<[string, string]> = [
      ['/chat/abc/history', 'params.id'],
      ['/chat/0/history', 'params.id'],
      ['/chat/99999999999/history', 'params.id'],
      [`/chat/${chatId}/history?older_than_id=x`, 'query.older_than_id'],
      [`/chat/${chatId}/history?limit=0`, 'query.limit'],
      [`/chat/${chatId}/history?limit=101`, 'query.limit'],
      [`/chat/${chatId}/history?limit=ten`, 'query.limit'],
    ];
    for (const [url, field] of cases) {
      const response = await client().call('GET', url, ann);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details, url).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('answers 401 without a token and 403 to an editor', async () => {
    const { chatId } = await chatWith(1);
    expect((await client().call('GET', `/chat/${chatId}/history`)).statusCode).toBe(401);
    const eve = await editor(ctx.app, ctx.database.handle);
    expect((await client().history(eve, chatId)).statusCode).toBe(403);
  });
});
