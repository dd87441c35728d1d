import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, testConfig, type TestDatabase } from './support/harness';

/**
 * While the API drains on SIGTERM, a request that still arrives (on a connection that is busy,
 * so the server cannot drop it) gets the error envelope with Retry-After, not Fastify's own body.
 */
describe('503 during shutdown', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const inHandler = new Promise<void>((resolve) => {
    started = resolve;
  });
  const inflight = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database: database.handle });
    app.get('/api/__test/slow', async () => {
      started();
      await inflight;
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    release();
    await app.close();
    await database.drop();
  });

  it('answers with 503 UNAVAILABLE in the envelope and Retry-After while in-flight requests finish', async () => {
    const socket = connect({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /api/__test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await inHandler;
    const closing = app.close();
    // The close has begun (routes refuse new work) when this request, on the busy connection, arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.destroy();
    await closing;

    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[0]).toContain('{"done":true}');
    const refused = responses[1] ?? '';
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/\r\nretry-after: [1-9]\d*\r\n/i);
    const body = JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      error: expect.objectContaining({
        code: 'UNAVAILABLE',
        message: expect.any(String),
        requestId: expect.any(String),
      }),
    });
  });
});
