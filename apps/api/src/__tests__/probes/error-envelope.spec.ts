import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { errorEnvelopeSchema } from '@jobs/contracts';
import { useTestApp } from '../support/harness';

/**
 * Issue 31, item 8: the errors Fastify and Node answer before any route runs (bad %-encoding, a
 * parameter over 200 characters, the 408 of a request that never finishes, an unparsable request)
 * answer with the envelope `{error: {code, message}}` too.
 */
const ctx = useTestApp({ HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' });

const envelope = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body));

/** What the server answers to raw bytes, once it closes the socket. */
const raw = async (bytes: string): Promise<string> => {
  if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  const socket = connect({ host: '127.0.0.1', port });
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(bytes);
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return data;
};

const bodyOf = (response: string) => response.slice(response.indexOf('\r\n\r\n') + 4);

describe('errors before routing answer with the envelope', () => {
  it('bad %-encoding in the path: 400 VALIDATION_FAILED', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/chat/%E0%A4%A/history' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response.body).error).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  });

  it('a path parameter over 200 characters: 414 in the envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/chat/${'1'.repeat(201)}/history` });
    expect(response.statusCode).toBe(414);
    expect(envelope(response.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('a request whose headers never finish: 408 in the envelope', async () => {
    const response = await raw('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelope(bodyOf(response)).error.message).toMatch(/too long/);
  });

  it('an unparsable request: 400 in the envelope', async () => {
    const response = await raw('NOT A REQUEST\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelope(bodyOf(response)).error.code).toBe('VALIDATION_FAILED');
  });
});
