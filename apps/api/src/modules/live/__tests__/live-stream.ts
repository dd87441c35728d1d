import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';

/** An open `GET /api/events` stream read over real HTTP, as the apps read it (fetch + a parser). */
export type TestStream = {
  status: number;
  events: EventSourceMessage[];
  comments: string[];
  /** Resolves with the first event (already received or to come) matching, or rejects after `timeoutMs`. */
  next: (match: (event: EventSourceMessage) => boolean, timeoutMs?: number) => Promise<EventSourceMessage>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** The app listening on a free local port (once), for streams. */
export const baseUrlOf = async (app: FastifyInstance): Promise<string> => {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
};

export const openStream = async (
  app: FastifyInstance,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<TestStream> => {
  const controller = new AbortController();
  const response = await fetch(`${await baseUrlOf(app)}/api/events`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      for (const wake of waiters) wake();
    },
    onComment: (comment) => comments.push(comment),
  });
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close()
    }
  })();
  const next: TestStream['next'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return false;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)})`));
      }, timeoutMs);
      waiters.add(wake);
      check();
    });
  return { status: response.status, events, comments, next, ended, close: () => controller.abort() };
};

export const dataOf = (event: EventSourceMessage): Record<string, unknown> =>
  JSON.parse(event.data) as Record<string, unknown>;
