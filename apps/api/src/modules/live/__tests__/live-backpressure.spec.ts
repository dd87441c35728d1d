import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from '../../../lib/serializer';
import { validatorCompiler } from '../../../lib/validator';
import { SessionCache, type SessionState } from '../../auth/session-cache';
import { createLiveDelivery, type LiveDelivery } from '../live-delivery';
import type { LiveRepository, NewLiveEvent, StoredLiveEvent } from '../live.repository';
import { liveRoutesPlugin } from '../live.routes';

/**
 * Issue 31, item 3: a stream whose reader stops reading is cut once its buffer passes the bound
 * (it reconnects with Last-Event-ID), instead of growing without limit; and issue 31, item 6: a
 * stream ends at once when its session or user is evicted (deleted account, logout), not at the
 * next heartbeat. The live routes alone, over real sockets, with an in-memory event log.
 */
const USER = 7;
const SESSION = 'session-7';
const BOUND = 64 * 1024;

const memoryRepo = (): LiveRepository => {
  const log: StoredLiveEvent[] = [];
  return {
    append: async (events: NewLiveEvent[]) =>
      events.map((event: NewLiveEvent) => {
        const stored = { ...event, id: log.length + 1 } as StoredLiveEvent;
        log.push(stored);
        return stored;
      }),
    after: async (userId: number, afterId: number, limit: number) =>
      log.filter((event) => event.userId === userId && event.id > afterId).slice(0, limit),
    byIds: async (ids: number[], users: number[]) =>
      log.filter((event) => ids.includes(event.id) && users.includes(event.userId)),
    prune: async () => 0,
  } as unknown as LiveRepository;
};

let app: FastifyInstance;
let live: LiveDelivery;
let state: SessionState;
let sessions: SessionCache;

beforeEach(async () => {
  state = {
    userId: USER,
    role: 'seeker',
    companyId: null,
    expiresAt: Date.now() + 3_600_000,
    revoked: false,
    disabled: false,
  };
  sessions = new SessionCache(60_000, 100, async () => ({ ...state }));
  live = createLiveDelivery({ repo: memoryRepo(), log: Fastify().log, maxStreamsPerUser: 8, retentionMs: 600_000 });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('authenticate', () => async (request: { user?: unknown }) => {
    request.user = { id: USER, role: 'seeker', sessionId: SESSION, companyId: null };
  });
  app.decorate('readAccessClaims', async () => ({ userId: USER, role: 'seeker', sessionId: SESSION }));
  await app.register(liveRoutesPlugin, {
    prefix: '/api',
    live,
    sessions,
    heartbeatMs: 600_000,
    retryMs: 3000,
    maxBufferedBytes: BOUND,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  live.close();
  await app.close();
});

/** A raw HTTP client that asks for the stream and then never reads (paused socket). */
const openStalled = async (): Promise<{ socket: Socket; closed: Promise<void> }> => {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write('GET /api/events HTTP/1.1\r\nhost: localhost\r\naccept: text/event-stream\r\n\r\n');
  // Read the status line, then stop reading for good.
  await new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.pause();
  return { socket, closed };
};

describe('live stream backpressure', () => {
  it('cuts a stream whose reader stays behind, after at most its buffer bound', async () => {
    const stalled = await openStalled();
    await vi.waitFor(() => expect(live.openStreams()).toBe(1));
    const big = { text: 'x'.repeat(16 * 1024) };
    // 3,000 sends of 16 kB (48 MB) would all sit in memory for a reader that never reads.
    for (let n = 0; n < 3000 && live.openStreams() > 0; n++) {
      await live.publishTo([USER], 'notification', big);
    }
    expect(live.openStreams()).toBe(0);
    stalled.socket.resume();
    await stalled.closed;
  });

  it('keeps a reading stream open through the same load', async () => {
    const { port } = app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.body) throw new Error('no stream');
    const reader = response.body.getReader();
    let received = 0;
    const reading = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += value.length;
        }
      } catch {
        // aborted
      }
    })();
    const big = { text: 'x'.repeat(16 * 1024) };
    for (let n = 0; n < 200; n++) {
      await live.publishTo([USER], 'notification', big);
      // Sends spread over time, as a chat's are: a reader that keeps up reads each in between.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await vi.waitFor(() => expect(received).toBeGreaterThan(200 * 16 * 1024));
    expect(live.openStreams()).toBe(1);
    controller.abort();
    await reading;
  });

  it('ends a stream at once when its user is evicted (deleted, disabled), not at the next heartbeat', async () => {
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { accept: 'text/event-stream' } });
    const ended = response.text();
    await vi.waitFor(() => expect(live.openStreams()).toBe(1));
    state = { ...state, disabled: true };
    const started = performance.now();
    sessions.invalidateUser(USER);
    await ended;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(live.openStreams()).toBe(0);
  });
});
