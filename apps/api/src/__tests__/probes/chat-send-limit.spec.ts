import { api, employer, type HistoryDto, ok, openCompanyChat, say, seeker } from '../support/chat-helpers';
import { useTestApp } from '../support/harness';

/**
 * Issue 31, item 3: chat sends are limited per sender and per side of a chat. The outside probe
 * posted 1,500 4-kB messages into one company chat in 6.2 s, each notifying every employer.
 */
const PER_SENDER = 6;
const PER_CHAT = 4;
const ctx = useTestApp({
  CHAT_SEND_PER_SENDER_PER_MINUTE: String(PER_SENDER),
  CHAT_SEND_PER_CHAT_PER_MINUTE: String(PER_CHAT),
});

describe('chat send limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After once one side of a chat has sent its allowance', async () => {
    const client = api(ctx.app);
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(client, ann, bob.companyId);
    const text = 'x'.repeat(4000);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => client.send(ann, chatId, say(text)).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_CHAT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PER_CHAT);
    const refused = await client.send(ann, chatId, say('one more'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.any(String), requestId: expect.any(String) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other side of the chat has its own allowance: the seeker's flood does not silence the company.
    ok(await client.send(bob, chatId, say('We read you')));
    // Only the stored messages notified the company.
    const history = ok<HistoryDto>(await client.history(bob, chatId));
    expect(history.message).toHaveLength(PER_CHAT + 1);
  });

  it('limits a sender across chats', async () => {
    const client = api(ctx.app);
    const ann = await seeker(ctx.app);
    const chats = await Promise.all(
      Array.from({ length: 3 }, async () => openCompanyChat(client, ann, (await employer(ctx.app)).companyId)),
    );
    const statuses: number[] = [];
    for (let n = 0; n < PER_SENDER + 2; n++) {
      statuses.push((await client.send(ann, chats[n % chats.length] ?? 0, say(`hello ${n}`))).statusCode);
    }
    expect(statuses.slice(0, PER_SENDER).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(PER_SENDER)).toEqual([429, 429]);
  });
});
