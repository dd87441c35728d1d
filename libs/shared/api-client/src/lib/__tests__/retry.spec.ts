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

  it('retries a GET after a database outage (503 UNAVAILABLE, Retry-After) and reports it when it lasts', async () => {
    let hits = 0;
    server.use(
      handle(healthRoute, () => {
        hits++;
        return hits === 1
          ? errorResponse(503, 'UNAVAILABLE', 'Service unavailable', undefined, { 'Retry-After': '1' })
          : HttpResponse.json({ status: 'ok' });
      }),
    );
    await expect(client({ maxRetryAfterMs: 50 }).call(healthRoute)).resolves.toEqual({ status: 'ok' });
    expect(hits).toBe(2);

    hits = 0;
    server.use(
      handle(healthRoute, () => {
        hits++;
        return errorResponse(503, 'UNAVAILABLE', 'Service unavailable', undefined, { 'Retry-After': '5' });
      }),
    );
    const error = await client({ maxRetryAfterMs: 50 })
      .call(healthRoute)
      .catch((caught: unknown) => caught);
    expect(hits).toBe(2);
    // The app's query layer waits at least this long before its own retries.
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfterMs: 5000 });
  });
});
