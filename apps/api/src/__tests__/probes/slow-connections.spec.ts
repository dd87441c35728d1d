import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../support/harness';

/**
 * Probe: slow and half-open connections against a real listening server (an ephemeral port, real
 * sockets). Each must be closed by the server; none may keep a socket (a file descriptor) forever.
 * The timeouts are short here so the test is quick; the assertions are about what happens, not
 * how fast (every wait is bounded only by the test's own timeout).
 */
const ctx = useTestApp({
  HTTP_HEADERS_TIMEOUT_MS: '600',
  HTTP_REQUEST_TIMEOUT_MS: '1200',
  HTTP_IDLE_TIMEOUT_MS: '1500',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
});

let port = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

type Opened = { socket: Socket; received: () => string; closed: Promise<void> };

const open = async (): Promise<Opened> => {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => data, closed };
};

/** The socket's close, or a failure after `ms` (well beyond every configured timeout). */
const closedWithin = (opened: Opened, ms = 20_000) =>
  Promise.race([
    opened.closed.then(() => 'closed' as const),
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms).unref()),
  ]);

const health = async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return response.status;
};

describe('slow connections are timed out', () => {
  it('answers 408 and closes a connection whose headers never finish', async () => {
    const opened = await open();
    opened.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(await closedWithin(opened)).toBe('closed');
    expect(opened.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body trickles in slower than the request timeout', async () => {
    const opened = await open();
    opened.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    // One byte every 100 ms keeps the connection busy (never idle) and would take hours to finish.
    const trickle = setInterval(() => {
      if (!opened.socket.destroyed) opened.socket.write(' ');
    }, 100);
    try {
      expect(await closedWithin(opened)).toBe('closed');
    } finally {
      clearInterval(trickle);
    }
    expect(opened.received()).not.toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection that never sends anything', async () => {
    const opened = await open();
    expect(await closedWithin(opened)).toBe('closed');
    expect(opened.received()).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const opened = await open();
    opened.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    expect(await closedWithin(opened)).toBe('closed');
    expect(opened.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('keeps answering while many half-sent requests are open, and closes them all', async () => {
    const opened = await Promise.all(Array.from({ length: 50 }, () => open()));
    for (const { socket } of opened) socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(await health()).toBe(200);
    const outcomes = await Promise.all(opened.map((one) => closedWithin(one)));
    expect(outcomes.filter((outcome) => outcome !== 'closed')).toEqual([]);
    expect(await health()).toBe(200);
  });
});
