import { ASSISTANT_EVENTS_CHANNEL } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandler, PgListener } from '../../../lib/pg-listener';
import { createAssistantSharing, type AssistantSharing } from '../assistant-sharing';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** Instances joined by a fake NOTIFY: every payload reaches every instance's handler (its own too). */
const network = (count: number, now: () => number) => {
  const handlers: ChannelHandler[] = [];
  const sent: string[] = [];
  const listener: PgListener = {
    publish: async (channel, payload) => {
      expect(channel).toBe(ASSISTANT_EVENTS_CHANNEL);
      sent.push(payload);
      for (const handler of handlers) handler.onMessage(payload);
    },
    close: async () => undefined,
  };
  const instances: AssistantSharing[] = [];
  for (let i = 0; i < count; i++) {
    const sharing = createAssistantSharing(log, now);
    sharing.attach(listener);
    handlers.push(sharing.handler);
    instances.push(sharing);
  }
  return { instances, sent, handlers };
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('assistant typing and drafts between instances', () => {
  afterEach(() => vi.useRealTimers());

  it('shows on B the typing and the draft of a reply written on A, and forgets them when it ends', async () => {
    let now = 1_000;
    const {
      instances: [a, b],
    } = network(2, () => now);
    if (!a || !b) throw new Error('two instances');
    a.publish({ chatId: 7, typing: true });
    await flush();
    expect(b.isTyping(7)).toBe(true);
    expect(a.isTyping(7)).toBe(false); // A knows its own from its queue
    expect(b.draft(7)).toBeUndefined();

    now += 1_000;
    a.publish({ chatId: 7, typing: true, draft: { text: 'Here are three', stored: false } });
    await flush();
    expect(b.draft(7)).toEqual({ text: 'Here are three', stored: false });
    a.publish({ chatId: 7, typing: true, draft: { text: 'Here are three vacancies.', stored: true } });
    await flush();
    expect(b.draft(7)).toEqual({ text: 'Here are three vacancies.', stored: true });

    a.publish({ chatId: 7, typing: false });
    await flush();
    expect(b.isTyping(7)).toBe(false);
    expect(b.draft(7)).toBeUndefined();
  });

  it('sends a streaming draft at most every 250 ms (the latest text wins), the final one at once', async () => {
    vi.useFakeTimers();
    const { instances, sent } = network(2, () => Date.now());
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances');
    a.publish({ chatId: 3, typing: true, draft: { text: 'H', stored: false } });
    a.publish({ chatId: 3, typing: true, draft: { text: 'He', stored: false } });
    a.publish({ chatId: 3, typing: true, draft: { text: 'Hel', stored: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toHaveLength(2);
    expect(b.draft(3)?.text).toBe('Hel');
    a.publish({ chatId: 3, typing: true, draft: { text: 'Hello', stored: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(3);
    expect(b.draft(3)).toEqual({ text: 'Hello', stored: true });
  });

  it('cuts a draft to fit a NOTIFY payload, forgets a reply never finished, and everything on a reset', async () => {
    let now = 0;
    const { instances, sent, handlers } = network(2, () => now);
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances');
    a.publish({ chatId: 1, typing: true, draft: { text: 'Ж'.repeat(4000), stored: true } });
    await flush();
    expect(Math.max(...sent.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000);
    expect(b.draft(1)?.text.startsWith('ЖЖЖ')).toBe(true);

    now += 3 * 60_000 + 1;
    expect(b.isTyping(1)).toBe(false);

    a.publish({ chatId: 2, typing: true });
    await flush();
    expect(b.isTyping(2)).toBe(true);
    handlers[1]?.onReset();
    expect(b.isTyping(2)).toBe(false);
    // Unreadable payloads change nothing.
    handlers[1]?.onMessage('not json');
    expect(b.isTyping(2)).toBe(false);
  });
});
