import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../../../__tests__/support/harness';
import { api, employer, ok, say, seeker, type HistoryDto } from '../../../__tests__/support/chat-helpers';
import { filterVacancyLinks, parseSseLines } from '../provider';
import { linkedIds, seedVacancy, templateBySlug, waitForReply } from './assistant-helpers';

/** `drip`: the answer in pieces with pauses between them; `drip-broken`: a few pieces, then garbage. */
type Mode = 'stream' | 'error' | 'slow' | 'broken' | 'drip' | 'drip-broken';

/** The pause between two pieces in the `drip` modes. */
const DRIP_MS = 80;

/** A local chat-completions server: streams `reply` in pieces, or fails the way `mode` says. */
const stub = {
  server: undefined as Server | undefined,
  mode: 'stream' as Mode,
  reply: '',
  requests: [] as {
    headers: IncomingMessage['headers'];
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  }[],
};

const env: Record<string, string> = {
  ASSISTANT_TIMEOUT_MS: '2000',
  ASSISTANT_MODEL: 'stub-model',
  ASSISTANT_API_KEY: 'test-key',
};

beforeAll(async () => {
  stub.server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      stub.requests.push({ headers: request.headers, body: JSON.parse(raw) as (typeof stub.requests)[number]['body'] });
      if (stub.mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
      if (stub.mode === 'slow') {
        // Starts answering, then never finishes: the timeout must end it.
        response.write(chunk('Let me think'));
        return;
      }
      if (stub.mode === 'broken') {
        response.write(chunk('Half an answer'));
        response.end('data: {not json\n\n');
        return;
      }
      const pieces = stub.reply.match(/.{1,7}/gs) ?? [];
      const drip = stub.mode === 'drip' || stub.mode === 'drip-broken';
      let index = 0;
      const next = () => {
        if (stub.mode === 'drip-broken' && index === 5) {
          response.end('data: {not json\n\n');
          return;
        }
        if (index < pieces.length) {
          response.write(chunk(pieces[index++] as string));
          if (drip) setTimeout(next, DRIP_MS);
          else setImmediate(next);
          return;
        }
        response.write(
          `data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((resolve) => stub.server?.listen(0, '127.0.0.1', resolve));
  env['ASSISTANT_API_BASE_URL'] = `http://127.0.0.1:${(stub.server?.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => stub.server?.close(resolve));
});

const ctx = useTestApp(env);
const client = () => api(ctx.app);

let wanted = 0;
let draft = 0;

beforeAll(async () => {
  const bob = await employer(ctx.app);
  wanted = await seedVacancy(ctx.database.handle, bob.companyId, {
    title: 'React developer',
    skills: ['React'],
    salaryFrom: 250_000,
  });
  draft = await seedVacancy(ctx.database.handle, bob.companyId, {
    title: 'React developer',
    skills: ['React'],
    salaryFrom: 250_000,
    status: 'draft',
  });
});

beforeEach(() => {
  stub.requests = [];
  stub.mode = 'stream';
});

type Snapshot = HistoryDto & { assistant_typing?: boolean; assistant_draft?: string };

/** Sends `text` to a new assistant chat and reads its history every 20 ms until the reply is stored. */
const watch = async (text: string) => {
  const ann = await seeker(ctx.app);
  const template = await templateBySlug(client(), ann, 'find-job');
  const sent = ok<{ chat_id: number }>(await client().send(ann, template.id, say(text)));
  const snapshots: Snapshot[] = [];
  const deadline = Date.now() + 5000;
  for (;;) {
    const history = ok<Snapshot>(await client().history(ann, sent.chat_id));
    snapshots.push(history);
    if (history.message[0]?.author_kind === 'assistant' && history.assistant_typing === false) {
      return { reply: history.message[0], snapshots, read: () => client().history(ann, sent.chat_id) };
    }
    if (Date.now() > deadline) throw new Error(`no assistant reply: ${JSON.stringify(history)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const ask = async (text: string) => {
  const ann = await seeker(ctx.app);
  const template = await templateBySlug(client(), ann, 'find-job');
  const sent = ok<{ chat_id: number }>(await client().send(ann, template.id, say(text)));
  const started = Date.now();
  const { reply } = await waitForReply(client(), ann, sent.chat_id);
  return { reply, ms: Date.now() - started };
};

describe('the provider path', () => {
  it('streams the provider’s answer into the chat, with the platform’s search results as context', async () => {
    stub.reply = `Вот что нашлось: [React developer](/vacancies/${wanted}) — удалённо, от 250 000 ₽. Ещё посмотрите /vacancies/${draft} и https://jobs.example.com/vacancies/999999.`;
    const { reply } = await ask('ищу удалённую работу react от 200 000');
    expect(reply.author_kind).toBe('assistant');
    // Links to an unpublished and a missing vacancy are gone; the published one stays.
    expect(reply.text).toBe(
      `Вот что нашлось: React developer (/vacancies/${wanted}) — удалённо, от 250 000 ₽. Ещё посмотрите и.`,
    );
    expect(linkedIds(reply.text)).toEqual([wanted]);

    const [call] = stub.requests;
    expect(call?.headers['authorization']).toBe('Bearer test-key');
    expect(call?.body).toMatchObject({ model: 'stub-model', stream: true });
    const [system, context, ...conversation] = call?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Отвечай только по-русски');
    expect(context?.role).toBe('system');
    expect(context?.content).toContain(`"id":${wanted}`);
    expect(context?.content).not.toContain(`"id":${draft}`);
    expect(conversation.at(-1)).toEqual({ role: 'user', content: 'ищу удалённую работу react от 200 000' });
  });

  it('shows the answer so far as a draft while it streams, then only the stored message', async () => {
    stub.mode = 'drip';
    stub.reply = `Нашёл для вас вакансию: React developer /vacancies/${wanted}, удалённо, от 250 000 ₽. Удачи!`;
    const { reply, snapshots, read } = await watch('ищу удалённую работу react от 200 000');
    expect(reply.text).toBe(stub.reply);

    const streaming = snapshots.filter((snapshot) => snapshot.assistant_draft !== undefined);
    // 12 pieces 80 ms apart, read every 20 ms: the draft is seen, growing.
    expect(streaming.length).toBeGreaterThan(1);
    for (const snapshot of streaming) {
      expect(snapshot.assistant_typing).toBe(true);
      expect(snapshot.assistant_draft).not.toBe('');
      expect(reply.text.startsWith(snapshot.assistant_draft as string)).toBe(true);
      // Never the draft and the stored reply at once; the draft is never a message.
      expect(snapshot.message.some((message) => message.author_kind === 'assistant')).toBe(false);
    }
    const lengths = streaming.map((snapshot) => (snapshot.assistant_draft as string).length);
    expect(new Set(lengths).size).toBeGreaterThan(1);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const first = snapshots.indexOf(streaming[0] as Snapshot);
    expect(snapshots.slice(0, first).every((snapshot) => snapshot.assistant_typing === true)).toBe(true);

    const last = snapshots.at(-1) as Snapshot;
    expect(last.assistant_draft).toBeUndefined();
    expect(last.message.filter((message) => message.author_kind === 'assistant')).toHaveLength(1);
    // Later reads show no draft either.
    const again = ok<Snapshot>(await read());
    expect(again).toMatchObject({ assistant_typing: false });
    expect(again.assistant_draft).toBeUndefined();
    expect(again.message[0]?.text).toBe(reply.text);
  });

  it('drops the draft when the stream breaks off mid-answer, and the built-in assistant answers', async () => {
    stub.mode = 'drip-broken';
    stub.reply = 'Here is what I found for you: a React developer job, remote, from 250,000 ₽.';
    const { reply, snapshots } = await watch('remote React jobs from 200k');
    expect(reply.text).toMatch(/^Found 1 vacancy/);

    const streaming = snapshots.filter((snapshot) => snapshot.assistant_draft !== undefined);
    expect(streaming.length).toBeGreaterThan(0);
    for (const snapshot of streaming) expect(stub.reply.startsWith(snapshot.assistant_draft as string)).toBe(true);
    const last = snapshots.at(-1) as Snapshot;
    expect(last.assistant_draft).toBeUndefined();
    expect(last.message.filter((message) => message.author_kind === 'assistant')).toHaveLength(1);
  });

  it('falls back to the built-in assistant when the provider fails', async () => {
    stub.mode = 'error';
    const { reply } = await ask('ищу удалённую работу react от 200 000');
    expect(stub.requests).toHaveLength(1);
    expect(reply.text).toMatch(/^Нашёл 1 вакансию/);
    expect(linkedIds(reply.text)).toEqual([wanted]);
  });

  it('falls back when the stream breaks off', async () => {
    stub.mode = 'broken';
    const { reply } = await ask('remote React jobs from 200k');
    expect(reply.text).toMatch(/^Found 1 vacancy/);
  });

  it('falls back when the provider is slower than ASSISTANT_TIMEOUT_MS', async () => {
    stub.mode = 'slow';
    const { reply, ms } = await ask('remote React jobs from 200k');
    expect(reply.text).toMatch(/^Found 1 vacancy/);
    expect(ms).toBeGreaterThanOrEqual(1800);
    expect(ms).toBeLessThan(5000);
  });
});

describe('provider helpers', () => {
  it('parses server-sent event lines, keeping an unfinished line for the next chunk', () => {
    expect(parseSseLines('data: {"a":1}\n\ndata: [DONE]\ndata: {"b"')).toEqual({
      events: ['{"a":1}', '[DONE]'],
      rest: 'data: {"b"',
    });
    expect(parseSseLines(': comment\r\nevent: x\r\ndata:{"c":2}\r\n')).toEqual({ events: ['{"c":2}'], rest: '' });
  });

  it.each([
    ['see /vacancies/1 and /vacancies/2', 'see /vacancies/1 and'],
    ['[Job](/vacancies/2) or [Other](/vacancies/1)', 'Job or Other (/vacancies/1)'],
    ['https://site.example/vacancies/1', '/vacancies/1'],
    ['no links', 'no links'],
  ])('filters %s', (text, expected) => {
    expect(filterVacancyLinks(text, new Set([1]))).toBe(expected);
  });
});
