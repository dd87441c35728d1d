import { defineRoute, healthRoute, okSchema } from '@jobs/contracts';
import { HttpResponse } from 'msw';
import { createApiClient, RETRY_STATUS_CODES } from '../../index';
import { API_BASE, errorResponse, handle, server, useMswServer } from './test-server';

const postRoute = defineRoute({
  method: 'POST',
  path: '/chat/notifies/read',
  summary: 'test',
  tags: ['test'],
  auth: ['seeker'],
  response: okSchema,
});

const client = (extra: { maxRetryAfterMs?: number } = {}) =>
  createApiClient({ audience: 'seeker', baseUrl: API_BASE, retryDelayMs: 0, ...extra });

/** Answers `statuses` in turn, then 200; counts the hits. */
const answerInTurn = (
  route: typeof healthRoute | typeof postRoute,
  statuses: number[],
  headers?: Record<string, string>,
) => {
  const hits = { count: 0 };
  server.use(
    handle(route, () => {
      const status = statuses[hits.count++];
      if (status === undefined) return HttpResponse.json(route === healthRoute ? { status: 'ok' } : { ok: true });
      return errorResponse(status, 'INTERNAL', `status ${status}`, undefined, headers);
    }),
  );
  return hits;
};

describe('createApiClient: retry policy', () => {
  useMswServer();

  it('retries the spec statuses exactly', () => {
    expect([...RETRY_STATUS_CODES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once when it gets %i', async (status) => {
    const hits = answerInTurn(healthRoute, [status]);
    await expect(client().call(healthRoute)).resolves.toEqual({ status: 'ok' });
    expect(hits.count).toBe(2);
  });

  it.each([400, 403, 404, 405, 413, 422, 501])('does not retry a GET when it gets %i', async (status) => {
    const hits = answerInTurn(healthRoute, [status]);
    await expect(client().call(healthRoute)).rejects.toMatchObject({ status });
    expect(hits.count).toBe(1);
  });

  it('retries only once when a GET keeps failing', async () => {
    const hits = answerInTurn(healthRoute, [503, 503, 503]);
    await expect(client().call(healthRoute)).rejects.toMatchObject({ status: 503 });
    expect(hits.count).toBe(2);
  });

  it.each([503, 429, 500])('never retries a POST when it gets %i', async (status) => {
    const hits = answerInTurn(postRoute, [status]);
    await expect(client().call(postRoute)).rejects.toMatchObject({ status });
    expect(hits.count).toBe(1);
  });

  it('does not retry a GET when the network fails', async () => {
    let count = 0;
    server.use(handle(healthRoute, () => (count++, HttpResponse.error())));
    await expect(client().call(healthRoute)).rejects.toMatchObject({ status: 0, code: 'UNAVAILABLE' });
    expect(count).toBe(1);
  });

  it('waits for Retry-After, capped, when a GET is rate limited', async () => {
    const hits = answerInTurn(healthRoute, [429], { 'Retry-After': '120' });
    const started = Date.now();
    await expect(client({ maxRetryAfterMs: 60 }).call(healthRoute)).resolves.toEqual({ status: 'ok' });
    const waited = Date.now() - started;
    expect(hits.count).toBe(2);
    expect(waited).toBeGreaterThanOrEqual(50);
    expect(waited).toBeLessThan(2_000);
  });
});
