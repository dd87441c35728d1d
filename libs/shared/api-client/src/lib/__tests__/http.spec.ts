import { createHttp, HttpStatusError, RequestTimeoutError } from '../http';

/** A fetch answering `answers` in turn (a status, or a function of the request); records the calls. */
const fakeFetch = (answers: (number | ((init: RequestInit) => Promise<Response>))[], headers?: HeadersInit) => {
  const calls: RequestInit[] = [];
  const impl = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(init);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (typeof answer === 'function') return answer(init);
    return new Response(answer === 204 ? null : '{}', { status: answer, headers });
  }) as typeof fetch;
  return { impl, calls };
};

/** Never answers; rejects like fetch when its signal aborts. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

describe('createHttp', () => {
  it('gives a 2xx answer and rejects any other with its response', async () => {
    const ok = fakeFetch([200]);
    await expect(createHttp({ fetch: ok.impl })('/x', { method: 'GET' })).resolves.toMatchObject({ status: 200 });
    const notFound = fakeFetch([404]);
    const failure = await createHttp({ fetch: notFound.impl })('/x', { method: 'GET' }).catch((error) => error);
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect(failure.response.status).toBe(404);
    expect(notFound.calls).toHaveLength(1);
  });

  it('asks again once after Retry-After given as an HTTP date, capped', async () => {
    const date = new Date(Date.now() + 60_000).toUTCString();
    const fetch = fakeFetch([503, 200], { 'retry-after': date });
    await expect(
      createHttp({ fetch: fetch.impl, maxRetryAfterMs: 30 })('/x', { method: 'GET' }),
    ).resolves.toMatchObject({
      status: 200,
    });
    // (Uncapped, it would wait a minute and the test would time out.)
    expect(fetch.calls).toHaveLength(2);
  });

  it('gives up on an attempt after the timeout, without a retry', async () => {
    const fetch = fakeFetch([hang]);
    await expect(createHttp({ fetch: fetch.impl, timeoutMs: 20 })('/x', { method: 'GET' })).rejects.toBeInstanceOf(
      RequestTimeoutError,
    );
    expect(fetch.calls).toHaveLength(1);
  });

  it("passes the caller's abort on, also while waiting to retry", async () => {
    const during = new AbortController();
    const pending = createHttp({ fetch: fakeFetch([hang]).impl })('/x', { method: 'GET', signal: during.signal });
    during.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });

    const waiting = new AbortController();
    const fetch = fakeFetch([500, 200]);
    const retrying = createHttp({ fetch: fetch.impl, retryDelayMs: 60_000 })('/x', {
      method: 'GET',
      signal: waiting.signal,
    });
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    waiting.abort();
    await expect(retrying).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.calls).toHaveLength(1);
  });
});
